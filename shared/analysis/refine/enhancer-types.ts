/** One stronger wording for a span of the block. */
export interface Enhancement {
  /** The strong verb in the form the sentence needs ("ambled"). */
  enhancer: string;
  /** Its dictionary form ("amble"). */
  lemma: string;
  meaning: string;
  /** The rewritten span ("ambled", "decided quickly", "slammed the door"): replaces block.text.slice(start, end). */
  phrase: string;
}

/** "walk + manner adverb" → one strong verb; "light verb + action noun" → the action's verb. */
export type EnhancerKind = "verbAdverb" | "nominalisation";

export interface EnhancerCandidate {
  blockId: string;
  sentenceIndex: number;
  /** Offsets of the replaced span in the block text ("walked slowly", "made a decision"). */
  start: number;
  end: number;
  /** The replaced span as written. */
  candidate: string;
  kind: EnhancerKind;
  enhancers: Enhancement[];
}

export const MAX_ENHANCERS_PER_SPAN = 5;
