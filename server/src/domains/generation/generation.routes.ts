import type { FastifyInstance } from "fastify";
import { contract, type EndpointDefinition, type GenerationKind } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { requireUser } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import { aiStatus } from "./ai-status";
import { listGenerations } from "./list-generations";
import { generationEvents } from "./generation-events";
import { postCategoryRoutes } from "./post-categories/post-categories.routes";
import { runGeneration } from "./run-generation";

const GENERATION_ENDPOINTS = {
  "social-post": contract.generateSocialPost,
  hashtags: contract.generateHashtags,
  poll: contract.generatePoll,
  carousel: contract.generateCarousel,
  tips: contract.generateTips,
  blog: contract.generateBlog,
  "blog-outline": contract.generateBlogOutline,
  "promotional-pitch": contract.generatePromotionalPitch,
  memoir: contract.generateMemoir,
  messages: contract.generateMessages,
  emails: contract.generateEmails,
  "message-craft": contract.generateMessageCraft,
  rephrase: contract.rephraseText,
  headlines: contract.generateHeadlines,
  idioms: contract.generateIdioms,
} satisfies Record<Exclude<GenerationKind, PostCategoryKind>, EndpointDefinition>;

/** The campaign-post kinds have their own routes (post-categories/). */
type PostCategoryKind = "post-category" | "post-topics" | "convert-for-x";
type GeneralKind = keyof typeof GENERATION_ENDPOINTS;

/** GET /api/ai/status, GET /api/ai/generations and POST /api/ai/generate/<kind>. */
export const generationRoutes = (app: FastifyInstance, ctx: AppContext) => {
  registerEndpoint(app, ctx, contract.aiStatus, async () => aiStatus(ctx.llm));
  registerEndpoint(app, ctx, contract.listGenerations, async ({ request, query }) =>
    listGenerations(ctx, requireUser(request).user, query),
  );
  for (const [kind, definition] of Object.entries(GENERATION_ENDPOINTS) as [GeneralKind, (typeof GENERATION_ENDPOINTS)[GeneralKind]][]) {
    registerEndpoint(app, ctx, definition, ({ request, body, signal }) =>
      generationEvents(runGeneration(ctx, { user: requireUser(request).user, kind, input: body, signal })),
    );
  }
  postCategoryRoutes(app, ctx);
};
