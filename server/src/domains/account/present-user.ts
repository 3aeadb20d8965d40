import { computeFeatureFlags } from "@wordloom/shared/rules";
import type { User } from "@wordloom/shared/model";
import type { UserRow } from "./users.tables";
import { allowed } from "../../policies/index";
import { grammarPolicy } from "../analysis/grammar.policy";
import { entitlementOf } from "./entitlement";

export { entitlementOf } from "./entitlement";

/** Public URL path of a stored profile picture. */
const mediaUrl = (storedPath: string | null): string | null => (storedPath ? `/media/${storedPath}` : null);

/** The user as the API shows it: never the password hash, always the computed flags and abilities. */
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
  timeZone: user.timeZone,
  flags: computeFeatureFlags(entitlementOf(user)),
  can: { checkDocumentGrammar: allowed(grammarPolicy, user, "checkDocument", "document") },
  createdAt: user.createdAt.toISOString(),
});
