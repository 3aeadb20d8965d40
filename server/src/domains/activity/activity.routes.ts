import type { FastifyInstance } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { requireUser } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import { listActivity } from "./log-activity";

export const activityRoutes = (app: FastifyInstance, ctx: AppContext) => {
  registerEndpoint(app, ctx, contract.listActivity, ({ query, request }) =>
    listActivity(ctx, { userId: requireUser(request).user.id, ...query }),
  );
};
