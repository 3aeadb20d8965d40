import { PlatformError } from "../platform-error";
import type { MediaFile, UploadedMedia } from "../provider";

/**
 * Instagram pulls media from a public URL when a container is created ("We cURL media used in
 * publishing attempts", content-publishing docs), and whether a container is a carousel item is
 * only known when the post is made. So "uploading" records what the container needs (URL, kind,
 * alt text) in an opaque reference, and createPost creates the containers.
 */
export interface InstagramMediaRef {
  kind: "image" | "video";
  url: string;
  altText?: string;
}

const PREFIX = "ig-media:";

export function toMediaRef(file: MediaFile): UploadedMedia {
  if (file.kind !== "image" && file.kind !== "video") {
    throw new PlatformError("unsupported", `Instagram publishes images and videos, not ${file.kind === "gif" ? "GIFs" : "documents"}.`);
  }
  if (!file.publicUrl.startsWith("https://")) {
    throw new PlatformError("validation", "Instagram fetches media itself: it needs a public HTTPS URL.");
  }
  const ref: InstagramMediaRef = { kind: file.kind, url: file.publicUrl, ...(file.altText ? { altText: file.altText } : {}) };
  return { platformMediaId: `${PREFIX}${Buffer.from(JSON.stringify(ref)).toString("base64url")}`, kind: file.kind };
}

export function fromMediaRef(media: UploadedMedia): InstagramMediaRef {
  if (!media.platformMediaId.startsWith(PREFIX)) {
    throw new PlatformError("validation", "Not an Instagram media reference: upload the file for Instagram first.");
  }
  return JSON.parse(Buffer.from(media.platformMediaId.slice(PREFIX.length), "base64url").toString("utf8")) as InstagramMediaRef;
}
