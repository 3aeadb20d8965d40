import { tagTokens, type TaggedToken } from "./tagger";

/**
 * Splits a long sentence into shorter ones at clause boundaries, only where both sides are full
 * clauses (wink's part-of-speech tags):
 *
 *   "A; B"                  → "A. B."          both sides have a verb
 *   "A, and B" / ", but" / ", so" / ", yet"
 *                           → "A. B." / "A. But B." / "A. So B." / "A. Yet B."
 *                             A has a verb; B opens with a subject (determiner, pronoun, noun,
 *                             number) and has a verb before its next comma
 *   "A, which B"            → "A. This B."     A has a verb, B has a verb before its next comma
 *
 * Each side keeps at least 3 words. "I bought apples, pears, and oranges" stays whole: "oranges"
 * has no verb.
 */

const VERBS = new Set(["VERB", "AUX"]);
const SUBJECTS = new Set(["DET", "PRON", "NOUN", "PROPN", "NUM"]);
const CONJUNCTIONS: Readonly<Record<string, string>> = { and: "", but: "But", so: "So", yet: "Yet" };
const MIN_WORDS = 3;

const isWord = (token: TaggedToken): boolean => token.pos !== "PUNCT" && token.pos !== "SYM";
const hasVerb = (tokens: readonly TaggedToken[]): boolean => tokens.some((token) => VERBS.has(token.pos));
const wordCount = (tokens: readonly TaggedToken[]): number => tokens.filter(isWord).length;

/** Tokens from `from` up to (not including) the next comma or semicolon. */
const clauseFrom = (tokens: readonly TaggedToken[], from: number): TaggedToken[] => {
  const clause: TaggedToken[] = [];
  for (let index = from; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token || token.text === "," || token.text === ";") {
      break;
    }
    clause.push(token);
  }
  return clause;
};

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

interface Cut {
  /** Offset where the head ends (the comma or semicolon). */
  headEnd: number;
  /** Offset where the kept tail starts (after the conjunction or "which"). */
  tailStart: number;
  /** Words put before the tail ("But", "This"); "" for none. */
  opener: string;
}

/** The cut at token `index` (a comma or semicolon), or null when the clauses around it are not both full. */
const cutAt = (tokens: readonly TaggedToken[], index: number, head: readonly TaggedToken[]): Cut | null => {
  const mark = tokens[index];
  const next = tokens[index + 1];
  if (!mark || !next || !hasVerb(head) || wordCount(head) < MIN_WORDS) {
    return null;
  }
  if (mark.text === ";") {
    const tail = clauseFrom(tokens, index + 1);
    return hasVerb(tail) && wordCount(tail) >= MIN_WORDS ? { headEnd: mark.start, tailStart: next.start, opener: "" } : null;
  }
  const word = next.text.toLowerCase();
  const after = tokens[index + 2];
  const tail = clauseFrom(tokens, index + 2);
  if (!after || !hasVerb(tail) || wordCount(tail) < MIN_WORDS) {
    return null;
  }
  if (word === "which") {
    return { headEnd: mark.start, tailStart: after.start, opener: "This" };
  }
  const opener = CONJUNCTIONS[word];
  return opener !== undefined && SUBJECTS.has(after.pos) ? { headEnd: mark.start, tailStart: after.start, opener } : null;
};

/** A semicolon, or a comma before a conjunction or "which": only such sentences are worth tagging. */
const SPLIT_CANDIDATE = /;|,\s+(?:and|but|so|yet|which)(?![\p{L}\p{N}])/iu;

/** The sentence split at every clause boundary that allows it; the same text when none does. */
export const splitClauses = (sentence: string): string => {
  if (!SPLIT_CANDIDATE.test(sentence)) {
    return sentence;
  }
  const tokens = tagTokens(sentence);
  const pieces: string[] = [];
  let pieceStart = 0;
  let headFrom = 0;
  let opener = "";
  tokens.forEach((token, index) => {
    if (token.text !== "," && token.text !== ";") {
      return;
    }
    const cut = cutAt(tokens, index, tokens.slice(headFrom, index));
    if (!cut) {
      return;
    }
    const head = sentence.slice(pieceStart, cut.headEnd).trim();
    pieces.push(`${opener ? `${opener} ${head}` : capitalize(head)}.`);
    opener = cut.opener;
    pieceStart = cut.tailStart;
    headFrom = tokens.findIndex((other) => other.start >= cut.tailStart);
  });
  if (pieces.length === 0) {
    return sentence;
  }
  const last = sentence.slice(pieceStart).trim();
  pieces.push(opener ? `${opener} ${last}` : capitalize(last));
  return pieces.join(" ");
};
