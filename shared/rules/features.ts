import type { FeatureFlag } from "./flags";
import type { SubscriptionType } from "./products";

/**
 * Metered features (spec document 1 §3-4, document 2 §7). Every AI call and document creation
 * consumes one use of its feature. Names follow the spec's featureName values.
 */
export const FEATURES = [
  "DocumentCreation",
  "Grammar",
  "FullDocumentGrammar",
  "OffensiveContent",
  "Plagiarism",
  "PIIMasking",
  "LegalCompliance",
  "CitationAnalyzer",
  "InclusiveLanguage",
  "DocumentQuality",
  "Positivity",
  "DetectEmotions",
  "ToneEmotions",
  "Toxicity",
  "FactsEmotions",
  "AIRating",
  "Overview",
  "Summary",
  "Intent",
  "Keywords",
  "Refine",
  "Idioms",
  "Rephrase",
  "Headlines",
  "SocialPost",
  "GenerateLLMBlog",
  "GenerateLLMBlogOutline",
  "PromotionalPitch",
  "Memoir",
  "Messages",
  "Emails",
  "MessageCraft",
  "BrandVoice",
  /** Creating a campaign (spec document 4 §6, §8: a 403 on creation opens the limit prompt). */
  "CampaignCreation",
  /** Starting a writing exercise (document 3 §6: the writing lessons feature; 403 opens its gate). */
  "WritingLessons",
] as const;
export type FeatureName = (typeof FEATURES)[number];

export const isFeatureName = (value: unknown): value is FeatureName =>
  typeof value === "string" && (FEATURES as readonly string[]).includes(value);

/**
 * Monthly allowance per feature and tier. The spec does not show the original numbers; these are
 * Wordloom's own plan table, kept here as the single source the server seeds limits from.
 */
const BASIC_ALLOWANCE = 50;
const GOLD_ALLOWANCE = 1000;
const ALLOWANCE_OVERRIDES: Partial<Record<FeatureName, Record<SubscriptionType, number>>> = {
  DocumentCreation: { basic: 25, gold: 1000 },
  Plagiarism: { basic: 10, gold: 300 },
  FullDocumentGrammar: { basic: 0, gold: 500 },
  GenerateLLMBlog: { basic: 10, gold: 300 },
  GenerateLLMBlogOutline: { basic: 10, gold: 300 },
  /** Wordloom's choice: 5 campaigns a month on basic, 200 on gold. */
  CampaignCreation: { basic: 5, gold: 200 },
};

export const defaultAllowance = (feature: FeatureName, subscription: SubscriptionType): number =>
  ALLOWANCE_OVERRIDES[feature]?.[subscription] ?? (subscription === "gold" ? GOLD_ALLOWANCE : BASIC_ALLOWANCE);

/**
 * Features that also need an entitlement flag: compliance tools are Enterprise-only unless the
 * account holds the legal feature (spec document 3 §8).
 */
export const FEATURE_REQUIRES_FLAG: Partial<Record<FeatureName, FeatureFlag>> = {
  PIIMasking: "legal_feature",
  LegalCompliance: "legal_feature",
  CitationAnalyzer: "legal_feature",
  InclusiveLanguage: "legal_feature",
  FullDocumentGrammar: "full_document_check",
};

export interface FeatureUsageCounts {
  allowedUsage: number;
  usageCount: number;
  topUp: number;
  topUpUsed: number;
}

/** A feature is exhausted when usage reached the allowance and the top-up is used up (spec document 1 §4). */
export const isFeatureExhausted = ({ allowedUsage, usageCount, topUp, topUpUsed }: FeatureUsageCounts): boolean =>
  usageCount >= allowedUsage && topUpUsed >= topUp;
