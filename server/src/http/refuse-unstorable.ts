import type { preValidationAsyncHookHandler } from "fastify";
import { ERROR_MESSAGES, findUnstorableStrings, type EndpointDefinition, type FieldIssue } from "@wordloom/shared/api";
import { AppError } from "../errors";

/** A 400 naming each field that holds a NUL or an unpaired surrogate. */
export const unstorableError = (issues: FieldIssue[]) => new AppError("VALIDATION_FAILED", ERROR_MESSAGES.VALIDATION_FAILED, { issues });

/**
 * The one check every string of a request passes before its schema runs: no NUL (PostgreSQL's
 * text and jsonb cannot store it) and no unpaired surrogate (no UTF-8 form), in the params, the
 * query and the body the endpoint takes, at any depth and in field names too. A 400
 * VALIDATION_FAILED names each such field; the schemas then decide about other control characters.
 */
export const refuseUnstorable =
  (definition: EndpointDefinition): preValidationAsyncHookHandler =>
  async (request) => {
    const issues = [
      ...(definition.params ? findUnstorableStrings(request.params, ["params"]) : []),
      ...(definition.query ? findUnstorableStrings(request.query, ["query"]) : []),
      ...(definition.body ? findUnstorableStrings(request.body, ["body"]) : []),
    ];
    if (issues.length > 0) {
      throw unstorableError(issues);
    }
  };
