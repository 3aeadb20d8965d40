import type { FastifyInstance } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { requireUser } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import { authorizeFeature, listFeatureUsage } from "./feature-usage";

export const accountRoutes = (app: FastifyInstance, ctx: AppContext) => {
  registerEndpoint(app, ctx, contract.authorizeFeature, ({ params, request }) =>
    authorizeFeature(ctx.db, requireUser(request).user, params.feature),
  );

  registerEndpoint(app, ctx, contract.accountUsage, async ({ request }) => ({
    features: await listFeatureUsage(ctx.db, requireUser(request).user),
  }));
};
