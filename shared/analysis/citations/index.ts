export { findCitationNeeds, scoreSentence, type SentenceScore } from "./check";
export type { CitationNeed, Feature, FeatureHit } from "./feature";
export { CLAIM_FEATURES, DAMPERS, type WeightedFeature } from "./weights";
