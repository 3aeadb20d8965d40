import { endpointOf } from "../platform-endpoints";
import { PlatformError } from "../platform-error";
import type { GoogleCall } from "../google/google-client";
import { readJson } from "../platform-http";
import type { PlatformFailure, PostDraft, ProviderDeps, PublishedPostDetails, PublishingOperations } from "../provider";
import {
  YOUTUBE_CHUNK_UNIT_BYTES,
  YOUTUBE_DEFAULT_CATEGORY_ID,
  YOUTUBE_MAX_UPLOAD_RESUMES,
  YOUTUBE_UPLOAD_CHUNK_BYTES,
  YOUTUBE_WATCH_URL,
} from "./youtube-endpoints";
import { youtubeProcessingError } from "./youtube-errors";
import { youtubeDescription, youtubeTitle } from "./youtube-text";
import { uploadResumable, type YoutubeVideo } from "./youtube-upload";

const PRIVACY = new Set(["public", "unlisted", "private"]);

/** The chunk size from ProviderConfig.options.uploadChunkBytes, rounded down to whole 256 KiB units. */
function chunkBytesOf(deps: ProviderDeps): number {
  const configured = Number(deps.config.options?.uploadChunkBytes ?? YOUTUBE_UPLOAD_CHUNK_BYTES);
  const units = Math.floor(configured / YOUTUBE_CHUNK_UNIT_BYTES);
  return Math.max(1, Number.isFinite(units) ? units : 1) * YOUTUBE_CHUNK_UNIT_BYTES;
}

/** The video resource (part=snippet,status) for a draft; options.privacyStatus, madeForKids, categoryId, publishAt. */
function videoResource(id: string | undefined, draft: PostDraft) {
  const options = draft.options ?? {};
  const privacyStatus = String(options.privacyStatus ?? "public");
  if (!PRIVACY.has(privacyStatus)) {
    throw new PlatformError("validation", `YouTube: privacyStatus must be public, unlisted or private, not "${privacyStatus}".`);
  }
  const publishAt = typeof options.publishAt === "string" ? options.publishAt : undefined;
  return {
    ...(id ? { id } : {}),
    snippet: {
      title: youtubeTitle(draft.title, draft.text.split("\n")[0] ?? ""),
      description: youtubeDescription(draft.text),
      categoryId: String(options.categoryId ?? YOUTUBE_DEFAULT_CATEGORY_ID),
      ...(draft.tags?.length ? { tags: draft.tags } : {}),
    },
    status: {
      // Native scheduling: private until publishAt (handbook).
      privacyStatus: publishAt ? "private" : privacyStatus,
      ...(publishAt ? { publishAt } : {}),
      selfDeclaredMadeForKids: options.madeForKids === true,
    },
  };
}

interface VideoListAnswer {
  items?: (YoutubeVideo & {
    statistics?: { viewCount?: string; likeCount?: string; commentCount?: string };
    processingDetails?: { processingStatus?: string };
  })[];
}

const count = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/**
 * Publishing a video, in two steps the publisher's interface asks for:
 * uploadMedia sends the bytes with the resumable protocol as a private video titled after the file
 * (nothing is public before the post is made); createPost then sets the draft's title, description
 * (prepareText), tags, privacy and made-for-kids declaration with videos.update (part=snippet,status)
 * and, when the target is a playlist (or options.playlistId names one), adds the video to it with
 * playlistItems.insert. A Short is an ordinary vertical or square video of at most 3 minutes: there is
 * no API flag (handbook), and deletePost removes it (videos.delete).
 */
export function createYoutubePublishing(
  deps: ProviderDeps,
  call: GoogleCall,
  mapError: (failure: PlatformFailure) => PlatformError,
): PublishingOperations {
  const api = () => endpointOf(deps.config.endpoints, "api");
  return {
    prepareText: youtubeDescription,

    async uploadMedia(context, file, onProgress) {
      if (file.kind !== "video") {
        throw new PlatformError("unsupported", "YouTube publishes videos only.");
      }
      const video = await uploadResumable(
        {
          http: deps.http,
          mapError,
          uploadRoot: endpointOf(deps.config.endpoints, "upload"),
          token: context.tokens.accessToken,
          chunkBytes: chunkBytesOf(deps),
          maxResumes: YOUTUBE_MAX_UPLOAD_RESUMES,
        },
        file,
        {
          snippet: { title: youtubeTitle(undefined, file.fileName.replace(/\.[^.]+$/, "")), categoryId: YOUTUBE_DEFAULT_CATEGORY_ID },
          status: { privacyStatus: "private", selfDeclaredMadeForKids: false },
        },
        onProgress,
      );
      const failed = youtubeProcessingError(video.status ?? {});
      if (failed) {
        throw failed;
      }
      return { platformMediaId: video.id, kind: "video" };
    },

    async createPost(context, draft) {
      const [video, ...others] = draft.media;
      if (!video || video.kind !== "video" || others.length > 0) {
        throw new PlatformError("validation", "YouTube: a post is exactly one uploaded video.");
      }
      const updated = await readJson<YoutubeVideo>(
        await call("PUT", `${api()}/videos?part=snippet,status`, context.tokens.accessToken, {
          json: videoResource(video.platformMediaId, draft),
        }),
      );
      const failed = youtubeProcessingError(updated.status ?? {});
      if (failed) {
        throw failed;
      }
      const playlistId =
        context.target?.kind === "playlist"
          ? context.target.id
          : typeof draft.options?.playlistId === "string"
            ? draft.options.playlistId
            : undefined;
      if (playlistId) {
        await call("POST", `${api()}/playlistItems?part=snippet`, context.tokens.accessToken, {
          json: { snippet: { playlistId, resourceId: { kind: "youtube#video", videoId: video.platformMediaId } } },
        });
      }
      return { platformPostId: video.platformMediaId, url: `${YOUTUBE_WATCH_URL}${video.platformMediaId}` };
    },

    async postDetails(context, platformPostId): Promise<PublishedPostDetails> {
      const query = new URLSearchParams({ part: "status,statistics,processingDetails", id: platformPostId });
      const answer = await readJson<VideoListAnswer>(await call("GET", `${api()}/videos?${query}`, context.tokens.accessToken));
      const video = answer.items?.[0];
      if (!video) {
        return { state: "deleted" };
      }
      const upload = video.status?.uploadStatus;
      const processing = video.processingDetails?.processingStatus;
      const state: PublishedPostDetails["state"] =
        upload === "failed" || upload === "rejected" || processing === "failed"
          ? "failed"
          : upload === "deleted"
            ? "deleted"
            : upload === "processed" && processing !== "processing"
              ? "published"
              : "processing";
      return {
        state,
        url: `${YOUTUBE_WATCH_URL}${platformPostId}`,
        views: count(video.statistics?.viewCount),
        likes: count(video.statistics?.likeCount),
        comments: count(video.statistics?.commentCount),
      };
    },

    async deletePost(context, platformPostId) {
      await call("DELETE", `${api()}/videos?${new URLSearchParams({ id: platformPostId })}`, context.tokens.accessToken);
    },
  };
}
