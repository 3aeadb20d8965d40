import { eq } from "drizzle-orm";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { PublicationStatus } from "@wordloom/shared/model";
import { COVER } from "@wordloom/shared/rules";
import { fileTypeFromBuffer } from "file-type";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { ImageRejectedError, MAX_INPUT_PIXELS, reencodeImage, type ReencodedImage } from "../../integrations/images/reencode-image";
import { commitStagedFile, discardStagedFile, newMediaName, removeMediaFile, stageFile } from "../../integrations/media-store";
import type { UserRow } from "../account/users.tables";
import { loadOwnedPublication, presentStatus } from "./owner-publication";
import { publications } from "./publishing.tables";
import { ensurePublication } from "./update-visibility";

/** Cover images live in DATA_DIR/media/covers. */
export const COVER_FOLDER = "covers";

type Deps = Pick<AppContext, "db" | "clock" | "config">;
export interface CoverCrop {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Qualities tried in turn until the WebP fits the 1 MB target (spec document 2 §5, §9). */
const QUALITIES = [85, 72, 60, 45];

const rejection = (error: ImageRejectedError): AppError => {
  switch (error.reason) {
    case "TOO_MANY_PIXELS":
      return new AppError("IMAGE_TOO_LARGE", error.message, { maxPixels: MAX_INPUT_PIXELS });
    case "CROP_OUTSIDE":
      return new AppError("BAD_REQUEST", error.message);
    default:
      return new AppError("UNSUPPORTED_MEDIA_TYPE", PUBLISHING_MESSAGES.cantUpload);
  }
};

/**
 * The cover's rules (spec document 2 §5): a gif over 2 MB and any file over 25 MB are refused with
 * the spec's messages; every image is re-encoded (integrations/images: new pixels only, no
 * metadata), within 1920 px, and compressed until it is at most 1 MB. A gif keeps its first frame.
 */
export const compressCover = async (bytes: Buffer, crop: CoverCrop | undefined): Promise<ReencodedImage> => {
  if (bytes.length > COVER.maxBytes) {
    throw new AppError("PAYLOAD_TOO_LARGE", PUBLISHING_MESSAGES.fileTooLarge, { maxBytes: COVER.maxBytes });
  }
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === "image/gif" && bytes.length > COVER.maxGifBytes) {
    throw new AppError("PAYLOAD_TOO_LARGE", PUBLISHING_MESSAGES.gifTooLarge, { maxBytes: COVER.maxGifBytes });
  }
  for (const quality of QUALITIES) {
    let image: ReencodedImage;
    try {
      image = await reencodeImage(bytes, { maxWidth: COVER.maxSide, maxHeight: COVER.maxSide, quality, crop });
    } catch (error) {
      throw error instanceof ImageRejectedError ? rejection(error) : error;
    }
    if (image.data.length <= COVER.targetBytes) {
      return image;
    }
  }
  throw new AppError("PAYLOAD_TOO_LARGE", PUBLISHING_MESSAGES.cantCompress, { maxBytes: COVER.targetBytes });
};

/** Sets the cover (doc/imageupload), replacing the previous file once the new reference is stored. */
export const uploadCover = async (
  deps: Deps,
  user: UserRow,
  id: string,
  bytes: Buffer,
  crop: CoverCrop | undefined,
): Promise<PublicationStatus> => {
  await loadOwnedPublication(deps.db, user, id, "edit");
  const image = await compressCover(bytes, crop);
  const storedPath = newMediaName(COVER_FOLDER, image.extension);
  const staged = await stageFile(deps.config.mediaDir, image.data);
  let replaced: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const owned = await loadOwnedPublication(tx, user, id, "edit", { forUpdate: true });
      const now = deps.clock.now();
      await ensurePublication(tx, id, user.id, now);
      replaced = owned.publication?.coverPath ?? null;
      await tx.update(publications).set({ coverPath: storedPath, updatedAt: now }).where(eq(publications.documentId, id));
      await commitStagedFile(deps.config.mediaDir, staged, storedPath);
    });
  } catch (error) {
    await discardStagedFile(staged);
    throw error;
  }
  await removeMediaFile(deps.config.mediaDir, replaced);
  return presentStatus(deps.db, user, await loadOwnedPublication(deps.db, user, id, "read"));
};

export const removeCover = async (deps: Deps, user: UserRow, id: string): Promise<PublicationStatus> => {
  const replaced = await deps.db.transaction(async (tx) => {
    const owned = await loadOwnedPublication(tx, user, id, "edit", { forUpdate: true });
    if (owned.publication?.coverPath) {
      await tx.update(publications).set({ coverPath: null, updatedAt: deps.clock.now() }).where(eq(publications.documentId, id));
    }
    return owned.publication?.coverPath ?? null;
  });
  await removeMediaFile(deps.config.mediaDir, replaced);
  return presentStatus(deps.db, user, await loadOwnedPublication(deps.db, user, id, "read"));
};
