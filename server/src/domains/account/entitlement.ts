import type { Entitlement } from "@wordloom/shared/rules";
import type { UserRow } from "./users.tables";

/** What the user's plan entitles them to: the input of the feature flags. */
export const entitlementOf = (user: Pick<UserRow, "subscriptionProduct" | "subscriptionType" | "accountType" | "addons">): Entitlement => ({
  product: user.subscriptionProduct,
  subscriptionType: user.subscriptionType,
  accountType: user.accountType,
  addons: user.addons,
});
