/** The three product variants; each shows its own navigation (spec document 1 §2). */
export const PRODUCTS = ["writing", "content", "proof"] as const;
export type Product = (typeof PRODUCTS)[number];

export const isProduct = (value: unknown): value is Product => typeof value === "string" && (PRODUCTS as readonly string[]).includes(value);

/** Subscription tiers offered for every product (spec document 1 §6). */
export const SUBSCRIPTION_TYPES = ["basic", "gold"] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** Add-on bundles that unlock extra features on top of a subscription. */
export const ADDONS = ["contentPlanner", "writingExercise", "proof", "legal"] as const;
export type Addon = (typeof ADDONS)[number];

export const ACCOUNT_TYPES = ["individual", "corporate"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** TeamAdmin and SuperAdmin see Team Management; everyone else is a Member. */
export const USER_ROLES = ["Member", "TeamAdmin", "SuperAdmin"] as const;
export type UserRole = (typeof USER_ROLES)[number];
