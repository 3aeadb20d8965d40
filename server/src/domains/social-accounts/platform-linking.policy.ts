import { computeFeatureFlags, type PlatformId } from "@wordloom/shared/rules";
import { definePolicy } from "../../policies/index";
import { entitlementOf } from "../account/entitlement";
import type { UserRow } from "../account/users.tables";

export type LinkingActor = Pick<UserRow, "subscriptionProduct" | "subscriptionType" | "accountType" | "addons">;

/**
 * Linking a new platform account is for plans that show Social Links (the content product's
 * `show_Linking_Nav`, spec document 1 §2); every other plan is answered 403 PLAN_REQUIRED. Accounts
 * already linked stay readable and removable (socialAccountPolicy) whatever the plan is now.
 */
export const platformLinkingPolicy = definePolicy({
  notFound: "Platform not found.",
  see: () => true,
  rules: {
    link: (actor: LinkingActor, _platform: PlatformId) =>
      computeFeatureFlags(entitlementOf(actor)).show_Linking_Nav ? true : { planRequired: "show_Linking_Nav" as const },
  },
});
