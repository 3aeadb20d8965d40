import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * A direct question ends with a question mark: "…, isn't it." → "isn't it?", "Is it right." → "Is it
 * right?", "How can we solve this problem." → "?". A question is recognised by a closing tag
 * (", isn't it", ", don't you") or by an auxiliary before the subject at the start ("Do you…",
 * "Where is he…"). Polite requests ("Could you send me the file."), wishes ("May you…") and
 * conditional inversions ("Had I known, …", "Should you need help, …") are left alone.
 */

const RULE = "question-mark";

const AUXILIARIES = new Set([
  "am",
  "is",
  "are",
  "was",
  "were",
  "do",
  "does",
  "did",
  "have",
  "has",
  "had",
  "can",
  "could",
  "will",
  "would",
  "should",
  "shall",
  "must",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "don't",
  "doesn't",
  "didn't",
  "haven't",
  "hasn't",
  "hadn't",
  "can't",
  "couldn't",
  "won't",
  "wouldn't",
  "shouldn't",
]);

const SUBJECTS = new Set([
  "i",
  "you",
  "he",
  "she",
  "it",
  "we",
  "they",
  "there",
  "this",
  "that",
  "these",
  "those",
  "the",
  "your",
  "my",
  "his",
  "her",
  "our",
  "their",
  "people",
  "anyone",
  "anybody",
  "everyone",
  "someone",
]);
const TAG_SUBJECTS = new Set(["i", "you", "he", "she", "it", "we", "they", "there"]);
const WH_WORDS = new Set(["what", "where", "when", "why", "how", "who", "which"]);

/** Requests and inversions that end with a full stop. */
const REQUEST_AUXILIARIES = new Set(["could", "would", "can", "will", "had", "should", "were"]);

const finding = (from: Token, to: Token, replacement: string) =>
  makeFinding({
    rule: RULE,
    from,
    to,
    replacements: [replacement],
    message: "This is a question: end it with a question mark.",
    shortMessage: "Question mark",
    category: "Punctuation",
    issueType: "End punctuation",
  });

export const questionMark: WordloomRule = {
  id: RULE,
  check: ({ tokens, text }: RuleInput) => {
    const last = tokens[tokens.length - 1];
    if (!last || last.text !== "." || tokens.length < 4) {
      return [];
    }
    // ", isn't it." → ", isn't it?"
    const tagAux = tokens[tokens.length - 3];
    const tagSubject = tokens[tokens.length - 2];
    const comma = tokens[tokens.length - 4];
    if (
      comma?.text === "," &&
      tagAux &&
      tagSubject &&
      /n't$/.test(tagAux.lower) &&
      AUXILIARIES.has(tagAux.lower) &&
      TAG_SUBJECTS.has(tagSubject.lower)
    ) {
      return [finding(tagAux, last, `${text.slice(tagAux.start, tagSubject.end)}?`)];
    }
    // "Do you know what I mean." / "Where is he." A lower-case start after "!" or "?" continues a title ("Kung Pow! is…").
    if (/^\p{Ll}/u.test(tokens[0]?.text ?? "") && /[!?]$/.test(text.slice(0, tokens[0]?.start ?? 0).trimEnd())) {
      return [];
    }
    let start = 0;
    if (WH_WORDS.has(tokens[0]?.lower ?? "")) {
      start = 1;
    }
    const aux = tokens[start];
    const subject = tokens[start + 1];
    if (!aux || !subject || !AUXILIARIES.has(aux.lower) || !SUBJECTS.has(subject.lower)) {
      return [];
    }
    if (start === 0 && (REQUEST_AUXILIARIES.has(aux.lower) || tokens.some((token) => token.lower === "please"))) {
      return [];
    }
    // "Do your homework.", "Have a look.": imperatives of "do" and "have" take an object, not a pronoun subject.
    if (/^(?:do|does|did|have|has)$/.test(aux.lower) && !TAG_SUBJECTS.has(subject.lower)) {
      return [];
    }
    const lastWord = tokens[tokens.length - 2];
    if (!lastWord) {
      return [];
    }
    return [finding(lastWord, last, `${text.slice(lastWord.start, lastWord.end)}?`)];
  },
};
