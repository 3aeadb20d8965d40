export { findCitationNeeds, keepCitationNeed, scoreSentence, type SentenceScore } from "./check";
export type { CitationNeed, Feature, FeatureHit } from "./feature";
export { CITATION_THRESHOLD, CLAIM_FEATURES, DAMPERS, type WeightedFeature } from "./weights";
