/**
 * The AI rating (spec 2 §2 AI rating panel, §3 AI rating result, §9): clarity, creative, credible
 * and engaging scores out of 10 from measurable features, with an explainable message per detail,
 * and the engagement quotient (their mean). Document mode (rateDocument) and paginated mode
 * (ratePages); rateBlock + aggregateRating let the server cache a partial per block.
 */
export { rateDocument, ratePages, aggregateRating, EMPTY_RATING_MESSAGE } from "./rate";
export type { RateDocumentInput, RatePagesInput, RateOptions, EngineResultsByBlock } from "./rate";
export { rateBlock, type BlockEngineResults } from "./block";
export type { RatingContext } from "./details/detail";
export { refineRating, type RefineMessages } from "./refine";
export { CLARITY_WEIGHTS, CREATIVE_WEIGHTS, CREDIBLE_WEIGHTS, ENGAGING_WEIGHTS } from "./groups";
export { scoreTypeOf } from "./scale";
export { findPassive } from "./passive";
export { sentenceFeatures } from "./sentence-features";
export * from "./schemas";
export * from "./types";
