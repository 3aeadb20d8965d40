import type { FastifyInstance, FastifyRequest } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { PlatformId } from "@wordloom/shared/rules";
import type { AppContext } from "../../context";
import { requireUser } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import { authorize } from "../../policies/index";
import { chooseTargets } from "./choose-targets";
import { completeLinking } from "./complete-linking";
import { linkByToken } from "./link-by-token";
import { listAvailableTargets } from "./list-available-targets";
import { listPlatforms } from "./list-platforms";
import { listSocialAccounts } from "./list-social-accounts";
import { platformLinkingPolicy } from "./platform-linking.policy";
import { removeSocialAccount } from "./remove-social-account";
import { socialRuntime } from "./social-runtime";
import { startLinking } from "./start-linking";

/** Platform linking and linked accounts. Who may do what is social-account.policy.ts; the user always comes from the session. */
export const socialAccountRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const deps = () => ({ db: ctx.db, clock: ctx.clock, runtime: socialRuntime(ctx) });
  const actor = (request: FastifyRequest) => requireUser(request).user;
  /** Where the platform sends the browser back: PUBLIC_BASE_URL, or the origin this request came to. */
  const origin = (request: FastifyRequest) => ctx.config.publicBaseUrl ?? `${request.protocol}://${request.host}`;

  registerEndpoint(app, ctx, contract.listPlatforms, async ({ request }) => ({ items: await listPlatforms(deps(), actor(request).id) }));
  /** The user, once the plan allows linking a new account (platform-linking.policy.ts). */
  const linkingActor = (request: FastifyRequest, platform: PlatformId) => {
    const user = actor(request);
    authorize(user, "link", platform, platformLinkingPolicy);
    return user;
  };

  registerEndpoint(app, ctx, contract.startLinking, async ({ request, params, body }) =>
    startLinking(deps(), {
      userId: linkingActor(request, params.platform).id,
      platform: params.platform,
      product: body.product,
      origin: origin(request),
    }),
  );
  registerEndpoint(app, ctx, contract.completeLinking, async ({ request, params, body }) =>
    completeLinking(deps(), { userId: actor(request).id, platform: params.platform, ...body }),
  );
  registerEndpoint(app, ctx, contract.linkByToken, async ({ request, params, body }) =>
    linkByToken(deps(), { userId: linkingActor(request, params.platform).id, platform: params.platform, token: body.token }),
  );
  registerEndpoint(app, ctx, contract.listSocialAccounts, async ({ request }) => ({
    items: await listSocialAccounts(deps(), actor(request).id),
  }));
  registerEndpoint(app, ctx, contract.listAvailableSocialAccountTargets, async ({ request, params }) => ({
    items: await listAvailableTargets(deps(), actor(request), params.id),
  }));
  registerEndpoint(app, ctx, contract.chooseSocialAccountTargets, async ({ request, params, body }) =>
    chooseTargets(deps(), actor(request), params.id, body.targetIds),
  );
  registerEndpoint(app, ctx, contract.removeSocialAccount, async ({ request, params }) => {
    await removeSocialAccount(deps(), actor(request), params.id);
    return { ok: true as const };
  });
};
