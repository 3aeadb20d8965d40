import { endpointOf } from "../platform-endpoints";
import { PlatformError } from "../platform-error";
import type { PostDraft, ProviderDeps, PublishingOperations } from "../provider";
import type { MediumCall } from "./medium-client";
import {
  MEDIUM_MAX_TAG_CHARS,
  MEDIUM_STORY_BASE_URL,
  MEDIUM_MAX_TAGS,
  MEDIUM_PUBLISH_STATUSES,
  type MediumPublishStatus,
} from "./medium-endpoints";

/** Medium's answer to POST /users/{authorId}/posts (api.md "Creating a post"). */
interface MediumPost {
  id?: string;
  url?: string;
  publishStatus?: string;
}

const publishStatusOf = (draft: PostDraft): MediumPublishStatus => {
  const wanted = draft.options?.publishStatus;
  if (wanted === undefined) {
    return "public";
  }
  const status = MEDIUM_PUBLISH_STATUSES.find((candidate) => candidate === wanted);
  if (!status) {
    throw new PlatformError("validation", `Medium: publishStatus is public, draft or unlisted, not "${String(wanted)}".`);
  }
  return status;
};

/** Medium uses the first three tags and ignores longer ones: send exactly what it will use. */
const tagsOf = (draft: PostDraft): string[] =>
  (draft.tags ?? [])
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0 && tag.length <= MEDIUM_MAX_TAG_CHARS)
    .slice(0, MEDIUM_MAX_TAGS);

/**
 * Medium stories: POST /users/{authorId}/posts with contentFormat "html" (handbook platforms.md
 * "Medium"). Images travel inside the HTML as `<img src>` and Medium side-loads them, so there is no
 * separate upload here.
 */
export function createMediumPublishing(deps: ProviderDeps, call: MediumCall): PublishingOperations {
  return {
    // The story body is HTML the composer produced; Medium takes it as is.
    prepareText: (text) => text,

    uploadMedia() {
      return Promise.reject(new PlatformError("unsupported", "Medium: images go inside the story's HTML as <img src>."));
    },

    async createPost(context, draft) {
      const title = draft.title?.trim();
      if (!title) {
        throw new PlatformError("validation", "Medium: a story needs a title.");
      }
      if (!draft.text.trim()) {
        throw new PlatformError("validation", "Medium: a story needs content.");
      }
      const body = {
        title,
        contentFormat: "html",
        content: draft.text,
        tags: tagsOf(draft),
        publishStatus: publishStatusOf(draft),
        ...(draft.link ? { canonicalUrl: draft.link } : {}),
      };
      const authorId = encodeURIComponent(context.profile.platformUserId);
      const post = await call<MediumPost>(
        "POST",
        `${endpointOf(deps.config.endpoints, "api")}/users/${authorId}/posts`,
        context.tokens.accessToken,
        body,
      );
      if (!post.id) {
        throw new PlatformError("unknown", "Medium created the story but did not say its id.", { ambiguous: true });
      }
      return { platformPostId: post.id, url: post.url };
    },

    // Medium's API has no endpoint to read a post back (api.md lists only /me, publications and post
    // creation): a story Medium accepted is published. Its short URL medium.com/p/{id} redirects to
    // the story's full URL, the one createPost answered.
    postDetails: (_context, platformPostId) =>
      Promise.resolve({ state: "published", url: `${MEDIUM_STORY_BASE_URL}/${encodeURIComponent(platformPostId)}` }),
  };
}
