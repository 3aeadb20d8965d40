import type { FastifyInstance } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { requireAdmin } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import { adminSignIn, presentAdmin } from "./admin-auth";
import { listUsers, updateUserPlan } from "./manage-users";
import { revokeSession } from "../auth/sessions";

export const adminRoutes = (app: FastifyInstance, ctx: AppContext) => {
  registerEndpoint(app, ctx, contract.adminSignIn, ({ body }) => adminSignIn(ctx, body));

  registerEndpoint(app, ctx, contract.adminSignOut, async ({ request }) => {
    await revokeSession(ctx, requireAdmin(request).sessionId);
    return { ok: true as const };
  });

  registerEndpoint(app, ctx, contract.adminMe, async ({ request }) => presentAdmin(requireAdmin(request).admin));

  registerEndpoint(app, ctx, contract.adminListUsers, async ({ query, request }) => {
    requireAdmin(request);
    return listUsers(ctx, query);
  });

  registerEndpoint(app, ctx, contract.adminUpdateUser, async ({ params, body, request }) => {
    return updateUserPlan(ctx, requireAdmin(request).admin, params.id, body);
  });
};
