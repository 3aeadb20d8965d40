import type { AccountType, Addon, Product, SubscriptionType } from "@wordloom/shared/rules";

/** Readable names for the plan summary on the account page. */
export const PRODUCT_LABELS: Record<Product, string> = { writing: "Writing", content: "Content", proof: "Proof" };
export const TIER_LABELS: Record<SubscriptionType, string> = { basic: "Basic", gold: "Gold" };
export const ADDON_LABELS: Record<Addon, string> = {
  contentPlanner: "Content planner",
  writingExercise: "Writing exercise",
  proof: "Proof",
  legal: "Legal",
};
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = { individual: "Individual", corporate: "Corporate" };

export const addonsLabel = (addons: readonly Addon[]): string =>
  addons.length === 0 ? "None" : addons.map((addon) => ADDON_LABELS[addon]).join(", ");
