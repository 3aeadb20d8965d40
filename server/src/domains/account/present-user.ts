import { computeFeatureFlags, type Entitlement } from "@wordloom/shared/rules";
import type { User } from "@wordloom/shared/model";
import type { UserRow } from "./users.tables";

export const entitlementOf = (user: UserRow): Entitlement => ({
  product: user.subscriptionProduct,
  subscriptionType: user.subscriptionType,
  accountType: user.accountType,
  addons: user.addons,
});

/** Public URL path of a stored profile picture. */
export const mediaUrl = (storedPath: string | null): string | null => (storedPath ? `/media/${storedPath}` : null);

/** The user as the API shows it: never the password hash, always the computed flags. */
export const presentUser = (user: UserRow): User => ({
  id: user.id,
  email: user.email,
  fname: user.fname,
  lname: user.lname,
  handle: user.handle,
  about: user.about,
  profilepic: mediaUrl(user.profilePicPath),
  userRole: user.userRole,
  selectedProduct: user.selectedProduct,
  subscriptionProduct: user.subscriptionProduct,
  subscriptionType: user.subscriptionType,
  subscriptionValidTo: user.subscriptionValidTo?.toISOString() ?? null,
  accountType: user.accountType,
  addons: user.addons,
  flags: computeFeatureFlags(entitlementOf(user)),
  createdAt: user.createdAt.toISOString(),
});
