import { z } from "zod";
import { ERROR_CODES } from "../api/errors";
import type { FeatureName } from "../rules";
import { IdSchema, IsoDateSchema } from "./common";

export * from "./generation.requests";
export * from "./generation.outputs";
export * from "./generation.post-categories";

/**
 * Content generation (spec document 3 §2.8–2.9, §4.5; document 1 §7; document 2 §7): the kinds,
 * the server-sent events a streaming call answers with, the JSON answer of the non-streaming mode
 * and the AI status.
 */

/** Every generation, by the last segment of its path (`POST /api/ai/generate/<kind>`), and the plan feature it meters. */
export const GENERATION_FEATURES = {
  "social-post": "SocialPost",
  hashtags: "SocialPost",
  poll: "SocialPost",
  carousel: "SocialPost",
  tips: "SocialPost",
  blog: "GenerateLLMBlog",
  "blog-outline": "GenerateLLMBlogOutline",
  "promotional-pitch": "PromotionalPitch",
  memoir: "Memoir",
  messages: "Messages",
  emails: "Emails",
  "message-craft": "MessageCraft",
  rephrase: "Rephrase",
  headlines: "Headlines",
  idioms: "Idioms",
  /** Campaign posts by category (document 4 §7): one generator per category, its topic lists, and converting a post for X. */
  "post-category": "SocialPost",
  "post-topics": "SocialPost",
  "convert-for-x": "SocialPost",
} as const satisfies Record<string, FeatureName>;
export type GenerationKind = keyof typeof GENERATION_FEATURES;
export const GENERATION_KINDS = Object.keys(GENERATION_FEATURES) as [GenerationKind, ...GenerationKind[]];

/** Kinds whose answer is also a typed object (`object` in the result); the text is its rendering. */
export const STRUCTURED_KINDS = [
  "hashtags",
  "poll",
  "carousel",
  "tips",
  "blog-outline",
  "headlines",
  "idioms",
  "post-category",
  "post-topics",
  "convert-for-x",
] as const satisfies readonly GenerationKind[];

/** Shown with every answer of the offline engine (its `draft` flag is true). */
export const OFFLINE_DRAFT_LABEL = "Template draft — connect a model for AI writing";

export const TokenUsageSchema = z.object({
  tokensIn: z.number().int().min(0),
  tokensOut: z.number().int().min(0),
  /** True when counted from characters (the stream was cut off, or the server reported none). */
  estimated: z.boolean(),
});
export type TokenUsage = z.output<typeof TokenUsageSchema>;

/** Who answered: the offline template engine, or the model by its id. */
export const GenerationSourceSchema = z.object({
  provider: z.enum(["offline", "openai-compatible"]),
  /** "offline-template", or the configured model id. */
  model: z.string(),
  promptId: z.string(),
  promptVersion: z.number().int(),
  /** Offline template output: label it with OFFLINE_DRAFT_LABEL. */
  draft: z.boolean(),
});

/** The non-streaming answer (`?stream=0` or `Accept: application/json`), and the `done` event's payload. */
export const GenerationResultSchema = GenerationSourceSchema.extend({
  generationId: IdSchema,
  kind: z.enum(GENERATION_KINDS),
  /** The whole text, ready to load into the editor (structured kinds: their rendering). */
  text: z.string(),
  /** The typed result of a structured kind (see STRUCTURED_KINDS), otherwise null. */
  object: z.unknown().nullable(),
  usage: TokenUsageSchema,
});
export type GenerationResult = z.output<typeof GenerationResultSchema>;

/**
 * Server-sent events of a streaming generation, in order: any number of `delta`, then one `usage`
 * (clients ignore it, as the spec says of messages carrying a usage count), then `done`; or `error`
 * at any point, after which the stream ends. Comment lines (": ping") keep proxies from closing an
 * idle stream and carry no event.
 */
export const GenerationEventSchema = z.discriminatedUnion("event", [
  z.object({ event: z.literal("delta"), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal("usage"), data: TokenUsageSchema }),
  z.object({ event: z.literal("done"), data: GenerationResultSchema }),
  z.object({
    event: z.literal("error"),
    data: z.object({ code: z.enum(ERROR_CODES), message: z.string(), details: z.unknown().optional() }),
  }),
]);
export type GenerationEvent = z.output<typeof GenerationEventSchema>;
export type GenerationEventName = GenerationEvent["event"];

/** completed: the whole answer was sent; aborted: the client left mid-stream; failed: an error (see errorCode). */
export const GENERATION_STATUSES = ["completed", "aborted", "failed"] as const;

/**
 * One metered generation as its owner sees it (GET /api/ai/generations): the prompt id and version,
 * who answered, the feature it counted against and the tokens used — reported by the model, or
 * estimated from characters when the stream was cut off. The text itself is never kept.
 */
export const GenerationRecordSchema = z.object({
  id: IdSchema,
  kind: z.enum(GENERATION_KINDS),
  feature: z.string(),
  promptId: z.string(),
  promptVersion: z.number().int(),
  provider: z.enum(["offline", "openai-compatible"]),
  model: z.string(),
  brandVoiceId: IdSchema.nullable(),
  status: z.enum(GENERATION_STATUSES),
  errorCode: z.string().nullable(),
  usage: TokenUsageSchema,
  durationMs: z.number().int().min(0),
  createdAt: IsoDateSchema,
});
export type GenerationRecord = z.output<typeof GenerationRecordSchema>;

export const GenerationHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  kind: z.enum(GENERATION_KINDS).optional(),
});
/** Newest first. */
export const GenerationHistorySchema = z.object({ items: z.array(GenerationRecordSchema) });
export type GenerationHistory = z.output<typeof GenerationHistorySchema>;

/** How the active provider serves one kind. */
export const GenerationSupportSchema = z.object({
  kind: z.enum(GENERATION_KINDS),
  feature: z.string(),
  /** "model": written by the model; "template": an offline template draft; "needs-model": refused with NEEDS_MODEL. */
  mode: z.enum(["model", "template", "needs-model"]),
  /** What the offline engine needs from the user to serve this kind, or why it cannot. */
  note: z.string(),
});

export const ModelHealthSchema = z.object({
  ok: z.boolean(),
  status: z.enum(["ready", "not-configured", "unreachable", "model-not-found", "unauthorized", "error"]),
  /** Plain, actionable words for the settings screen ("Cannot find the model X on the server …"). */
  message: z.string(),
});
export type ModelHealth = z.output<typeof ModelHealthSchema>;

/** GET /api/ai/status: which provider is active and which kinds it serves. */
export const AiStatusSchema = z.object({
  provider: z.enum(["offline", "openai-compatible"]),
  model: z.string().nullable(),
  /** Plain words for the UI, e.g. "Offline template engine (no language model connected)". */
  label: z.string(),
  health: ModelHealthSchema,
  draftLabel: z.string(),
  /** What to set to connect a model (environment variables of the server). */
  configure: z.array(z.string()),
  kinds: z.array(GenerationSupportSchema),
});
export type AiStatus = z.output<typeof AiStatusSchema>;
