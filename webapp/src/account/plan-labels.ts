import type { AccountType, Addon, Product, SubscriptionType, UserRole } from "@wordloom/shared/rules";

/** Readable names of plan values, for the account page and the admin screens. */
export const PRODUCT_LABELS: Record<Product, string> = { writing: "Writing", content: "Content", proof: "Proof" };
export const TIER_LABELS: Record<SubscriptionType, string> = { basic: "Basic", gold: "Gold" };
export const ADDON_LABELS: Record<Addon, string> = {
  contentPlanner: "Content planner",
  writingExercise: "Writing exercise",
  proof: "Proof",
  legal: "Legal",
};
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = { individual: "Individual", corporate: "Corporate" };
export const USER_ROLE_LABELS: Record<UserRole, string> = { Member: "Member", TeamAdmin: "Team admin", SuperAdmin: "Super admin" };

export const addonsLabel = (addons: readonly Addon[]): string =>
  addons.length === 0 ? "None" : addons.map((addon) => ADDON_LABELS[addon]).join(", ");
