import { wordsOf } from "../../quality";

/** Lower-case word tokens as the rating reads them: quality's words, curly apostrophes made straight. */
const lowerWords = (text: string): string[] => wordsOf(text).map((word) => word.toLowerCase().replace(/’/g, "'"));

/**
 * A matcher for whole-word phrases over a sentence's lower-case words (lowerWords). Punctuation
 * between words is ignored ("yeah, right" matches "yeah right"), longer phrases win over shorter
 * ones that start at the same word, and matches do not overlap. Returns the phrases found.
 *
 * Word lookups instead of one big regular expression: a Map from first word to the phrases that
 * start with it, so a sentence costs one lookup per word.
 */
export const phraseMatcher = (phrases: readonly string[]): ((words: readonly string[]) => string[]) => {
  const byFirstWord = new Map<string, string[][]>();
  for (const phrase of phrases) {
    const words = lowerWords(phrase);
    const first = words[0];
    if (first === undefined) {
      continue;
    }
    const list = byFirstWord.get(first) ?? [];
    list.push(words);
    list.sort((a, b) => b.length - a.length);
    byFirstWord.set(first, list);
  }
  return (words) => {
    const found: string[] = [];
    let index = 0;
    while (index < words.length) {
      const candidates = byFirstWord.get(words[index] ?? "");
      const match = candidates?.find((phrase) => phrase.every((word, offset) => words[index + offset] === word));
      if (match) {
        found.push(match.join(" "));
        index += match.length;
      } else {
        index += 1;
      }
    }
    return found;
  };
};
