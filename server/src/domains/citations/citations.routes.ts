import type { FastifyInstance } from "fastify";
import { contract, formatCitation } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { requireUser } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import { authorize } from "../../policies/index";
import { citationPolicy } from "./citation.policy";

/** POST /api/citations/format: required fields are checked by the body schema, legal citations by citation.policy.ts. */
export const citationRoutes = (app: FastifyInstance, ctx: AppContext) => {
  registerEndpoint(app, ctx, contract.formatCitations, async ({ body, request }) => {
    authorize(requireUser(request).user, "format", body.citations, citationPolicy);
    return { citations: body.citations.map(formatCitation) };
  });
};
