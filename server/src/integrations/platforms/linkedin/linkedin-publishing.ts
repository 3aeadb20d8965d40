import { PlatformError } from "../platform-error";
import type { PostDraft, ProviderDeps, PublishContext, PublishedPostDetails, PublishingOperations } from "../provider";
import { personUrn } from "./linkedin-accounts";
import { readJson } from "../platform-http";
import type { LinkedinCall } from "./linkedin-client";
import { createLinkedinMedia } from "./linkedin-media";
import { escapeLittleText } from "./little-text";

/** Who posts: the chosen organisation, else the member. */
const authorOf = (context: PublishContext) => (context.target?.kind === "organization" ? context.target.id : personUrn(context.profile));

/** `content` of POST /rest/posts: one medium, several images (multiImage, 2–20), an article link, or none. */
function contentOf(draft: PostDraft): Record<string, unknown> | undefined {
  if (draft.media.length === 1) {
    const [medium] = draft.media;
    return { media: { id: medium?.platformMediaId, ...(draft.title ? { title: draft.title } : {}) } };
  }
  if (draft.media.length > 1) {
    if (draft.media.some((item) => item.kind === "video")) {
      throw new PlatformError("validation", "LinkedIn: a video is posted on its own.");
    }
    return { multiImage: { images: draft.media.map((item) => ({ id: item.platformMediaId })) } };
  }
  if (draft.link) {
    return { article: { source: draft.link, title: draft.title ?? draft.link } };
  }
  return undefined;
}

/**
 * Publishing with the Posts API (POST /rest/posts). createPost escapes the draft's text itself
 * (prepareText), so callers pass the user's text as written. The new post's URN comes back in the
 * `x-restli-id` header, not the body.
 */
export function createLinkedinPublishing(deps: ProviderDeps, call: LinkedinCall, api: () => string): PublishingOperations {
  const upload = createLinkedinMedia(deps, call, api);
  const postUrl = (urn: string) => `${api()}/rest/posts/${encodeURIComponent(urn)}`;
  return {
    prepareText: escapeLittleText,

    uploadMedia: (context, file, onProgress) => upload(context.tokens.accessToken, authorOf(context), file, onProgress),

    async createPost(context, draft) {
      const content = contentOf(draft);
      const response = await call("POST", `${api()}/rest/posts`, context.tokens.accessToken, {
        json: {
          author: authorOf(context),
          commentary: escapeLittleText(draft.text),
          visibility: "PUBLIC",
          distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
          ...(content ? { content } : {}),
          lifecycleState: "PUBLISHED",
          isReshareDisabledByAuthor: false,
        },
      });
      const urn = response.headers.get("x-restli-id");
      if (!urn) {
        throw new PlatformError("unknown", "LinkedIn created the post but did not say its id.", { ambiguous: true });
      }
      return { platformPostId: urn, url: `https://www.linkedin.com/feed/update/${urn}` };
    },

    async postDetails(context, platformPostId): Promise<PublishedPostDetails> {
      const post = await readJson<{ lifecycleState?: string }>(await call("GET", postUrl(platformPostId), context.tokens.accessToken));
      return {
        state: post.lifecycleState === "PUBLISHED" ? "published" : "processing",
        url: `https://www.linkedin.com/feed/update/${platformPostId}`,
      };
    },

    async deletePost(context, platformPostId) {
      await call("DELETE", postUrl(platformPostId), context.tokens.accessToken);
    },

    async recentPosts(context, since) {
      // Find Posts by Authors: GET /rest/posts?q=author&author={urn}, newest first (r_organization_social
      // for a Page, r_member_social for a member; without it the call is refused and nothing is settled).
      const author = authorOf(context);
      const query = `q=author&author=${encodeURIComponent(author)}&count=50&sortBy=LAST_MODIFIED`;
      const found = await readJson<{ elements?: { id: string; commentary?: string; createdAt?: number; publishedAt?: number }[] }>(
        await call("GET", `${api()}/rest/posts?${query}`, context.tokens.accessToken),
      );
      return (found.elements ?? [])
        .map((post) => {
          const at = post.publishedAt ?? post.createdAt;
          return {
            platformPostId: post.id,
            text: post.commentary ?? "",
            createdAt: at === undefined ? undefined : new Date(at),
            url: `https://www.linkedin.com/feed/update/${post.id}`,
          };
        })
        .filter((post) => !post.createdAt || post.createdAt >= since);
    },
  };
}
