import type { FastifyInstance, FastifyRequest } from "fastify";
import { contract } from "@wordloom/shared/api";
import { POST_TYPE_KEYS, POST_TYPES, PUBLISHING_PLATFORMS, WEEKLY_TYPE_LIMITS } from "@wordloom/shared/rules";
import type { AppContext } from "../../context";
import { requireUser } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import { activateCampaign } from "./activate-campaign";
import { getCalendarFeed, renderCalendar, revokeCalendarFeed, rotateCalendarFeed } from "./calendar-feed";
import { campaignAnswer, createCampaign, deleteCampaign, listCampaigns, updateCampaign } from "./campaign-commands";
import { loadCampaign } from "./find-campaign";
import { cardFilters, listPostCards, listPosts } from "./list-posts";
import { saveMailSetup } from "./mail-setup";
import { checkPostStatus, movePost, restrictPost } from "./move-post";
import { pauseCampaign, resumeCampaign } from "./pause-resume";
import { clonePost, createPost, deletePost, getPost, updatePost } from "./post-commands";
import { createPostFromDocument } from "./post-from-document";
import { removePostMedia, uploadPostMedia } from "./post-media";

const POST_TYPE_LIST = {
  items: POST_TYPE_KEYS.map((key) => {
    const info = POST_TYPES[key];
    return {
      key,
      title: info.title,
      displayName: info.displayName,
      objectives: [...info.objectives],
      platformSupport: PUBLISHING_PLATFORMS.filter((platform) => info.platformSupport[platform] !== undefined),
      weeklyGroup: info.weeklyGroup,
      weeklyLimit: WEEKLY_TYPE_LIMITS[info.weeklyGroup],
      contentOptional: info.contentOptional,
      lengthExempt: info.lengthExempt,
      needsPillar: info.needsPillar,
      mediaKinds: [...info.mediaKinds],
    };
  }),
};

/** Campaigns, their posts and the calendar feed. Who may do what: campaign.policy.ts and post.policy.ts. */
export const campaignRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const user = (request: FastifyRequest) => requireUser(request).user;
  /** Where links point: PUBLIC_BASE_URL, or the origin this request came to. */
  const origin = (request: FastifyRequest) => ctx.config.publicBaseUrl ?? `${request.protocol}://${request.host}`;

  registerEndpoint(app, ctx, contract.listCampaigns, async ({ request, query }) => listCampaigns(ctx, user(request), query.status));
  registerEndpoint(app, ctx, contract.createCampaign, async ({ request, body }) => createCampaign(ctx, user(request), body));
  registerEndpoint(app, ctx, contract.getCampaign, async ({ request, params }) =>
    campaignAnswer(ctx.db, user(request), await loadCampaign(ctx.db, user(request), "read", params.id), ctx.clock.now()),
  );
  registerEndpoint(app, ctx, contract.updateCampaign, async ({ request, params, body }) =>
    updateCampaign(ctx, user(request), params.id, body),
  );
  registerEndpoint(app, ctx, contract.deleteCampaign, async ({ request, params }) => {
    await deleteCampaign(ctx, user(request), params.id);
    return { ok: true as const };
  });
  registerEndpoint(app, ctx, contract.activateCampaign, async ({ request, params, body }) =>
    activateCampaign(ctx, user(request), params.id, body),
  );
  registerEndpoint(app, ctx, contract.pauseCampaign, async ({ request, params }) => pauseCampaign(ctx, user(request), params.id));
  registerEndpoint(app, ctx, contract.resumeCampaign, async ({ request, params, body }) =>
    resumeCampaign(ctx, user(request), params.id, body),
  );

  // The two lists answer hundreds of posts: written by a writer compiled from their schemas (register-endpoint.ts).
  registerEndpoint(
    app,
    ctx,
    contract.listCampaignPosts,
    async ({ request, params, query }) =>
      listPosts(ctx.db, user(request), await loadCampaign(ctx.db, user(request), "read", params.id), query),
    { compiledWriter: true },
  );
  registerEndpoint(
    app,
    ctx,
    contract.listCampaignPostCards,
    async ({ request, params, query }) => {
      const campaign = await loadCampaign(ctx.db, user(request), "read", params.id);
      return listPostCards(ctx.db, user(request), campaign, cardFilters(campaign, query));
    },
    { compiledWriter: true },
  );
  registerEndpoint(app, ctx, contract.createCampaignPost, async ({ request, params, body }) =>
    createPost(ctx, user(request), params.id, body),
  );

  registerEndpoint(app, ctx, contract.getCampaignCalendarFeed, async ({ request, params }) =>
    getCalendarFeed(ctx, user(request), params.id, origin(request)),
  );
  registerEndpoint(app, ctx, contract.createCampaignCalendarFeed, async ({ request, params }) =>
    rotateCalendarFeed(ctx, user(request), params.id, origin(request)),
  );
  registerEndpoint(app, ctx, contract.revokeCampaignCalendarFeed, async ({ request, params }) =>
    revokeCalendarFeed(ctx, user(request), params.id, origin(request)),
  );
  registerEndpoint(app, ctx, contract.campaignCalendarFile, async ({ request, params }) =>
    renderCalendar(ctx, params.file, origin(request)),
  );

  registerEndpoint(app, ctx, contract.listPostTypes, async () => POST_TYPE_LIST);
  registerEndpoint(app, ctx, contract.getCampaignPost, async ({ request, params }) => getPost(ctx, user(request), params.id));
  registerEndpoint(app, ctx, contract.updateCampaignPost, async ({ request, params, body }) =>
    updatePost(ctx, user(request), params.id, body),
  );
  registerEndpoint(app, ctx, contract.deleteCampaignPost, async ({ request, params }) => {
    await deletePost(ctx, user(request), params.id);
    return { ok: true as const };
  });
  registerEndpoint(app, ctx, contract.cloneCampaignPost, async ({ request, params }) => clonePost(ctx, user(request), params.id));
  registerEndpoint(app, ctx, contract.moveCampaignPost, async ({ request, params, body }) =>
    movePost(ctx, user(request), params.id, body.publishAt),
  );
  registerEndpoint(app, ctx, contract.restrictCampaignPost, async ({ request, params, body }) =>
    restrictPost(ctx, user(request), params.id, body.restricted),
  );
  registerEndpoint(app, ctx, contract.uploadCampaignPostMedia, async ({ request, params, query, file }) =>
    uploadPostMedia(ctx, user(request), params.id, query.purpose, await file.toBuffer(), file.filename),
  );
  registerEndpoint(app, ctx, contract.removeCampaignPostMedia, async ({ request, params, body }) =>
    removePostMedia(ctx, user(request), params.id, body.mediaIds),
  );
  registerEndpoint(app, ctx, contract.checkCampaignPostStatus, async ({ request, params }) =>
    checkPostStatus(ctx, user(request), params.id),
  );
  registerEndpoint(app, ctx, contract.saveCampaignPostMail, async ({ request, params, body }) =>
    saveMailSetup(ctx, user(request), params.id, body),
  );
  registerEndpoint(app, ctx, contract.createPostFromDocument, async ({ request, body }) =>
    createPostFromDocument(ctx, user(request), body, new AbortController().signal),
  );
};
