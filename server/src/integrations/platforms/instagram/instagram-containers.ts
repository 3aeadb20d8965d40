import { PlatformError } from "../platform-error";
import type { GraphClient } from "../facebook/graph-client";
import type { InstagramMediaRef } from "./instagram-media-ref";

/**
 * Instagram's container sequence (developers.facebook.com/docs/instagram-platform/content-publishing):
 * (1) POST /{ig-user-id}/media creates a container, (2) GET /{container}?fields=status_code until
 * FINISHED (IN_PROGRESS, FINISHED, ERROR, EXPIRED, PUBLISHED), (3) POST /{ig-user-id}/media_publish
 * with creation_id. Carousels: child containers with is_carousel_item, then a CAROUSEL parent with
 * children. Unpublished containers expire after 24 h.
 */
const POLL_INTERVAL_MS = 5_000;
/** Meta suggests polling about once a minute for at most 5 minutes; we poll every 5 s for 5 minutes. */
const MAX_POLLS = 60;

export type InstagramPostType = "feed" | "reel" | "story";

export interface ContainerSteps {
  graph: GraphClient;
  token: string;
  igUserId: string;
  sleep: (ms: number) => Promise<void>;
}

export async function createContainer(steps: ContainerSteps, params: Record<string, unknown>): Promise<string> {
  const created = await steps.graph.post<{ id: string }>(`/${steps.igUserId}/media`, steps.token, params);
  return created.id;
}

/** Params of a single-medium container: a feed image, a Reel (single feed videos publish as Reels) or a Story. */
export function singleParams(ref: InstagramMediaRef, type: InstagramPostType, caption: string): Record<string, unknown> {
  const media = ref.kind === "image" ? { image_url: ref.url } : { video_url: ref.url };
  if (type === "story") {
    return { ...media, media_type: "STORIES" };
  }
  return {
    ...media,
    ...(ref.kind === "video" ? { media_type: "REELS" } : {}),
    caption,
    ...(ref.kind === "image" && ref.altText ? { alt_text: ref.altText } : {}),
  };
}

export const childParams = (ref: InstagramMediaRef): Record<string, unknown> =>
  ref.kind === "image"
    ? { image_url: ref.url, is_carousel_item: true }
    : { video_url: ref.url, media_type: "VIDEO", is_carousel_item: true };

export async function waitUntilFinished(steps: ContainerSteps, containerId: string): Promise<void> {
  for (let poll = 0; poll < MAX_POLLS; poll += 1) {
    const container = await steps.graph.get<{ status_code?: string; status?: string }>(`/${containerId}`, steps.token, {
      fields: "status_code,status",
    });
    switch (container.status_code) {
      case "FINISHED":
        return;
      case "ERROR":
        throw new PlatformError("media_processing", `Instagram could not process the media: ${container.status ?? "ERROR"}.`, {
          platformCode: "ERROR",
        });
      case "EXPIRED":
        throw new PlatformError("media_processing", "The Instagram container expired (24 h) before it was published.", {
          platformCode: "EXPIRED",
        });
      case "PUBLISHED":
        throw new PlatformError("duplicate_content", "This Instagram container was already published.", { platformCode: "PUBLISHED" });
      default:
        await steps.sleep(POLL_INTERVAL_MS);
    }
  }
  throw new PlatformError("media_processing", "Instagram was still processing the media after 5 minutes.");
}

export async function publishContainer(steps: ContainerSteps, containerId: string): Promise<string> {
  const published = await steps.graph.post<{ id: string }>(`/${steps.igUserId}/media_publish`, steps.token, { creation_id: containerId });
  return published.id;
}
