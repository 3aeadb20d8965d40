import type { Dialect, TextLocation } from "../types";

/** One plain-legal-English finding: where it is, what kind of problem, and a safe correction when there is one. */
export interface LegalFinding extends TextLocation {
  /** The rule's category shown to the user ("Ambiguous conjunction", "Archaic word", …); never empty. */
  errorType: string;
  /** The flagged text (same as `text`). */
  originalText: string;
  /** A replacement for `originalText`, or null when no correction is safe (the UI then offers only "Okay"). */
  correctedText: string | null;
  message: string;
  /** The rule that produced the finding. */
  ruleId: string;
}

/** A rule's hit inside one sentence; offsets are relative to the sentence text. */
export interface RuleMatch {
  start: number;
  end: number;
  correctedText: string | null;
  /** Overrides the rule's message when the hit needs its own explanation. */
  message?: string;
}

/** What a rule may know beyond its sentence. */
export interface RuleContext {
  dialect: Dialect;
  /** The document's own name for itself when it uses one consistently ("Agreement" from "this Agreement"), else null. */
  documentNoun: string | null;
}

export interface LegalRule {
  id: string;
  errorType: string;
  message: string;
  find(sentence: string, context: RuleContext): RuleMatch[];
}

/** Every match of a global regular expression, with its index. */
export const matchesOf = (pattern: RegExp, text: string): RegExpExecArray[] => {
  if (!pattern.global) {
    throw new Error(`Pattern ${pattern.source} must be global`);
  }
  pattern.lastIndex = 0;
  const found: RegExpExecArray[] = [];
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    found.push(match);
    if (match[0].length === 0) {
      pattern.lastIndex += 1;
    }
  }
  return found;
};

/** `replacement` in the case of `original`: ALL CAPS, Capitalised or as given. */
export const matchCase = (original: string, replacement: string): string => {
  const letters = original.replace(/[^\p{L}]/gu, "");
  if (letters.length > 1 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) {
    return replacement.toUpperCase();
  }
  const first = original.match(/\p{L}/u)?.[0];
  if (first && first === first.toUpperCase() && first !== first.toLowerCase()) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return replacement;
};

/** The word (letters, digits, apostrophes) that ends right before `index`, skipping spaces; "" when none. */
export const wordBefore = (text: string, index: number): string => {
  const before = text.slice(0, index).match(/([\p{L}\p{N}'’]+)[\s]*$/u);
  return before?.[1] ?? "";
};

/** The word that starts right after `index`, skipping spaces; "" when punctuation or the end comes first. */
export const wordAfter = (text: string, index: number): string => {
  const after = text.slice(index).match(/^\s*([\p{L}\p{N}'’-]+)/u);
  return after?.[1] ?? "";
};
