import { PlatformError } from "../platform-error";
import type { GraphClient } from "../facebook/graph-client";
import type { PostDraft, ProviderDeps, PublishContext, PublishedPostDetails, PublishingOperations } from "../provider";
import {
  childParams,
  createContainer,
  publishContainer,
  singleParams,
  waitUntilFinished,
  type ContainerSteps,
  type InstagramPostType,
} from "./instagram-containers";
import { fromMediaRef, toMediaRef } from "./instagram-media-ref";

const stepsFor = (deps: ProviderDeps, graph: GraphClient, context: PublishContext): ContainerSteps => {
  const account = context.target;
  if (!account || account.kind !== "instagram_account") {
    throw new PlatformError("validation", "Instagram: choose the professional account to publish to.");
  }
  // The Facebook Login path publishes with the linked Page's token (handbook platforms.md).
  return { graph, token: account.accessToken ?? context.tokens.accessToken, igUserId: account.id, sleep: deps.sleep };
};

const postTypeOf = (draft: PostDraft): InstagramPostType => {
  const type = draft.options?.instagramType;
  return type === "story" || type === "reel" ? type : "feed";
};

/** The container for the draft: one medium, or a carousel of 2–10 (media is required on Instagram). */
async function containerFor(steps: ContainerSteps, draft: PostDraft): Promise<string> {
  const refs = draft.media.map(fromMediaRef);
  const [single] = refs;
  if (!single) {
    throw new PlatformError("validation", "Instagram posts need an image or a video.");
  }
  if (refs.length === 1) {
    return createContainer(steps, singleParams(single, postTypeOf(draft), draft.text));
  }
  if (refs.length > 10 || postTypeOf(draft) !== "feed") {
    throw new PlatformError("validation", "An Instagram carousel takes 2 to 10 images or videos, in the feed.");
  }
  const children: string[] = [];
  for (const ref of refs) {
    const child = await createContainer(steps, childParams(ref));
    await waitUntilFinished(steps, child);
    children.push(child);
  }
  return createContainer(steps, { media_type: "CAROUSEL", children: children.join(","), caption: draft.text });
}

export function createInstagramPublishing(deps: ProviderDeps, graph: GraphClient): PublishingOperations {
  return {
    // Instagram takes the caption as written.
    prepareText: (text) => text,

    async uploadMedia(_context, file, onProgress) {
      const ref = toMediaRef(file);
      onProgress?.(1);
      return ref;
    },

    async createPost(context, draft) {
      const steps = stepsFor(deps, graph, context);
      const container = await containerFor(steps, draft);
      await waitUntilFinished(steps, container);
      return { platformPostId: await publishContainer(steps, container) };
    },

    staged: {
      async prepare(context, draft) {
        const steps = stepsFor(deps, graph, context);
        const container = await containerFor(steps, draft);
        await waitUntilFinished(steps, container);
        return container;
      },
      async publish(context, preparedId) {
        return { platformPostId: await publishContainer(stepsFor(deps, graph, context), preparedId) };
      },
    },

    publishingQuota: (context) => readPublishingLimit(graph, context),

    async recentPosts(context, since) {
      // GET /{ig-user-id}/media (the account's published media, newest first), read back to `since`.
      const steps = stepsFor(deps, graph, context);
      const media = await graph.get<{ data: { id: string; caption?: string; timestamp?: string; permalink?: string }[] }>(
        `/${steps.igUserId}/media`,
        steps.token,
        { fields: "id,caption,timestamp,permalink", limit: "50" },
      );
      return media.data
        .map((item) => ({
          platformPostId: item.id,
          text: item.caption ?? "",
          createdAt: item.timestamp ? new Date(item.timestamp) : undefined,
          url: item.permalink,
        }))
        .filter((item) => !item.createdAt || item.createdAt >= since);
    },

    async postDetails(context, platformPostId): Promise<PublishedPostDetails> {
      const steps = stepsFor(deps, graph, context);
      const media = await graph.get<{ permalink?: string; like_count?: number; comments_count?: number }>(
        `/${platformPostId}`,
        steps.token,
        {
          fields: "id,permalink,like_count,comments_count",
        },
      );
      return { state: "published", url: media.permalink, likes: media.like_count ?? 0, comments: media.comments_count ?? 0 };
    },
  };
}

/**
 * How many posts the account may still publish in the moving 24 h window
 * (GET /{ig-user-id}/content_publishing_limit; the quota is 50, 25 or 100 depending on the source,
 * so it is read at run time — handbook platforms.md [CONFLICT]).
 */
export async function readPublishingLimit(graph: GraphClient, context: PublishContext): Promise<{ used: number; total: number }> {
  const account = context.target;
  if (!account || account.kind !== "instagram_account") {
    throw new PlatformError("validation", "Instagram: choose the professional account.");
  }
  const limit = await graph.get<{ data: { quota_usage?: number; config?: { quota_total?: number } }[] }>(
    `/${account.id}/content_publishing_limit`,
    account.accessToken ?? context.tokens.accessToken,
    { fields: "quota_usage,config" },
  );
  const [entry] = limit.data;
  return { used: entry?.quota_usage ?? 0, total: entry?.config?.quota_total ?? 0 };
}
