import { eq } from "drizzle-orm";
import type { User } from "@wordloom/shared/model";
import type { AppContext } from "../../context";
import { users, type UserRow } from "./users.tables";
import { AppError } from "../../errors";
import { presentUser } from "./present-user";
import { authorize } from "../../policies/index";
import { uploadPolicy } from "./upload.policy";
import { ImageRejectedError, MAX_INPUT_PIXELS, reencodeImage, type ReencodedImage } from "../../integrations/images/reencode-image";
import { commitStagedFile, discardStagedFile, newMediaName, removeMediaFile, stageFile } from "../../integrations/media-store";

/** Profile pictures live in DATA_DIR/media/avatars. */
export const AVATAR_FOLDER = "avatars";
/** Avatars are shown at most a few hundred CSS pixels wide: stored within 512 × 512 (twice the largest use). */
export const AVATAR_MAX_SIZE = 512;

type Deps = Pick<AppContext, "db" | "clock" | "config" | "events">;

const reencodeAvatar = async (bytes: Buffer): Promise<ReencodedImage> => {
  try {
    return await reencodeImage(bytes, { maxWidth: AVATAR_MAX_SIZE, maxHeight: AVATAR_MAX_SIZE });
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      throw error.reason === "TOO_MANY_PIXELS"
        ? new AppError("IMAGE_TOO_LARGE", error.message, { maxPixels: MAX_INPUT_PIXELS })
        : new AppError("UNSUPPORTED_MEDIA_TYPE", error.message);
    }
    throw error;
  }
};

/**
 * Sets the user's picture to `storedPath` (or none) in one transaction that locks the user's row:
 * `move` puts the new file in place inside it, so the reference and the file appear together, and
 * concurrent uploads take turns, each seeing (and so removing) the one before. Answers the updated
 * row and the replaced file, which the caller removes after the commit.
 */
const replacePicture = (deps: Deps, userId: string, storedPath: string | null, move: () => Promise<void>) =>
  deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ path: users.profilePicPath }).from(users).where(eq(users.id, userId)).for("update");
    if (!current) {
      throw new AppError("UNAUTHENTICATED");
    }
    const [updated] = await tx
      .update(users)
      .set({ profilePicPath: storedPath, updatedAt: deps.clock.now() })
      .where(eq(users.id, userId))
      .returning();
    await move();
    return { updated: updated as UserRow, replaced: current.path };
  });

/**
 * Re-encodes an uploaded profile picture (integrations/images: JPEG, PNG, WebP or GIF in, at most
 * 50 megapixels, WebP within 512 × 512 out, no metadata) and stores it under a random name,
 * replacing the previous one.
 */
export const setProfilePicture = async (deps: Deps, user: UserRow, bytes: Buffer): Promise<User> => {
  authorize(user, "setProfilePicture", user, uploadPolicy);
  const image = await reencodeAvatar(bytes);
  const storedPath = newMediaName(AVATAR_FOLDER, image.extension);
  const staged = await stageFile(deps.config.mediaDir, image.data);
  let result: Awaited<ReturnType<typeof replacePicture>>;
  try {
    result = await replacePicture(deps, user.id, storedPath, () => commitStagedFile(deps.config.mediaDir, staged, storedPath));
  } catch (error) {
    await discardStagedFile(staged);
    throw error;
  }
  await removeMediaFile(deps.config.mediaDir, result.replaced);
  await deps.events.emit("profile.picture_changed", { userId: user.id, removed: false });
  return presentUser(result.updated);
};

export const removeProfilePicture = async (deps: Deps, user: UserRow): Promise<User> => {
  authorize(user, "removeProfilePicture", user, uploadPolicy);
  const { updated, replaced } = await replacePicture(deps, user.id, null, async () => undefined);
  await removeMediaFile(deps.config.mediaDir, replaced);
  await deps.events.emit("profile.picture_changed", { userId: user.id, removed: true });
  return presentUser(updated);
};
