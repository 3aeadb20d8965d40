import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { User } from "@wordloom/shared/model";
import type { AppContext } from "../../context";
import { users, type UserRow } from "./users.tables";
import { AppError } from "../../errors";
import { presentUser } from "./present-user";
import { authorize } from "../../policies/index";
import { uploadPolicy } from "./upload.policy";

/** Accepted picture formats, recognised by their bytes (the file name and declared type are ignored). */
const IMAGE_TYPES = new Map([
  ["image/png", "png"],
  ["image/jpeg", "jpg"],
  ["image/webp", "webp"],
  ["image/gif", "gif"],
]);

const AVATAR_FOLDER = "avatars";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "events">;

const removeStoredFile = async (mediaDir: string, storedPath: string | null) => {
  if (storedPath) {
    await rm(path.join(mediaDir, storedPath), { force: true });
  }
};

/**
 * Stores an uploaded profile picture under DATA_DIR/media/avatars with a random name, after
 * checking that its bytes really are an image, and replaces the previous one.
 */
export const setProfilePicture = async (deps: Deps, user: UserRow, bytes: Buffer): Promise<User> => {
  authorize(user, "setProfilePicture", user, uploadPolicy);
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? IMAGE_TYPES.get(detected.mime) : undefined;
  if (!extension) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The picture must be a JPEG, PNG, WebP or GIF image.");
  }
  const storedPath = `${AVATAR_FOLDER}/${randomBytes(16).toString("hex")}.${extension}`;
  await mkdir(path.join(deps.config.mediaDir, AVATAR_FOLDER), { recursive: true });
  await writeFile(path.join(deps.config.mediaDir, storedPath), bytes);
  const [updated] = await deps.db
    .update(users)
    .set({ profilePicPath: storedPath, updatedAt: deps.clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) {
    await removeStoredFile(deps.config.mediaDir, storedPath);
    throw new AppError("UNAUTHENTICATED");
  }
  await removeStoredFile(deps.config.mediaDir, user.profilePicPath);
  await deps.events.emit("profile.picture_changed", { userId: user.id, removed: false });
  return presentUser(updated);
};

export const removeProfilePicture = async (deps: Deps, user: UserRow): Promise<User> => {
  authorize(user, "removeProfilePicture", user, uploadPolicy);
  const [updated] = await deps.db
    .update(users)
    .set({ profilePicPath: null, updatedAt: deps.clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) {
    throw new AppError("UNAUTHENTICATED");
  }
  await removeStoredFile(deps.config.mediaDir, user.profilePicPath);
  await deps.events.emit("profile.picture_changed", { userId: user.id, removed: true });
  return presentUser(updated);
};
