import type { AccountType, Addon, Product, SubscriptionType, UserRole } from "@wordloom/shared/rules";

/** How the admin screens name the plan values the server stores. */
export const PRODUCT_LABELS: Record<Product, string> = { writing: "Writing", content: "Content", proof: "Proof" };
export const SUBSCRIPTION_TYPE_LABELS: Record<SubscriptionType, string> = { basic: "Basic", gold: "Gold" };
export const ADDON_LABELS: Record<Addon, string> = {
  contentPlanner: "Content planner",
  writingExercise: "Writing exercise",
  proof: "Proof",
  legal: "Legal",
};
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = { individual: "Individual", corporate: "Corporate" };
export const USER_ROLE_LABELS: Record<UserRole, string> = { Member: "Member", TeamAdmin: "Team admin", SuperAdmin: "Super admin" };
