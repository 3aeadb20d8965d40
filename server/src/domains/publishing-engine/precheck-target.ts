import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { WorkerDeps } from "../../context";
import type { MediaFile, PublishContext, PublishingOperations } from "../../integrations/platforms/provider";
import { ENGINE_MESSAGES, platformName } from "./engine-messages";
import { Precheck, QuotaExhausted, type Attempt } from "./publish-attempt";
import type { PlannedMedia } from "./publishing-engine.tables";

/** Platforms that download the media from our server (handbook §2.8). */
const PULLS_MEDIA = new Set(["instagram", "facebook"]);
/** An exhausted publishing quota is read again after this long (Instagram's window moves over 24 hours). */
export const QUOTA_RECHECK_MS = 60 * 60 * 1000;

const publicBase = (deps: Pick<WorkerDeps, "config">): string | undefined => deps.config.publicBaseUrl?.replace(/\/+$/, "");

const isPubliclyReachable = (base: string | undefined): base is string => {
  if (!base || !URL.canParse(base)) {
    return false;
  }
  const url = new URL(base);
  return url.protocol === "https:" && !["localhost", "127.0.0.1", "[::1]", "0.0.0.0"].includes(url.hostname);
};

/** A stored medium as the provider takes it: its bytes, and its stable public URL for platforms that pull. */
export const mediaFile = async (deps: Pick<WorkerDeps, "config">, media: PlannedMedia): Promise<MediaFile> => {
  const bytes = await readFile(path.join(deps.config.mediaDir, media.storedPath)).catch(() => {
    throw new Precheck(ENGINE_MESSAGES.mediaMissing, "validation");
  });
  return {
    kind: media.kind,
    mimeType: media.mimeType,
    fileName: media.fileName,
    byteLength: bytes.byteLength,
    bytes: new Uint8Array(bytes),
    publicUrl: `${publicBase(deps) ?? ""}/media/${media.storedPath}`,
    width: media.width,
    height: media.height,
    durationSeconds: media.durationSeconds,
  };
};

/** Registry verdicts, media reachability and PUBLIC_BASE_URL, before any platform call (handbook §2.7). */
export const precheckTarget = async (deps: Pick<WorkerDeps, "config">, attempt: Attempt): Promise<void> => {
  const { target, post } = attempt;
  const blocked = target.options.blockedReasons;
  if (typeof blocked === "string" && blocked !== "") {
    throw new Precheck(blocked, "validation");
  }
  const media = post.content.media;
  if (media.length > 0 && PULLS_MEDIA.has(target.platform) && !isPubliclyReachable(publicBase(deps))) {
    throw new Precheck(ENGINE_MESSAGES.needsPublicUrl(platformName(target.platform)), "validation");
  }
  for (const item of media) {
    const found = await stat(path.join(deps.config.mediaDir, item.storedPath)).catch(() => null);
    if (!found) {
      throw new Precheck(ENGINE_MESSAGES.mediaMissing, "validation");
    }
  }
};

/**
 * The platform's publishing quota, where it has one to read (Instagram's content_publishing_limit,
 * handbook platforms.md: read at run time, the documented figure conflicts): an account that used
 * it all waits instead of being refused by media_publish after its container was made.
 */
export const precheckQuota = async (
  deps: Pick<WorkerDeps, "clock">,
  publishing: PublishingOperations,
  context: PublishContext,
  platform: string,
): Promise<void> => {
  if (!publishing.publishingQuota) {
    return;
  }
  const quota = await publishing.publishingQuota(context);
  if (quota.total > 0 && quota.used >= quota.total) {
    throw new QuotaExhausted(
      ENGINE_MESSAGES.quotaExhausted(platformName(platform), quota.total),
      new Date(deps.clock.now().getTime() + QUOTA_RECHECK_MS),
    );
  }
};
