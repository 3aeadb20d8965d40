import { matchesOf, type LegalRule } from "../rule";

/**
 * "hereinafter" introduces a defined term. Plain English puts the term in brackets and quotes alone:
 * 'John Smith (hereinafter referred to as "the Tenant")' → 'John Smith ("the Tenant")'. When the quoted term follows
 * directly, the correction keeps just the term; otherwise the word is flagged without a correction.
 */
const WITH_TERM = /\bhereinafter(?:\s+(?:referred\s+to\s+as|called|known\s+as|designated\s+as))?\s*,?\s*(["“][^"”]{1,80}["”])/gi;
const ALONE = /\bhereinafter\b/gi;

export const hereinafter: LegalRule = {
  id: "hereinafter",
  errorType: "Archaic word",
  message: "Drop “hereinafter (referred to as)”: a defined term in brackets and quotes is enough, e.g. (“the Tenant”).",
  find: (sentence) => {
    const withTerm = matchesOf(WITH_TERM, sentence).map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      correctedText: match[1] ?? null,
    }));
    const alone = matchesOf(ALONE, sentence)
      .filter((match) => !withTerm.some((hit) => hit.start === match.index))
      .map((match) => ({ start: match.index, end: match.index + match[0].length, correctedText: null }));
    return [...withTerm, ...alone];
  },
};
