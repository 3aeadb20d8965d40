import type { FastifyInstance, FastifyRequest } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { requireAdmin, requireUser } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import {
  deleteShorts,
  entryDetails,
  instantPost,
  listProviderHealth,
  listTargetsNeedingAttention,
  postEntryNow,
  retryTarget,
  reuploadEntry,
} from "./entry-actions";

export const publishingEngineRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const user = (request: FastifyRequest) => requireUser(request).user;
  registerEndpoint(app, ctx, contract.instantPostCampaignPost, async ({ request, params, body }) =>
    instantPost(ctx, user(request), params.id, body.targetIds),
  );
  registerEndpoint(app, ctx, contract.publishCampaignPostEntryNow, async ({ request, params }) =>
    postEntryNow(ctx, user(request), params.id, params.targetId),
  );
  registerEndpoint(app, ctx, contract.reuploadCampaignPostEntry, async ({ request, params }) =>
    reuploadEntry(ctx, user(request), params.id, params.targetId),
  );
  registerEndpoint(app, ctx, contract.getCampaignPostEntryDetails, async ({ request, params }) =>
    entryDetails(ctx, user(request), params.id, params.targetId),
  );
  registerEndpoint(app, ctx, contract.deleteCampaignPostShorts, async ({ request, params }) =>
    deleteShorts(ctx, user(request), params.id, params.targetId),
  );
  registerEndpoint(app, ctx, contract.getPublishingHealth, async ({ request }) => {
    user(request);
    return listProviderHealth(ctx);
  });
  registerEndpoint(app, ctx, contract.adminListPublishingTargets, async ({ request }) => {
    requireAdmin(request);
    return listTargetsNeedingAttention(ctx);
  });
  registerEndpoint(app, ctx, contract.adminRetryPublishingTarget, async ({ request, params }) => {
    requireAdmin(request);
    return retryTarget(ctx, params.id);
  });
};
