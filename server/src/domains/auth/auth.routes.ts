import type { FastifyInstance } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { requireUser } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import { revokeAllUserSessions, revokeSession } from "./sessions";
import { refreshSession, signIn } from "./sign-in";
import { signUp } from "./sign-up";

export const authRoutes = (app: FastifyInstance, ctx: AppContext) => {
  registerEndpoint(app, ctx, contract.signUp, ({ body, request }) => signUp(ctx, body, request.headers["user-agent"]));

  registerEndpoint(app, ctx, contract.signIn, ({ body, request }) => signIn(ctx, body, request.headers["user-agent"]));

  registerEndpoint(app, ctx, contract.refresh, ({ body }) => refreshSession(ctx, body.refreshToken));

  registerEndpoint(app, ctx, contract.signOut, async ({ body, request }) => {
    const { user, sessionId } = requireUser(request);
    await (body.allDevices ? revokeAllUserSessions(ctx, user.id) : revokeSession(ctx, sessionId));
    return { ok: true as const };
  });
};
