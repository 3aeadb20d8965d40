import { computeFeatureFlags } from "@wordloom/shared/rules";
import type { UserRow } from "../account/users.tables";
import { entitlementOf } from "../account/entitlement";
import { definePolicy } from "../../policies/index";

type Checker = Pick<UserRow, "subscriptionProduct" | "subscriptionType" | "accountType" | "addons">;

/**
 * Spec document 3 §6: checking the whole document's grammar at once (rather than page by page) is
 * for gold plans, and only while the plan's full-document flag is off. The web app renders the
 * toggle from `user.can.checkDocumentGrammar`; whether the screen is wide enough stays its own call.
 */
export const grammarPolicy = definePolicy({
  notFound: "Not found.",
  see: () => true,
  rules: {
    checkDocument: (user: Checker, _scope: "document") =>
      user.subscriptionType === "gold" && !computeFeatureFlags(entitlementOf(user)).full_document_check,
  },
});
