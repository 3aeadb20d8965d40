/**
 * Refine (spec 3 §2.4): Similar Words, Decorators and Enhancers, with the part-of-speech tagging
 * they rely on. Browser-safe: WordNet is reached through the injected `Thesaurus` (the server's
 * lives in server/src/analysis/wordnet).
 */
export type { Upos, WordNetPos } from "./pos";
export { wordNetPosOf } from "./pos";
export type { TaggedToken } from "./tagger";
export { tagTokens } from "./tagger";
export type { FollowOptions, PointerRelation, RelatedSynset, Synset, SynsetPointer, SynsetRef, SynsetWord, Thesaurus } from "./thesaurus";
export { followPointers } from "./thesaurus";
export type { SimilarRelation, SimilarWord, SimilarWordsInput, SimilarWordsResult } from "./similar-words";
export { MAX_SIMILAR_WORDS, similarWords } from "./similar-words";
export type { Decoration, DecoratorCandidate, DecoratorSource } from "./decorators";
export { decorators } from "./decorators";
export type { EnhancerCandidate, EnhancerKind, Enhancement } from "./enhancer-types";
export { MAX_ENHANCERS_PER_SPAN } from "./enhancer-types";
export { enhancers } from "./enhancers";
export type { TextEdit } from "./edit";
export type { RefinePage, RefineTab } from "./paging";
export { REFINE_MESSAGES, REFINE_TABS, emptyTabMessage, pageRefineItems } from "./paging";
export { NOUN_ADJECTIVES, VERB_ADVERBS } from "./collocations";
export { ADJECTIVES_BY_CLASS, ADVERBS_BY_CLASS } from "./general-decorators";
export { MANNERS, STRONG_VERBS } from "./strong-verbs";
export * from "./schemas";
