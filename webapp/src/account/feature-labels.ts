import type { FeatureName } from "@wordloom/shared/rules";

/** Readable names for the account page and the limit prompt. */
const LABELS: Partial<Record<FeatureName, string>> = {
  DocumentCreation: "Document creation",
  FullDocumentGrammar: "Full document grammar",
  OffensiveContent: "Offensive content",
  PIIMasking: "PII masking",
  LegalCompliance: "Legal compliance",
  CitationAnalyzer: "Citation analyzer",
  InclusiveLanguage: "Inclusive language",
  DocumentQuality: "Document quality",
  DetectEmotions: "Emotions",
  ToneEmotions: "Tone and emotions",
  FactsEmotions: "Facts vs emotions",
  AIRating: "AI rating",
  SocialPost: "Social posts",
  GenerateLLMBlog: "Blog generation",
  GenerateLLMBlogOutline: "Blog outlines",
  PromotionalPitch: "Promotional pitch",
  MessageCraft: "Message craft",
  BrandVoice: "Brand voice",
};

export const featureLabel = (feature: FeatureName): string => LABELS[feature] ?? feature;
