import type { FastifyInstance } from "fastify";
import { contract, formatCitation } from "@wordloom/shared/api";
import { computeFeatureFlags } from "@wordloom/shared/rules";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { requireUser } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import { entitlementOf } from "../account/present-user";

/** POST /api/citations/format: required fields are checked by the body schema, legal citations by the plan flag. */
export const citationRoutes = (app: FastifyInstance, ctx: AppContext) => {
  registerEndpoint(app, ctx, contract.formatCitations, async ({ body, request }) => {
    const { user } = requireUser(request);
    const legalAvailable = computeFeatureFlags(entitlementOf(user)).citation_legal_available;
    if (!legalAvailable && body.citations.some((citation) => citation.citationType === "legal")) {
      throw new AppError("PLAN_REQUIRED", undefined, { flag: "citation_legal_available" });
    }
    return { citations: body.citations.map(formatCitation) };
  });
};
