import { PlatformError } from "../platform-error";
import type {
  MediaFile,
  PostDraft,
  PublishContext,
  PublishedPost,
  PublishedPostDetails,
  PublishingOperations,
  UploadedMedia,
} from "../provider";
import type { GraphClient } from "./graph-client";

/**
 * Publishing on a Facebook Page (developers.facebook.com/docs/pages-api/posts; Postiz
 * facebook.provider.ts): each photo is uploaded unpublished (`POST /{page}/photos` with `url` and
 * `published:false`), then one `POST /{page}/feed` attaches them (`attached_media`). A video is
 * posted in one call, `POST /{page}/videos` with `file_url`: Meta pulls the file itself, so
 * "uploading" a video only records its public URL for createPost.
 */
export const FACEBOOK_VIDEO_PREFIX = "file_url:";

const pageOf = (context: PublishContext) => {
  const page = context.target;
  if (!page || page.kind !== "page" || !page.accessToken) {
    throw new PlatformError("validation", "Facebook: choose a Page to publish to (its Page token is missing).");
  }
  return { id: page.id, token: page.accessToken };
};

export function createFacebookPublishing(graph: GraphClient): PublishingOperations {
  return {
    // Facebook takes the text as written.
    prepareText: (text) => text,

    async uploadMedia(context: PublishContext, file: MediaFile, onProgress?: (fraction: number) => void): Promise<UploadedMedia> {
      const page = pageOf(context);
      if (file.kind === "video") {
        onProgress?.(1);
        return { platformMediaId: `${FACEBOOK_VIDEO_PREFIX}${file.publicUrl}`, kind: "video" };
      }
      if (file.kind === "pdf") {
        throw new PlatformError("unsupported", "Facebook Pages take photos and videos, not documents.");
      }
      const photo = await graph.post<{ id: string }>(`/${page.id}/photos`, page.token, { url: file.publicUrl, published: false });
      onProgress?.(1);
      return { platformMediaId: photo.id, kind: file.kind };
    },

    async createPost(context: PublishContext, draft: PostDraft): Promise<PublishedPost> {
      const page = pageOf(context);
      const video = draft.media.find((item) => item.kind === "video");
      if (video) {
        if (draft.media.length > 1) {
          throw new PlatformError("validation", "Facebook: a video is posted on its own.");
        }
        const posted = await graph.post<{ id: string }>(`/${page.id}/videos`, page.token, {
          file_url: video.platformMediaId.slice(FACEBOOK_VIDEO_PREFIX.length),
          description: draft.text,
          ...(draft.title ? { title: draft.title } : {}),
        });
        return { platformPostId: posted.id, url: `https://www.facebook.com/${page.id}/videos/${posted.id}` };
      }
      const scheduledAt = draft.options?.scheduledPublishTime;
      const posted = await graph.post<{ id: string }>(`/${page.id}/feed`, page.token, {
        message: draft.text,
        ...(draft.link ? { link: draft.link } : {}),
        ...(draft.media.length > 0 ? { attached_media: draft.media.map((item) => ({ media_fbid: item.platformMediaId })) } : {}),
        // Native scheduling: published:false + scheduled_publish_time (Unix seconds).
        ...(typeof scheduledAt === "number" ? { published: false, scheduled_publish_time: scheduledAt } : {}),
      });
      return { platformPostId: posted.id, url: `https://www.facebook.com/${posted.id}` };
    },

    async postDetails(context: PublishContext, platformPostId: string): Promise<PublishedPostDetails> {
      const page = pageOf(context);
      const post = await graph.get<{
        permalink_url?: string;
        likes?: { summary?: { total_count?: number } };
        comments?: { summary?: { total_count?: number } };
      }>(`/${platformPostId}`, page.token, { fields: "id,permalink_url,likes.summary(true).limit(0),comments.summary(true).limit(0)" });
      return {
        state: "published",
        url: post.permalink_url,
        likes: post.likes?.summary?.total_count ?? 0,
        comments: post.comments?.summary?.total_count ?? 0,
      };
    },

    async deletePost(context: PublishContext, platformPostId: string) {
      const page = pageOf(context);
      await graph.delete(`/${platformPostId}`, page.token);
    },

    async recentPosts(context: PublishContext, since: Date) {
      // GET /{page-id}/feed (developers.facebook.com/docs/graph-api/reference/page/feed), from `since` (Unix seconds).
      const page = pageOf(context);
      const feed = await graph.get<{ data: { id: string; message?: string; created_time?: string; permalink_url?: string }[] }>(
        `/${page.id}/feed`,
        page.token,
        { fields: "id,message,created_time,permalink_url", since: String(Math.floor(since.getTime() / 1000)), limit: "100" },
      );
      return feed.data.map((post) => ({
        platformPostId: post.id,
        text: post.message ?? "",
        createdAt: post.created_time ? new Date(post.created_time) : undefined,
        url: post.permalink_url ?? `https://www.facebook.com/${post.id}`,
      }));
    },
  };
}
