import type { UserRow } from "./users.tables";
import { definePolicy } from "../../policies/index";

/**
 * Uploads that change an account: a user replaces or removes only their own profile picture. (An
 * import is a document upload: creating one is metered by DocumentCreation, overwriting one is the
 * document policy's `update` rule, checked before the file is parsed.)
 */
export const uploadPolicy = definePolicy({
  notFound: "User not found.",
  see: (actor: Pick<UserRow, "id">, account: Pick<UserRow, "id">) => account.id === actor.id,
  rules: { setProfilePicture: () => true, removeProfilePicture: () => true },
});
