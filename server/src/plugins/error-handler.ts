import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ClientClosedRequest } from "../http/abort-on-disconnect";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { ERROR_MESSAGES, type ErrorBody, type ErrorCode, type FieldIssue } from "@wordloom/shared/api";
import { AppError } from "../errors";

/** Framework errors with a client-side cause, mapped to the error vocabulary. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_REQ_FILE_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_FILES_LIMIT: "PAYLOAD_TOO_LARGE",
  FST_PARTS_LIMIT: "PAYLOAD_TOO_LARGE",
  FST_FIELDS_LIMIT: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_EMPTY_JSON_BODY: "BAD_REQUEST",
  FST_ERR_CTP_INVALID_JSON_BODY: "BAD_REQUEST",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "BAD_REQUEST",
  FST_PROTO_VIOLATION: "BAD_REQUEST",
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/**
 * Answers with a 5xx status that are expected, not failures of this server: "needs a language model"
 * (501) is the honest reply of a server without one. Logged at info, without a stack.
 */
const EXPECTED_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(["NEEDS_MODEL"]);

const send = (reply: FastifyReply, status: number, code: ErrorCode, message: string, details?: unknown) => {
  const body: ErrorBody = { error: details === undefined ? { code, message } : { code, message, details } };
  return reply.status(status).type("application/json").send(body);
};

const validationIssues = (error: FastifyError): FieldIssue[] => {
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return [];
  }
  const part = error.validationContext ?? "body";
  return error.validation.map((issue) => ({
    path: [part, ...issue.instancePath.split("/").filter(Boolean)],
    message: issue.message ?? "Invalid value",
  }));
};

/** The single error handler: every failure leaves as `{ error: { code, message, details? } }`. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) {
        void reply.headers(error.headers);
      }
      if (EXPECTED_CODES.has(error.code)) {
        request.log.info({ code: error.code, status: error.status }, error.message);
      } else if (error.status >= 500) {
        request.log.error({ err: error }, "request failed");
      }
      return send(reply, error.status, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, "VALIDATION_FAILED", ERROR_MESSAGES.VALIDATION_FAILED, { issues: validationIssues(error) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      return send(reply, 500, "INTERNAL", ERROR_MESSAGES.INTERNAL);
    }
    const frameworkCode = error.code ? FRAMEWORK_CODES[error.code] : undefined;
    if (frameworkCode) {
      const status = frameworkCode === "PAYLOAD_TOO_LARGE" ? 413 : frameworkCode === "UNSUPPORTED_MEDIA_TYPE" ? 415 : 400;
      return send(reply, status, frameworkCode, ERROR_MESSAGES[frameworkCode]);
    }
    const status = error.statusCode ?? 500;
    const mapped = STATUS_CODES[status];
    if (status < 500 && mapped) {
      return send(reply, status, mapped, ERROR_MESSAGES[mapped]);
    }
    if (error instanceof ClientClosedRequest || reply.raw.destroyed) {
      // The work stopped because the client left (a stale check the editor aborted): expected, and nobody reads the answer.
      request.log.info({ reason: error.message }, "the client closed the request before its answer");
      return send(reply, 500, "INTERNAL", ERROR_MESSAGES.INTERNAL);
    }
    request.log.error({ err: error }, "unexpected error");
    return send(reply, 500, "INTERNAL", ERROR_MESSAGES.INTERNAL);
  });

  app.setNotFoundHandler((request, reply) => send(reply, 404, "NOT_FOUND", `No route for ${request.method} ${request.url.split("?")[0]}`));
};
