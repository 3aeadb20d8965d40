import type { TaggedToken } from "./tagger";

/** A noun or verb Decorators can add to, and where the adjective or adverb would go. */
export interface DecoratorTarget {
  token: TaggedToken;
  pos: "noun" | "verb";
  /** First token of the noun phrase core (a compound's first noun: "operating system" → "operating"). */
  phraseStart: TaggedToken;
}

/** Verbs that carry grammar rather than meaning: an adverb decorates the clause, not them. */
const FUNCTION_VERBS = new Set([
  "be",
  "have",
  "do",
  "get",
  "let",
  "seem",
  "become",
  "appear",
  "remain",
  "mean",
  "need",
  "use",
  "include",
  "happen",
  "want",
  "like",
  // Light verbs: their object carries the meaning ("made a decision"); Enhancers rewrites them instead.
  "make",
  "give",
  "take",
  "put",
  "keep",
]);

/** Nouns used as adverbs of time: "a decision yesterday" is not a compound. */
const TIME_NOUNS = new Set(["today", "yesterday", "tomorrow", "tonight", "now"]);
export const isCompoundModifier = (next: TaggedToken | undefined): boolean => next?.pos === "NOUN" && !TIME_NOUNS.has(next.normal);

const isPlainWord = (lemma: string): boolean => /^\p{L}[\p{L}-]*$/u.test(lemma) && lemma.length >= 3;

/**
 * Nouns (compound heads, no adjective yet) and content verbs (no adverb next to them), first
 * occurrence of each lemma only, in text order.
 */
export const decoratorTargets = (tokens: readonly TaggedToken[]): DecoratorTarget[] => {
  const targets: DecoratorTarget[] = [];
  const seen = new Set<string>();
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const key = `${token.pos}:${token.lemma}`;
    if (seen.has(key) || !isPlainWord(token.lemma)) {
      return;
    }
    if (token.pos === "NOUN" && !isCompoundModifier(next) && !TIME_NOUNS.has(token.normal)) {
      let start = index;
      while (tokens[start - 1]?.pos === "NOUN") {
        start -= 1;
      }
      const before = tokens[start - 1];
      const phraseStart = tokens[start];
      if (before?.pos !== "ADJ" && phraseStart) {
        seen.add(key);
        targets.push({ token, pos: "noun", phraseStart });
      }
    } else if (token.pos === "VERB" && !FUNCTION_VERBS.has(token.lemma) && tokens[index - 1]?.pos !== "ADV" && next?.pos !== "ADV") {
      seen.add(key);
      targets.push({ token, pos: "verb", phraseStart: token });
    }
  });
  return targets;
};
