import { endpointOf } from "../platform-endpoints";
import { PlatformError } from "../platform-error";
import type { MediaFile, PostDraft, ProviderDeps, PublishContext, PublishingOperations, UploadedMedia } from "../provider";
import type { XClient } from "./x-client";
import { X_MAX_STATUS_POLLS, X_UPLOAD_CHUNK_BYTES, X_WEB } from "./x-endpoints";
import { xMaxLength, xWeightedLength } from "./x-text";

interface ProcessingInfo {
  state: "pending" | "in_progress" | "succeeded" | "failed";
  check_after_secs?: number;
  progress_percent?: number;
  error?: { message?: string; name?: string };
}

interface MediaAnswer {
  data: { id: string; media_key?: string; processing_info?: ProcessingInfo };
}

const MEDIA_CATEGORY: Record<MediaFile["kind"], string | undefined> = {
  image: "tweet_image",
  gif: "tweet_gif",
  video: "tweet_video",
  pdf: undefined,
};

/**
 * Posting on X: the chunked media upload (initialize → append per chunk → finalize → poll
 * STATUS until succeeded; openapi.json, handbook "Media sequence"), POST /2/tweets with the
 * `CreatePostsRequest` body, and the post's public metrics.
 */
export const createXPublishing = (deps: ProviderDeps, client: XClient): PublishingOperations => {
  const api = endpointOf(deps.config.endpoints, "api");
  const bearer = (context: PublishContext) => context.tokens.accessToken;

  const waitForProcessing = async (context: PublishContext, mediaId: string, first: ProcessingInfo | undefined) => {
    let info = first;
    for (let poll = 0; info && info.state !== "succeeded"; poll += 1) {
      if (info.state === "failed") {
        throw new PlatformError("media_processing", `X could not process the media: ${info.error?.message ?? "failed"}.`, {
          platformCode: info.error?.name,
        });
      }
      if (poll >= X_MAX_STATUS_POLLS) {
        throw new PlatformError("media_processing", "X is still processing the media; try again later.");
      }
      await deps.sleep((info.check_after_secs ?? 1) * 1000);
      const status = await client.get<MediaAnswer>(
        `${api}/media/upload?command=STATUS&media_id=${encodeURIComponent(mediaId)}`,
        bearer(context),
      );
      info = status.data.processing_info;
    }
  };

  return {
    prepareText: (text) => text,

    async uploadMedia(context, file, onProgress) {
      const category = MEDIA_CATEGORY[file.kind];
      if (!category) {
        throw new PlatformError("unsupported", "X does not take documents.");
      }
      const initialized = await client.json<MediaAnswer>(`${api}/media/upload/initialize`, bearer(context), "POST", {
        media_category: category,
        media_type: file.mimeType,
        total_bytes: file.byteLength,
      });
      const mediaId = initialized.data.id;
      const chunks = Math.max(1, Math.ceil(file.bytes.byteLength / X_UPLOAD_CHUNK_BYTES));
      for (let index = 0; index < chunks; index += 1) {
        const form = new FormData();
        const chunk = file.bytes.slice(index * X_UPLOAD_CHUNK_BYTES, (index + 1) * X_UPLOAD_CHUNK_BYTES);
        form.set("segment_index", String(index));
        form.set("media", new Blob([chunk], { type: "application/octet-stream" }), file.fileName);
        await client.call(`${api}/media/upload/${encodeURIComponent(mediaId)}/append`, {
          method: "POST",
          headers: { authorization: `Bearer ${bearer(context)}` },
          body: form,
        });
        onProgress?.((index + 1) / chunks);
      }
      const finalized = await client.call<MediaAnswer>(`${api}/media/upload/${encodeURIComponent(mediaId)}/finalize`, {
        method: "POST",
        headers: { authorization: `Bearer ${bearer(context)}` },
      });
      await waitForProcessing(context, mediaId, finalized.data.processing_info);
      if (file.altText) {
        await client.json(`${api}/media/metadata`, bearer(context), "POST", {
          id: mediaId,
          metadata: { alt_text: { text: file.altText } },
        });
      }
      const uploaded: UploadedMedia = { platformMediaId: mediaId, kind: file.kind };
      return uploaded;
    },

    async createPost(context, draft: PostDraft) {
      const length = xWeightedLength(draft.text);
      const max = xMaxLength(context.profile.isPremium);
      if (length > max) {
        throw new PlatformError("validation", `The post is ${length} characters as X counts them; X takes ${max}.`);
      }
      const body: Record<string, unknown> = { text: draft.text };
      if (draft.media.length > 0) {
        body.media = { media_ids: draft.media.map((media) => media.platformMediaId) };
      }
      const replyTo = draft.options?.replyToPostId;
      if (typeof replyTo === "string" && replyTo) {
        body.reply = { in_reply_to_tweet_id: replyTo };
      }
      const answer = await client.json<{ data: { id: string; text: string } }>(`${api}/tweets`, bearer(context), "POST", body);
      return { platformPostId: answer.data.id, url: `${X_WEB}/${context.profile.username}/status/${answer.data.id}` };
    },

    async recentPosts(context, since) {
      // GET /2/users/:id/tweets (x-api: posts/timelines), newest first, from `since`.
      const query = `start_time=${encodeURIComponent(since.toISOString())}&max_results=100&tweet.fields=created_at`;
      const answer = await client.get<{ data?: { id: string; text: string; created_at?: string }[] }>(
        `${api}/users/${encodeURIComponent(context.profile.platformUserId)}/tweets?${query}`,
        bearer(context),
      );
      return (answer.data ?? []).map((post) => ({
        platformPostId: post.id,
        text: post.text,
        createdAt: post.created_at ? new Date(post.created_at) : undefined,
        url: `${X_WEB}/${context.profile.username}/status/${post.id}`,
      }));
    },

    async postDetails(context, platformPostId) {
      const answer = await client.get<{
        data?: { id: string; public_metrics?: { like_count?: number; reply_count?: number; impression_count?: number } };
      }>(`${api}/tweets/${encodeURIComponent(platformPostId)}?tweet.fields=public_metrics`, bearer(context));
      if (!answer.data) {
        return { state: "deleted" };
      }
      const metrics = answer.data.public_metrics ?? {};
      return {
        state: "published",
        url: `${X_WEB}/${context.profile.username}/status/${answer.data.id}`,
        likes: metrics.like_count,
        comments: metrics.reply_count,
        views: metrics.impression_count,
      };
    },

    async deletePost(context, platformPostId) {
      await client.call(`${api}/tweets/${encodeURIComponent(platformPostId)}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${bearer(context)}` },
      });
    },
  };
};
