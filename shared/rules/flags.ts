import type { AccountType, Addon, Product, SubscriptionType } from "./products";

/**
 * Feature flags from spec document 1 §2 and §6 and document 2 §5. The UI reads them to show or
 * hide navigation and create-menu entries; the server reads the same table for entitlement.
 */
export const FEATURE_FLAGS = [
  "show_Campaign_Nav",
  "show_Writing_Nav",
  "show_Linking_Nav",
  "email_Leader_Trigger",
  "email_Sub_trigger",
  "personal_message_trigger",
  "memoir_trigger",
  "messageCraft_trigger",
  "write_trigger",
  "gen_social_post",
  "schedule_editor",
  "legal_feature",
  "citation_legal_available",
  "table_format",
  "citation_format",
  "list_format",
  "collaboration_option",
  "full_document_check",
  "mask_trigger",
  "writing_exercise",
  "content_planner",
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** What each product's subscription grants (spec document 1 §6). */
const PRODUCT_FLAGS: Record<Product, readonly FeatureFlag[]> = {
  content: ["show_Campaign_Nav", "show_Linking_Nav", "memoir_trigger", "schedule_editor", "gen_social_post", "legal_feature"],
  writing: [
    "show_Writing_Nav",
    "messageCraft_trigger",
    "email_Leader_Trigger",
    "email_Sub_trigger",
    "personal_message_trigger",
    "table_format",
    "citation_format",
    "list_format",
    "write_trigger",
    "collaboration_option",
  ],
  proof: ["full_document_check", "mask_trigger", "collaboration_option", "table_format", "citation_format", "list_format"],
};

/** What each add-on bundle unlocks. The legal bundle unlocks citation and legal features. */
const ADDON_FLAGS: Record<Addon, readonly FeatureFlag[]> = {
  contentPlanner: ["show_Campaign_Nav", "schedule_editor", "content_planner"],
  writingExercise: ["writing_exercise"],
  proof: ["full_document_check"],
  legal: ["legal_feature", "citation_legal_available", "citation_format"],
};

export interface Entitlement {
  product: Product;
  subscriptionType: SubscriptionType;
  accountType: AccountType;
  addons: readonly Addon[];
}

/** The full flag map for one account. Pure: the UI and the server compute the same answer. */
export const computeFeatureFlags = ({ product, addons }: Entitlement): FeatureFlags => {
  const granted = new Set<FeatureFlag>([...PRODUCT_FLAGS[product], ...addons.flatMap((addon) => ADDON_FLAGS[addon])]);
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, granted.has(flag)])) as FeatureFlags;
};
