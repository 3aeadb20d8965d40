import { FUNCTION_WORDS, PREPOSITIONS, wordTable } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * An action verb is described by an adverb, not an adjective: "they recovered really good" → "well",
 * "she sings beautiful" → "beautifully", "he drives careless" → "carelessly". Only verbs of action
 * count (not "feel", "look", "seem", "get", "go", "turn", "do", "live", which take adjectives: "it looks
 * good", "the milk went bad", "do good", "make their lives easy"), and the adjective must end the phrase
 * ("played good music" is fine).
 */

const RULE = "adjective-adverb";

const ACTION_VERBS = new Set(
  `
  work works worked working play plays played playing perform performs performed performing recover recovers recovered
  recovering sleep sleeps slept sleeping sing sings sang singing speak speaks spoke speaking write writes wrote writing
  drive drives drove driving cook cooks cooked cooking swim swims swam swimming dance dances danced dancing behave behaves
  behaved behaving study studies studied studying treat treats treated treating explain explains explained explaining
  understand understands understood handle handles handled handling manage manages managed managing run runs ran
  running walk walks walked walking move moves moved moving react reacts reacted reacting respond responds responded
  responding answer answers answered answering
  `
    .trim()
    .split(/\s+/),
);

const ADVERB_OF = wordTable({
  good: "well",
  bad: "badly",
  careful: "carefully",
  careless: "carelessly",
  quick: "quickly",
  slow: "slowly",
  beautiful: "beautifully",
  perfect: "perfectly",
  terrible: "terribly",
  awful: "awfully",
  proper: "properly",
  correct: "correctly",
  efficient: "efficiently",
  effective: "effectively",
  successful: "successfully",
  easy: "easily",
  nice: "nicely",
  happy: "happily",
  honest: "honestly",
  polite: "politely",
  quiet: "quietly",
  serious: "seriously",
  smooth: "smoothly",
  fluent: "fluently",
});

const INTENSIFIERS = new Set(["really", "very", "so", "quite", "pretty", "too", "extremely", "incredibly", "fairly"]);

/** Words that may follow the adverb: punctuation, a preposition or conjunction, or a time word. */
const endsPhrase = (token: Token | undefined): boolean =>
  !token ||
  token.kind === "punct" ||
  PREPOSITIONS.has(token.lower) ||
  (FUNCTION_WORDS.has(token.lower) && !["i", "you", "he", "she", "it", "we", "they"].includes(token.lower)) ||
  ["now", "today", "yesterday", "again", "too", "enough", "together", "lately", "recently", "anymore"].includes(token.lower);

export const adjectiveAdverb: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const adverb = ADVERB_OF[token.lower];
      if (!adverb || token.text !== token.lower) {
        continue;
      }
      let index = token.index - 1;
      if (INTENSIFIERS.has(tokens[index]?.lower ?? "")) {
        index -= 1;
      }
      const verb = tokens[index];
      // "It's easy to work with"/"the work was good": the verb must be a verb, not a noun after a determiner.
      const determiner = ["the", "a", "an", "my", "your", "his", "her", "our", "their", "its", "this", "that"].includes(
        tokens[index - 1]?.lower ?? "",
      );
      if (!verb || !ACTION_VERBS.has(verb.lower) || determiner || !endsPhrase(tokens[token.index + 1])) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: token,
          replacements: [matchCase(adverb, token.text)],
          message: `“${verb.text}” is described by an adverb: “${adverb}”, not “${token.text}”.`,
          shortMessage: "Adjective or adverb",
          category: "Grammar",
          issueType: "Adjective/adverb",
        }),
      );
    }
    return findings;
  },
};
