// X request bodies as X documents them. X's published OpenAPI (https://api.x.com/2/openapi.json)
// cannot be read from here (no network), so these are written from its documentation
// (x-api/posts/create-post.mdx: CreatePostsRequest; x-api/media: InitializeMediaUploadRequest) and
// are strict: a field X does not know is refused like X refuses it.
import { z } from "zod";

const postId = z.string().regex(/^[0-9]{1,19}$/, "must be a numeric post id");
const mediaId = z.string().regex(/^[0-9]{1,19}$/, "must be a numeric media id");

export const CreatePostsRequest = z
  .strictObject({
    text: z.string().optional(),
    media: z
      .strictObject({
        media_ids: z.array(mediaId).min(1).max(4),
        tagged_user_ids: z.array(z.string()).max(10).optional(),
      })
      .optional(),
    poll: z
      .strictObject({
        options: z.array(z.string().min(1).max(25)).min(2).max(4),
        duration_minutes: z.number().int().min(5).max(10_080),
        reply_settings: z.enum(["following", "mentionedUsers", "subscribers", "verified"]).optional(),
      })
      .optional(),
    reply: z
      .strictObject({
        in_reply_to_tweet_id: postId,
        exclude_reply_user_ids: z.array(z.string()).optional(),
        auto_populate_reply_metadata: z.boolean().optional(),
      })
      .optional(),
    reply_settings: z.enum(["following", "mentionedUsers", "subscribers", "verified"]).optional(),
    quote_tweet_id: postId.optional(),
    community_id: z.string().optional(),
    for_super_followers_only: z.boolean().optional(),
    nullcast: z.boolean().optional(),
    direct_message_deep_link: z.string().optional(),
    card_uri: z.string().optional(),
    geo: z.strictObject({ place_id: z.string() }).optional(),
    made_with_ai: z.boolean().optional(),
    paid_partnership: z.boolean().optional(),
    share_with_followers: z.boolean().optional(),
  })
  .refine((body) => body.text !== undefined || body.media !== undefined || body.poll !== undefined, "text, media or poll is required")
  .refine((body) => !(body.media && body.poll), "media and poll cannot be combined");

export const InitializeMediaUploadRequest = z.strictObject({
  media_category: z.enum(["amplify_video", "tweet_gif", "tweet_image", "tweet_video", "dm_gif", "dm_image", "dm_video", "subtitles"]),
  media_type: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/),
  total_bytes: z.number().int().min(1),
  shared: z.boolean().optional(),
  additional_owners: z.array(z.string()).optional(),
});

export const MediaMetadataRequest = z.strictObject({
  id: mediaId,
  metadata: z.strictObject({ alt_text: z.strictObject({ text: z.string().min(1).max(1000) }) }),
});

/** X's problem answer for a refused body. */
export const invalidRequest = (error: z.ZodError) => ({
  errors: error.issues.map((issue) => ({ message: `${issue.path.join(".") || "body"}: ${issue.message}`, parameters: {} })),
  title: "Invalid Request",
  detail: "One or more parameters to your request was invalid.",
  type: "https://api.twitter.com/2/problems/invalid-request",
});
