import { and, eq, inArray } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Post, PostMedia, PostMediaPurpose } from "@wordloom/shared/model";
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES as M, type PublishingPlatformId } from "@wordloom/shared/rules";
import type { AppContext } from "../../context";
import { AppError, badRequest } from "../../errors";
import { MAX_INPUT_PIXELS } from "../../integrations/images/reencode-image";
import { commitStagedFile, discardStagedFile, newMediaName, stageFile } from "../../integrations/media-store";
import type { CampaignActor } from "./campaign.policy";
import { campaignPostMedia, campaignPosts } from "./campaigns.tables";
import { loadPost } from "./find-campaign";
import { loadPostDetails } from "./post-details";
import { postAnswer } from "./post-commands";
import { runPostChecks } from "./post-rules";
import { draftsOf } from "./resolve-targets";
import { checkForSave, loadMediaRows, removeUnreferencedFiles, replaceTargets } from "./write-post";

type Deps = Pick<AppContext, "db" | "clock" | "events" | "config">;

/** Post media live in DATA_DIR/media/posts and are served from /media/posts/<random>.<ext>. */
export const POST_MEDIA_FOLDER = "posts";

interface PreparedImage {
  data: Buffer;
  mimeType: "image/jpeg" | "image/png";
  extension: "jpg" | "png";
  width: number;
  height: number;
}

/**
 * An uploaded image, recognised by its bytes (JPEG, PNG, WebP or GIF), bounded in pixels, turned
 * upright and encoded afresh without metadata: PNG stays PNG (transparency), everything else becomes
 * JPEG, the format every platform takes (Instagram takes JPEG only). The first frame of a GIF is kept.
 */
const prepareImage = async (bytes: Buffer, allowed: readonly string[], refusal: string): Promise<PreparedImage> => {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !allowed.includes(type.mime)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", refusal);
  }
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", pages: 1 }).rotate();
    const png = type.mime === "image/png";
    const { data, info } = await (png ? source.png() : source.jpeg({ quality: 90, mozjpeg: true })).toBuffer({ resolveWithObject: true });
    return { data, mimeType: png ? "image/png" : "image/jpeg", extension: png ? "png" : "jpg", width: info.width, height: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    throw /pixel limit/i.test(message)
      ? new AppError("IMAGE_TOO_LARGE", M.imageTooLarge, { maxPixels: MAX_INPUT_PIXELS })
      : new AppError("UNSUPPORTED_MEDIA_TYPE", refusal);
  }
};

const ALLOWED: Record<PostMediaPurpose, { types: readonly string[]; refusal: string }> = {
  post: { types: CAMPAIGN_LIMITS.imageMimeTypes, refusal: M.imageType },
  thumbnail: { types: CAMPAIGN_LIMITS.thumbnailMimeTypes, refusal: M.thumbnailType },
  mail_banner: { types: CAMPAIGN_LIMITS.mail.bannerMimeTypes, refusal: M.bannerType },
  mail_attachment: { types: CAMPAIGN_LIMITS.imageMimeTypes, refusal: M.imageType },
};

/**
 * Attaches an uploaded image to a pending post (spec 4 §5 media rules, checked against the registry
 * before it is kept): at most 5 images, a single mail banner (replaced), at most 2 mail attachments.
 * Video and PDF uploads arrive with the media issue.
 */
export const uploadPostMedia = async (
  deps: Deps,
  actor: CampaignActor,
  id: string,
  purpose: PostMediaPurpose,
  bytes: Buffer,
  fileName: string,
): Promise<{ post: Post; media: PostMedia; notes: string[] }> => {
  const now = deps.clock.now();
  await loadPost(deps.db, actor, "update", id);
  const image = await prepareImage(bytes, ALLOWED[purpose].types, ALLOWED[purpose].refusal);
  const storedPath = newMediaName(POST_MEDIA_FOLDER, image.extension);
  const staged = await stageFile(deps.config.mediaDir, image.data);
  let outcome: { mediaId: string; notes: string[]; replaced: (string | null)[] };
  let loaded: Awaited<ReturnType<typeof loadPost>>;
  try {
    ({ outcome, loaded } = await deps.db.transaction(async (tx) => {
      const loaded = await loadPost(tx, actor, "update", id, true);
      const media = await loadMediaRows(tx, loaded.post.id);
      const same = media.filter((item) => item.purpose === purpose);
      if (
        purpose === "post" &&
        same.filter((item) => item.kind === "image" || item.kind === "gif").length >= CAMPAIGN_LIMITS.maxImagesPerPost
      ) {
        throw badRequest(M.tooManyImages(CAMPAIGN_LIMITS.maxImagesPerPost));
      }
      if (purpose === "mail_attachment" && same.length >= CAMPAIGN_LIMITS.mail.maxAttachments) {
        throw badRequest(M.maxAttachments);
      }
      const replaced = purpose === "mail_banner" || purpose === "thumbnail" ? same : [];
      if (replaced.length > 0) {
        await tx.delete(campaignPostMedia).where(
          inArray(
            campaignPostMedia.id,
            replaced.map((item) => item.id),
          ),
        );
      }
      const [row] = await tx
        .insert(campaignPostMedia)
        .values({
          postId: loaded.post.id,
          kind: "image",
          purpose,
          title: fileName.slice(0, 200),
          storedPath,
          mimeType: image.mimeType,
          byteLength: image.data.length,
          width: image.width,
          height: image.height,
          position: media.length,
          createdAt: now,
        })
        .returning();
      if (!row) {
        throw new Error("could not store media");
      }
      const details = (await loadPostDetails(tx, [loaded.post.id])).get(loaded.post.id) ?? { targets: [], media: [] };
      const checked = checkForSave(loaded.post, draftsOf(details.targets, loaded.post.type), details.media);
      await replaceTargets(tx, loaded.post.id, checked.targets, now);
      await tx.update(campaignPosts).set({ updatedAt: now }).where(eq(campaignPosts.id, loaded.post.id));
      await commitStagedFile(deps.config.mediaDir, staged, storedPath);
      return { outcome: { mediaId: row.id, notes: checked.notes, replaced: replaced.map((item) => item.storedPath) }, loaded };
    }));
  } catch (error) {
    await discardStagedFile(staged);
    throw error;
  }
  await removeUnreferencedFiles(deps.db, deps.config.mediaDir, outcome.replaced);
  await deps.events.emit("post.updated", { actorId: actor.id, campaignId: loaded.campaign.id, postId: loaded.post.id, fields: ["media"] });
  const post = await postAnswer(deps.db, actor, loaded.post, loaded.campaign, outcome.notes);
  const media = post.media.find((item) => item.id === outcome.mediaId);
  if (!media) {
    throw new Error("uploaded media vanished");
  }
  return { post, media, notes: outcome.notes };
};

/**
 * Removes selected media (spec 4 §7 removeSelectedMedia). Accounts on platforms that cannot take the
 * post without it are taken off the post and named (spec 4 §4 "Media removal").
 */
export const removePostMedia = async (deps: Deps, actor: CampaignActor, id: string, mediaIds: readonly string[]) => {
  const now = deps.clock.now();
  const { loaded, removedPlatforms, paths } = await deps.db.transaction(async (tx) => {
    const loaded = await loadPost(tx, actor, "update", id, true);
    const doomed = await tx
      .select()
      .from(campaignPostMedia)
      .where(and(eq(campaignPostMedia.postId, loaded.post.id), inArray(campaignPostMedia.id, [...mediaIds])));
    if (doomed.length !== new Set(mediaIds).size) {
      throw new AppError("NOT_FOUND", "Media not found.");
    }
    await tx.delete(campaignPostMedia).where(
      inArray(
        campaignPostMedia.id,
        doomed.map((item) => item.id),
      ),
    );
    const details = (await loadPostDetails(tx, [loaded.post.id])).get(loaded.post.id) ?? { targets: [], media: [] };
    const drafts = draftsOf(details.targets, loaded.post.type);
    const result = runPostChecks(loaded.post, drafts, details.media);
    const needsMedia = (index: number) =>
      result.targets[index]?.reasons.some((reason) => /needs an image or a video/.test(reason)) ?? false;
    const removedPlatforms = [
      ...new Set(drafts.filter((_draft, index) => needsMedia(index)).map((draft) => draft.platform)),
    ] as PublishingPlatformId[];
    const kept = drafts
      .map((draft, index) => ({
        ...draft,
        publishable: result.targets[index]?.publishable ?? true,
        reasons: result.targets[index]?.reasons ?? [],
      }))
      .filter((_draft, index) => !needsMedia(index));
    await replaceTargets(tx, loaded.post.id, kept, now);
    await tx.update(campaignPosts).set({ updatedAt: now }).where(eq(campaignPosts.id, loaded.post.id));
    return { loaded, removedPlatforms, paths: doomed.flatMap((item) => [item.storedPath, item.thumbnailPath]) };
  });
  await removeUnreferencedFiles(deps.db, deps.config.mediaDir, paths);
  await deps.events.emit("post.updated", { actorId: actor.id, campaignId: loaded.campaign.id, postId: loaded.post.id, fields: ["media"] });
  return { post: await postAnswer(deps.db, actor, loaded.post, loaded.campaign), message: M.mediaRemoved, removedPlatforms };
};
