import type { TextLocation } from "../types";

/** Which engine found an issue. */
export type GrammarSource = "harper" | "retext" | "wordloom";

/** Broad family of an issue, shown on the card next to the issue type. */
export type GrammarCategory = "Spelling" | "Grammar" | "Agreement" | "Punctuation" | "Capitalization" | "Word choice" | "Style";

/** One grammar, spelling or style finding, located in its block. */
export interface GrammarIssue extends TextLocation {
  /** The flagged text: equal to `text` (block.text.slice(start, end)). */
  word: string;
  /** Replacement suggestions, best first; empty means the fix is to remove `word`. */
  replacements: string[];
  message: string;
  shortMessage: string;
  category: GrammarCategory;
  /** Finer kind of issue, e.g. "Subject–verb agreement", "Misspelling", "Passive voice". */
  issueType: string;
  /** Engine-specific rule name, e.g. "harper:SpellCheck", "retext:passive", "wordloom:less-fewer". */
  ruleId: string;
  source: GrammarSource;
}

/** A finding in one text before it is placed in a block: offsets are UTF-16 offsets into that text. */
export interface GrammarFinding {
  start: number;
  end: number;
  replacements: string[];
  message: string;
  shortMessage: string;
  category: GrammarCategory;
  issueType: string;
  ruleId: string;
  source: GrammarSource;
}
