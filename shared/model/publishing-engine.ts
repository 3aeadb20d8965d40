import { z } from "zod";
import { IdSchema, IsoDateSchema } from "./common";
import { PostSchema } from "./campaigns";

/** The states of one post × account in the publishing engine (handbook platforms.md §2.1). */
export const ENGINE_TARGET_STATES = ["scheduled", "publishing", "posted", "failed", "outcome_unknown", "missed", "cancelled"] as const;

export const PostEntryParamsSchema = z.object({ id: IdSchema, targetId: IdSchema });

/** Instant post: the entries to publish now (all of the post's not-posted entries when absent). */
export const InstantPostBodySchema = z.strictObject({ targetIds: z.array(IdSchema).max(20).optional() });

export const PublishingActionResultSchema = z.object({ post: PostSchema, message: z.string() });
export type PublishingActionResult = z.output<typeof PublishingActionResultSchema>;

/** A posted entry as the platform reports it now (Facebook and Instagram likes and comments, YouTube Shorts status). */
export const PostEntryDetailsSchema = z.object({
  platform: z.string(),
  state: z.enum(["published", "processing", "failed", "deleted"]),
  url: z.string().nullable(),
  likes: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  views: z.number().int().nullable(),
  /** 'You have deleted this Shorts video.' for a deleted Short. */
  message: z.string().nullable(),
});
export type PostEntryDetails = z.output<typeof PostEntryDetailsSchema>;

export const DeletedShortsSchema = z.object({ url: z.string(), message: z.string() });

/** Dead-lettered (failed after retries), unknown and missed targets, for the admin view. */
export const AdminPublishingTargetSchema = z.object({
  id: IdSchema,
  postId: IdSchema,
  ownerId: IdSchema,
  platform: z.string(),
  state: z.enum(ENGINE_TARGET_STATES),
  attempts: z.number().int(),
  errorKind: z.string().nullable(),
  error: z.string().nullable(),
  dueAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export const AdminPublishingTargetListSchema = z.object({ items: z.array(AdminPublishingTargetSchema) });
export const AdminPublishingTargetParamsSchema = z.object({ id: IdSchema });
/** A retry asks for confirmation: an unknown outcome may already be published. */
export const AdminRetryBodySchema = z.strictObject({ confirm: z.literal(true) });

/** One health line per provider on the platforms page. */
export const ProviderHealthSchema = z.object({
  platform: z.string(),
  lastSuccessAt: IsoDateSchema.nullable(),
  lastErrorAt: IsoDateSchema.nullable(),
  lastErrorKind: z.string().nullable(),
});
export type ProviderHealth = z.output<typeof ProviderHealthSchema>;
export const ProviderHealthListSchema = z.object({ items: z.array(ProviderHealthSchema) });
