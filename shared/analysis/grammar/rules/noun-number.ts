import {
  COUNT_NOUNS,
  FUNCTION_WORDS,
  isModifier,
  isNoun,
  MASS_NOUNS,
  MEASURE_PLURALS,
  MODALS,
  NUMBER_NEUTRAL_NOUNS,
  PAST_TO_BASE,
  pluralOf,
  PLURAL_TO_SINGULAR,
  PREPOSITIONS,
  THIRD_TO_BASE,
  VERB_BASE,
} from "./lexicon";
import { nounPhraseAt } from "./phrase";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * The number a determiner or quantifier asks of its noun: "several reason" → "reasons", "one of the
 * best thing" → "things", "every students" → "student", "a products" → "product", "this days" →
 * "these days". Only listed countable nouns are corrected, and only when the noun ends the phrase
 * ("many car owners" is fine: "car" is not the head).
 */

const RULE = "noun-number";

const NUMBER_WORDS = new Set(["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "twenty"]);
const NEEDS_PLURAL = new Set([
  "certain",
  "several",
  "many",
  "various",
  "numerous",
  "few",
  "these",
  "those",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "twelve",
  "twenty",
  "hundreds",
  "thousands",
  "millions",
]);

/** Multi-word quantifiers that ask for a plural: "a lot of", "one of the". */
const PLURAL_PHRASES: ReadonlyArray<readonly string[]> = [
  ["a", "lot", "of"],
  ["lots", "of"],
  ["plenty", "of"],
  ["a", "number", "of"],
  ["the", "number", "of"],
  ["a", "couple", "of"],
  ["a", "few"],
  ["one", "of", "the"],
  ["one", "of", "my"],
  ["one", "of", "your"],
  ["one", "of", "his"],
  ["one", "of", "her"],
  ["one", "of", "our"],
  ["one", "of", "their"],
  ["one", "of", "these"],
  ["one", "of", "those"],
  ["many", "of", "the"],
];

/** "a few", "the several", "every two weeks": a quantifier after these is not the noun's quantifier. */
const NOT_BEFORE_QUANTIFIER = new Set(["a", "an", "the", "this", "that", "one", "each", "every"]);

/** The phrases by their first word, so that each token is matched against at most a few. */
const PLURAL_PHRASES_BY_FIRST: ReadonlyMap<string, ReadonlyArray<readonly string[]>> = PLURAL_PHRASES.reduce((map, words) => {
  const first = words[0] ?? "";
  map.set(first, [...(map.get(first) ?? []), words]);
  return map;
}, new Map<string, Array<readonly string[]>>());

const NEEDS_SINGULAR = new Set(["a", "an", "every", "each", "this", "another"]);

/** Words after a noun phrase besides function words and prepositions: determiners of the next phrase and adverbs of time. */
const AFTER_PHRASE = new Set([
  "every",
  "each",
  "such",
  "like",
  "last",
  "next",
  "today",
  "yesterday",
  "tomorrow",
  "now",
  "too",
  "also",
  "again",
  "together",
  "already",
  "yet",
  "ago",
]);

/** A word that can follow a noun phrase's head: punctuation, the end, a function word, a preposition. */
const endsPhrase = (token: Token | undefined): boolean =>
  !token ||
  (token.kind === "punct" && token.text !== "/" && token.text !== "-") ||
  (token.kind === "word" &&
    (FUNCTION_WORDS.has(token.lower) || PREPOSITIONS.has(token.lower) || token.lower === "to" || AFTER_PHRASE.has(token.lower)));

/** Nouns that stay singular after a number or "many" ("two percent", "many staff"), unlike other collective nouns ("many companies"). */
const NO_PLURAL_AFTER_QUANTIFIER = new Set([
  "percent",
  "staff",
  "public",
  "rest",
  "remainder",
  "bulk",
  "majority",
  "minority",
  "half",
  "total",
  "personnel",
  "crew",
  "lot",
  "series",
  "species",
]);

/** Plural-only nouns: "a new clothes" → "new clothes"; those of two parts also take "a pair of". */
const PLURAL_ONLY = new Set([
  "clothes",
  "belongings",
  "surroundings",
  "goods",
  "earnings",
  "outskirts",
  "trousers",
  "jeans",
  "scissors",
  "pants",
  "shorts",
  "pyjamas",
  "pajamas",
]);
const PAIRS = new Set(["trousers", "jeans", "scissors", "pants", "shorts", "pyjamas", "pajamas"]);

const matchesAt = (tokens: readonly Token[], index: number, words: readonly string[]): boolean =>
  words.every((word, offset) => tokens[index + offset]?.lower === word);

/** The head of a phrase starting at `index` without a determiner: modifiers then a noun that ends the phrase. */
const headAfter = (tokens: readonly Token[], index: number): { head: Token; modifiers: Token[] } | null => {
  const phrase = nounPhraseAt(tokens, index, { afterDeterminer: true });
  if (!phrase || phrase.determiner || !endsPhrase(tokens[phrase.next])) {
    return null;
  }
  // Numbers, "few" and the like change what the quantifier counts ("every two weeks", "every few days");
  // a possessive takes the determiner ("this node's children").
  if (
    phrase.modifiers.some((token) => /'s$/.test(token.lower)) ||
    phrase.modifiers.some(
      (token) => /\d/.test(token.lower) || ["few", "other", "last", "next", "first", "same", "only", "own"].includes(token.lower),
    )
  ) {
    return null;
  }
  return { head: phrase.head, modifiers: phrase.modifiers };
};

const nounFinding = (noun: Token, replacement: string, quantifier: string, wantsPlural: boolean) =>
  makeFinding({
    rule: RULE,
    from: noun,
    replacements: [matchCase(replacement, noun.text)],
    message: wantsPlural
      ? `After “${quantifier}”, use the plural “${replacement}”.`
      : `After “${quantifier}”, use the singular “${replacement}”.`,
    shortMessage: wantsPlural ? "Plural noun needed" : "Singular noun needed",
    category: "Grammar",
    issueType: "Noun number",
  });

export const nounNumber: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (let index = 0; index < tokens.length; index += 1) {
      const token = tokens[index];
      if (!token || token.kind !== "word") {
        continue;
      }
      // Plural wanted.
      const phrase = PLURAL_PHRASES_BY_FIRST.get(token.lower)?.find((words) => matchesAt(tokens, index, words));
      const previous = tokens[index - 1]?.lower ?? "";
      // "a/the few", "every two weeks"; "for" only before a number ("a table for two").
      const quantifierLength = phrase
        ? phrase.length
        : NEEDS_PLURAL.has(token.lower) && !NOT_BEFORE_QUANTIFIER.has(previous) && !(previous === "for" && NUMBER_WORDS.has(token.lower))
          ? 1
          : 0;
      if (quantifierLength > 0) {
        const found = headAfter(tokens, index + quantifierLength);
        const head = found?.head;
        // "a three day weekend": after a number, only a bare noun is corrected.
        if (NUMBER_WORDS.has(token.lower) && (found?.modifiers.length ?? 0) > 0) {
          continue;
        }
        // "these kind of things" is common and accepted in speech; "two kind of" and "many kind of" are not.
        const theseKindOf = ["these", "those"].includes(token.lower) && ["kind", "sort", "type"].includes(head?.lower ?? "");
        if (
          head &&
          COUNT_NOUNS.has(head.lower) &&
          !NO_PLURAL_AFTER_QUANTIFIER.has(head.lower) &&
          !PLURAL_TO_SINGULAR.has(head.lower) &&
          !theseKindOf
        ) {
          const quantifier = tokens
            .slice(index, index + quantifierLength)
            .map((word) => word.text)
            .join(" ");
          findings.push(nounFinding(head, pluralOf(head.lower), quantifier, true));
        }
        continue;
      }
      // "most of people" → "most people": "of" needs a determiner after these quantifiers.
      if (
        ["most", "many", "some", "all", "few", "several", "both", "each", "none", "any", "much"].includes(token.lower) &&
        tokens[index + 1]?.lower === "of"
      ) {
        const noun = tokens[index + 2];
        // "most of people prefer…": a verb may follow the noun too.
        const after = tokens[index + 3];
        const verbAfter =
          after !== undefined &&
          (VERB_BASE.has(after.lower) || THIRD_TO_BASE.has(after.lower) || PAST_TO_BASE.has(after.lower) || MODALS.has(after.lower));
        if (
          noun &&
          noun.kind === "word" &&
          noun.text === noun.lower &&
          (PLURAL_TO_SINGULAR.has(noun.lower) || MASS_NOUNS.has(noun.lower)) &&
          (endsPhrase(after) || verbAfter)
        ) {
          findings.push(
            makeFinding({
              rule: RULE,
              from: token,
              to: noun,
              replacements: [`${token.text} ${noun.text}`, `${token.text} of the ${noun.text}`],
              message: `“${token.text} of” needs a determiner before the noun: “${token.text} ${noun.text}” or “${token.text} of the ${noun.text}”.`,
              shortMessage: "Quantifier",
              category: "Grammar",
              issueType: "Noun number",
            }),
          );
          continue;
        }
      }
      // "many others animals" → "other animals".
      if (token.lower === "others" && PLURAL_TO_SINGULAR.has(tokens[index + 1]?.lower ?? "")) {
        findings.push(
          makeFinding({
            rule: RULE,
            from: token,
            replacements: [matchCase("other", token.text)],
            message: "Before a noun, use “other”, not “others”.",
            shortMessage: "Other or others",
            category: "Grammar",
            issueType: "Noun number",
          }),
        );
        continue;
      }
      // "a new clothes" → "new clothes": a plural-only noun takes no "a".
      if (token.lower === "a" || token.lower === "an") {
        let index2 = token.index + 1;
        while (
          index2 < token.index + 3 &&
          tokens[index2]?.kind === "word" &&
          isModifier(tokens[index2]?.lower ?? "") &&
          !PLURAL_ONLY.has(tokens[index2]?.lower ?? "")
        ) {
          index2 += 1;
        }
        const noun = tokens[index2];
        // "a young woman's clothes": the article goes with the possessive.
        const possessive = tokens.slice(token.index + 1, index2).some((word) => /'s$/.test(word.lower));
        if (noun && PLURAL_ONLY.has(noun.lower) && noun.text === noun.lower && !possessive) {
          const phrase = tokens
            .slice(token.index + 1, index2 + 1)
            .map((word) => word.text)
            .join(" ");
          findings.push(
            makeFinding({
              rule: RULE,
              from: token,
              to: noun,
              replacements: [matchCase(phrase, token.text), ...(PAIRS.has(noun.lower) ? [`${token.text} pair of ${phrase}`] : [])],
              message: `“${noun.text}” is plural: drop “${token.text}”${PAIRS.has(noun.lower) ? ", or say “a pair of”" : ""}.`,
              shortMessage: "Plural noun",
              category: "Grammar",
              issueType: "Noun number",
            }),
          );
          continue;
        }
      }
      // "an information", "a advice": an uncountable noun takes no indefinite article.
      if ((token.lower === "a" || token.lower === "an") && tokens[index + 1]?.kind === "word") {
        const noun = tokens[index + 1];
        if (noun && MASS_NOUNS.has(noun.lower) && noun.lower !== "knowledge" && endsPhrase(tokens[index + 2])) {
          findings.push(
            makeFinding({
              rule: RULE,
              from: token,
              to: noun,
              replacements: [noun.text, `some ${noun.text}`],
              message: `“${noun.text}” is uncountable: drop “${token.text}”, or say “some ${noun.text}”.`,
              shortMessage: "Uncountable noun",
              category: "Grammar",
              issueType: "Noun number",
            }),
          );
          continue;
        }
      }
      // Singular wanted.
      if (NEEDS_SINGULAR.has(token.lower) && tokens[index + 1]?.lower !== "of") {
        const found = headAfter(tokens, index + 1);
        const head = found?.head;
        const singular = head ? PLURAL_TO_SINGULAR.get(head.lower) : undefined;
        // "This person guides you": a noun before the "plural" may make it a verb, so only adjectives may come between,
        // unless the phrase ends the sentence or clause ("a football club fans.") and the word is not a listed verb.
        const adjectivesOnly =
          (found?.modifiers.every((modifier) => !isNoun(modifier.lower)) ?? false) ||
          (head !== undefined &&
            endsPhrase(tokens[head.index + 1]) &&
            tokens[head.index + 1]?.kind !== "word" &&
            !THIRD_TO_BASE.has(head.lower) &&
            token.lower !== "this");
        if (
          head &&
          singular &&
          adjectivesOnly &&
          !MEASURE_PLURALS.has(head.lower) &&
          !NUMBER_NEUTRAL_NOUNS.has(singular) &&
          isNoun(singular)
        ) {
          const replacement = token.lower === "this" ? null : singular;
          // "this results in", "how this works": after "this" a plural-looking word may be a verb.
          const nextWord = tokens[head.index + 1];
          const nounUse =
            !nextWord ||
            nextWord.kind === "punct" ||
            ["are", "were", "have", "do", "can", "will", "should", "must", "may", "might", "could", "would", "is", "was"].includes(
              nextWord.lower,
            );
          if (!replacement && !nounUse) {
            continue;
          }
          if (replacement) {
            findings.push(nounFinding(head, replacement, token.text, false));
          } else {
            // "this days" → "these days": correct the determiner rather than the noun.
            findings.push(
              makeFinding({
                rule: RULE,
                from: token,
                replacements: [matchCase("these", token.text)],
                message: `“${head.text}” is plural: use “these”.`,
                shortMessage: "Determiner agreement",
                category: "Grammar",
                issueType: "Noun number",
              }),
            );
          }
        }
      }
    }
    return findings;
  },
};
