import type { z } from "zod";
import {
  AiStatusSchema,
  BlogOutlineRequestSchema,
  BlogRequestSchema,
  CarouselRequestSchema,
  EmailsRequestSchema,
  FreeTextRequestSchema,
  GENERATION_FEATURES,
  GenerationHistoryQuerySchema,
  GenerationEventSchema,
  GenerationHistorySchema,
  GenerationResultSchema,
  HashtagsRequestSchema,
  HeadlinesRequestSchema,
  IdiomsRequestSchema,
  PollRequestSchema,
  PromotionalPitchRequestSchema,
  RephraseRequestSchema,
  SocialPostRequestSchema,
  TipsRequestSchema,
  type GenerationKind,
} from "../../model/generation";
import { endpoint } from "../contract";

const GENERATION_ERRORS = [
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "NOT_FOUND",
  "FEATURE_LIMIT",
  "PLAN_REQUIRED",
  "NEEDS_MODEL",
  "MODEL_UNAVAILABLE",
  "BAD_OUTPUT",
] as const;

/**
 * One generation endpoint: `POST /api/ai/generate/<kind>`.
 *
 * Streaming (`client.stream`, `Accept: text/event-stream`): the events of GenerationEventSchema —
 * `delta {text}` …, `usage {tokensIn, tokensOut, estimated}` (ignore it), `done {GenerationResult}`,
 * or `error {code, message}`. Errors found before the first event (validation, quota, NEEDS_MODEL,
 * an unreachable model) answer with their HTTP status and the usual error body, as JSON calls do.
 *
 * Non-streaming (`?stream=0` or `Accept: application/json`, which the named client functions send):
 * one GenerationResult. One use of the kind's feature is taken before the call and given back if it
 * fails before any text was produced.
 */
const generation = <const Kind extends GenerationKind, const Body extends z.ZodType>(kind: Kind, summary: string, body: Body) =>
  endpoint({
    method: "POST",
    path: `/api/ai/generate/${kind}`,
    summary,
    tag: "ai",
    auth: "user",
    body,
    response: {
      kind: "events",
      event: GenerationEventSchema,
      result: { event: "done", schema: GenerationResultSchema },
      spendsFeatureOn: "delta",
    },
    errors: GENERATION_ERRORS,
    feature: GENERATION_FEATURES[kind],
  });

/** Content generation (spec document 3 §2.8–2.9; document 1 §2 create menu, §7; document 2 §7). */
export const generationEndpoints = {
  aiStatus: endpoint({
    method: "GET",
    path: "/api/ai/status",
    summary: "The active generation provider (offline templates or a model), its health and what it serves",
    tag: "ai",
    auth: "user",
    response: AiStatusSchema,
    errors: ["UNAUTHENTICATED"],
  }),
  listGenerations: endpoint({
    method: "GET",
    path: "/api/ai/generations",
    summary: "The caller's recent generations, newest first: prompt id and version, provider, status and tokens (reported or estimated)",
    tag: "ai",
    auth: "user",
    query: GenerationHistoryQuerySchema,
    response: GenerationHistorySchema,
    errors: ["VALIDATION_FAILED", "UNAUTHENTICATED"],
  }),
  generateSocialPost: generation(
    "social-post",
    "A social post by category, topic or the user's own text (text-to-post)",
    SocialPostRequestSchema,
  ),
  generateHashtags: generation("hashtags", "Hashtags for a topic or text", HashtagsRequestSchema),
  generatePoll: generation("poll", "A poll question with 2–4 options (options ≤ 30 characters)", PollRequestSchema),
  generateCarousel: generation("carousel", "Carousel slides (heading and body per slide)", CarouselRequestSchema),
  generateTips: generation("tips", "A numbered list of tips", TipsRequestSchema),
  generateBlog: generation("blog", "A blog post on a topic (needs a model)", BlogRequestSchema),
  generateBlogOutline: generation("blog-outline", "A blog outline: sections with points", BlogOutlineRequestSchema),
  generatePromotionalPitch: generation(
    "promotional-pitch",
    "A promotional pitch for a product or service (≤ 300 words)",
    PromotionalPitchRequestSchema,
  ),
  generateMemoir: generation("memoir", "A memoir passage from the user's request (needs a model)", FreeTextRequestSchema),
  generateMessages: generation("messages", "A personal message (birthday, thanks, congratulations …)", FreeTextRequestSchema),
  generateEmails: generation("emails", "An e-mail written as a leader or as a subordinate", EmailsRequestSchema),
  generateMessageCraft: generation("message-craft", "Any short message from a free-text request", FreeTextRequestSchema),
  rephraseText: generation("rephrase", "The text rewritten in a tone and style (needs a model)", RephraseRequestSchema),
  generateHeadlines: generation("headlines", "Headline suggestions for a topic or text", HeadlinesRequestSchema),
  generateIdioms: generation(
    "idioms",
    "More idioms for the text's context: idiom, meaning and example for each (needs a model)",
    IdiomsRequestSchema,
  ),
};

/** The generation models, events and SSE parser, for clients of these endpoints. */
export * from "../../model/generation";
