import { MODALS, PAST_TO_BASE, THIRD_TO_BASE, VERB_BASE } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";

/**
 * A paragraph of prose should end with a full stop, question mark or exclamation mark: "We must trust
 * ourselves" → "ourselves.". Headings, list items, captions, table cells and labels (under four words,
 * or without a verb or subject pronoun, like "Notes on the history of the town") are left alone, as
 * is text ending in a colon, quote, bracket, emoji or link.
 */

const CLAUSE_WORDS = new Set([
  "i",
  "you",
  "he",
  "she",
  "it",
  "we",
  "they",
  "am",
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "have",
  "has",
  "had",
  "do",
  "does",
  "did",
  "don't",
  "doesn't",
  "didn't",
  "can't",
  "won't",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  ...MODALS,
]);

const isClauseWord = (word: string): boolean =>
  CLAUSE_WORDS.has(word) || VERB_BASE.has(word) || THIRD_TO_BASE.has(word) || PAST_TO_BASE.has(word);

const RULE = "end-punctuation";

/** Block types that are not running prose. */
const NOT_PROSE = /head|title|list|li\b|caption|table|cell|code|pre|button|label|quote|toc/i;

export const endPunctuation: WordloomRule = {
  id: RULE,
  check: ({ tokens, isLastSentence, blockType, text }: RuleInput) => {
    if (!isLastSentence || (blockType !== undefined && NOT_PROSE.test(blockType))) {
      return [];
    }
    const words = tokens.filter((token) => token.kind === "word");
    const last = tokens[tokens.length - 1];
    if (
      !last ||
      last.kind !== "word" ||
      words.length < 4 ||
      !words.some((word) => isClauseWord(word.lower)) ||
      /^(https?|www)\b/i.test(last.text) ||
      /[:/@#]/.test(text.slice(last.end, last.end + 1))
    ) {
      return [];
    }
    // Only a block whose last sentence starts with a capital letter reads as a sentence to be finished.
    if (!/^\p{Lu}/u.test(tokens[0]?.text ?? "") || text.slice(last.end).trim() !== "") {
      return [];
    }
    return [
      makeFinding({
        rule: RULE,
        from: last,
        replacements: [`${last.text}.`],
        message: "The paragraph ends without a full stop, question mark or exclamation mark.",
        shortMessage: "Missing end punctuation",
        category: "Punctuation",
        issueType: "End punctuation",
      }),
    ];
  },
};
