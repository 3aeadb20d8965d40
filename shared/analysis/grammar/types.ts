import type { TextLocation } from "../types";

/** Which engine found an issue. */
export type GrammarSource = "harper" | "retext" | "wordloom";

/** Broad family of an issue, shown on the card next to the issue type. */
export type GrammarCategory = "Spelling" | "Grammar" | "Agreement" | "Punctuation" | "Capitalization" | "Word choice" | "Style";

/**
 * What a finding is about, for filtering: grammar, spelling and punctuation (capitalization too) are
 * errors shown by default; style is a suggestion on correct English ("in order to", "utilize",
 * passive voice), shown only on request.
 */
export type GrammarKind = "grammar" | "spelling" | "punctuation" | "style";

export const GRAMMAR_KINDS: readonly GrammarKind[] = ["grammar", "spelling", "punctuation", "style"];

/** The kinds the grammar tool shows without being asked for style suggestions. */
export const DEFAULT_GRAMMAR_KINDS: readonly GrammarKind[] = ["grammar", "spelling", "punctuation"];

/** The kind of a category (Wordloom's rules and retext set a category; Harper's lint kinds are mapped in harper.ts). */
export const kindOfCategory = (category: GrammarCategory): GrammarKind => {
  switch (category) {
    case "Spelling":
      return "spelling";
    case "Punctuation":
    case "Capitalization":
      return "punctuation";
    case "Style":
      return "style";
    default:
      return "grammar";
  }
};

/** One grammar, spelling or style finding, located in its block. */
export interface GrammarIssue extends TextLocation {
  /** The flagged text: equal to `text` (block.text.slice(start, end)). */
  word: string;
  /** Replacement suggestions, best first; empty means the fix is to remove `word`. */
  replacements: string[];
  message: string;
  shortMessage: string;
  category: GrammarCategory;
  kind: GrammarKind;
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
  kind: GrammarKind;
  issueType: string;
  ruleId: string;
  source: GrammarSource;
}
