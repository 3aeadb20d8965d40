import type { TextLocation } from "../types";

/**
 * How strong a flagged word is: "high" for obscenities and slurs, "medium" for insults aimed at
 * people ("idiot", "you're stupid"), "low" for mild profanity ("crap", "damn", "what the hell").
 */
export type OffensiveSeverity = "high" | "medium" | "low";

/** One offensive word in a block. `text` is the word as written; `word` is what it spells ("f**k" → "fuck"). */
export type OffensiveFinding = TextLocation & {
  word: string;
  /** The root in our replacement map (obscenity's originalWord or one of our compounds: "asshole", "bullshit"). */
  root: string;
  /** Milder words to use instead, cased like the original; may be empty. */
  replacements: string[];
  severity: OffensiveSeverity;
};

/** Per-sentence flags as the editor stores them on a block (isAbusive and offenders lists). */
export interface OffensiveSentence {
  index: number;
  isAbusive: boolean;
  /** The offending words of the sentence as written, pipe-separated ("" when none). */
  offenders: string;
}

export interface OffensiveBlockResult {
  blockId: string;
  sentences: OffensiveSentence[];
  findings: OffensiveFinding[];
}

export interface OffensiveResult {
  /** One entry per checked block; blocks without letters or digits are skipped (spec 2 §5). */
  blocks: OffensiveBlockResult[];
  /** Every finding of every block, in block order. */
  findings: OffensiveFinding[];
  /** Whether any sentence is abusive (the document's AbusiveContent flag). */
  isAbusive: boolean;
}
