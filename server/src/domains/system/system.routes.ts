import type { FastifyInstance } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/register-endpoint";

export const systemRoutes = (app: FastifyInstance, ctx: AppContext) => {
  registerEndpoint(app, ctx, contract.health, async () => ({ ok: true as const, db: ctx.dbKind, checks: ctx.checks.warmth }));
};
