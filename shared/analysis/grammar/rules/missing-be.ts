import { ADJECTIVES, FUNCTION_WORDS, isNoun, isPluralNoun, PAST_TO_BASE, THIRD_TO_BASE, VERB_BASE, wordTable } from "./lexicon";
import { isClauseStart, nounPhraseAt } from "./phrase";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * A subject followed by a degree adverb and an adjective has lost its verb: "it very familiar with
 * students" → "it is very familiar", "they so happy" → "they are so happy", "the Internet very useful"
 * → "the Internet is very useful"; "It called "ballast water"" → "It is called"; and a sentence-long
 * passive without "be": "Many people killed by cars." → "are killed". The subject must
 * open a clause, and the adjective must be one (listed, or with an adjective ending): "I really like
 * it" and "we very much hope" are verbs; "found the film very boring" has the film as an object.
 */

const RULE = "missing-be";

const BE_FOR = wordTable({ i: "am", you: "are", we: "are", they: "are", he: "is", she: "is", it: "is" });
const DEGREE = new Set(["very", "so", "too", "really", "quite", "extremely", "pretty"]);
const ADJECTIVE_ENDING = /^[a-z]{3,}(?:ful|ous|ive|able|ible|ical|less|iar)$/;

/** Verbs with an adjective-like ending: "they really live", "we so forgive". */
const VERBS = new Set([
  "give",
  "live",
  "arrive",
  "drive",
  "forgive",
  "strive",
  "survive",
  "thrive",
  "deprive",
  "derive",
  "contrive",
  "bless",
  "clean",
  "open",
  "free",
  "present",
  "last",
  "second",
  "near",
  "fine",
  "better",
  "right",
  "wrong",
  "top",
  "single",
  "long",
  "like",
]);

/** "the Internet very useful": a determiner and a noun, then a degree adverb and an adjective. */
const nounSubjectBefore = (tokens: readonly Token[], degreeIndex: number): Token | undefined => {
  const noun = tokens[degreeIndex - 1];
  const determiner = tokens[degreeIndex - 2];
  if (
    !noun ||
    !determiner ||
    noun.kind !== "word" ||
    !["the", "this", "that", "my", "your", "his", "her", "our", "their"].includes(determiner.lower)
  ) {
    return undefined;
  }
  if (!(isNoun(noun.lower) || /^\p{Lu}/u.test(noun.text)) || !isClauseStart(tokens, determiner.index)) {
    return undefined;
  }
  return noun;
};

const isPredicateAdjective = (word: string): boolean =>
  (ADJECTIVES.has(word) || ADJECTIVE_ENDING.test(word)) &&
  !VERBS.has(word) &&
  !["much", "many", "few", "little", "only", "early", "late", "long", "far", "fast", "hard"].includes(word);

/** "Many people killed by cars.": a passive without "be" when nothing else in the sentence can be its verb. */
const passiveWithoutBe = (tokens: readonly Token[]) => {
  const phrase = nounPhraseAt(tokens, 0, { requireDeterminer: false });
  const participle = phrase ? tokens[phrase.next] : undefined;
  const by = participle ? tokens[participle.index + 1] : undefined;
  const last = tokens[tokens.length - 1];
  if (!phrase || !participle || !by || by.lower !== "by" || last?.text !== "." || !/^[a-z]{3,}ed$/.test(participle.text)) {
    return [];
  }
  // Any later word that may be a verb ("Many people killed by cars are children") makes it a reduced relative clause.
  const rest = tokens.slice(by.index + 1);
  const mayBeVerb = (token: Token): boolean =>
    VERB_BASE.has(token.lower) ||
    THIRD_TO_BASE.has(token.lower) ||
    PAST_TO_BASE.has(token.lower) ||
    (FUNCTION_WORDS.has(token.lower) && !["the", "a", "an"].includes(token.lower));
  if (rest.some((token) => token.kind === "word" && mayBeVerb(token))) {
    return [];
  }
  const be = phrase.number === "plural" ? ["are", "were"] : ["is", "was"];
  return [
    makeFinding({
      rule: RULE,
      from: participle,
      replacements: be.map((form) => `${form} ${participle.text}`),
      message: `The passive needs “be”: “${phrase.head.text} ${be[0] ?? ""} ${participle.text} by …”.`,
      shortMessage: "Missing verb",
      category: "Grammar",
      issueType: "Missing verb",
    }),
  ];
};

export const missingBe: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [...passiveWithoutBe(tokens)];
    for (const token of tokens) {
      // "the Internet very useful" → "the Internet is very useful"; "It called "ballast water"" → "It is called".
      if (DEGREE.has(token.lower)) {
        const noun = nounSubjectBefore(tokens, token.index);
        const adjective = tokens[token.index + 1];
        if (noun && adjective && isPredicateAdjective(adjective.lower) && !isPluralNoun(noun.lower)) {
          findings.push(
            makeFinding({
              rule: RULE,
              from: noun,
              to: token,
              replacements: [`${noun.text} is ${token.text}`],
              message: `The verb is missing: “${noun.text} is ${token.text} ${adjective.text}”.`,
              shortMessage: "Missing verb",
              category: "Grammar",
              issueType: "Missing verb",
            }),
          );
        }
        continue;
      }
      if (
        ["it", "this"].includes(token.lower) &&
        ["called", "named"].includes(tokens[token.index + 1]?.lower ?? "") &&
        /^["“]$/.test(tokens[token.index + 2]?.text ?? "") &&
        isClauseStart(tokens, token.index)
      ) {
        const participle = tokens[token.index + 1];
        if (participle) {
          findings.push(
            makeFinding({
              rule: RULE,
              from: token,
              to: participle,
              replacements: [`${token.text} is ${participle.text}`],
              message: `The verb is missing: “${token.text} is ${participle.text}”.`,
              shortMessage: "Missing verb",
              category: "Grammar",
              issueType: "Missing verb",
            }),
          );
        }
        continue;
      }
      const be = BE_FOR[token.lower];
      const degree = tokens[token.index + 1];
      const adjective = tokens[token.index + 2];
      if (!be || !degree || !adjective || !DEGREE.has(degree.lower) || !isClauseStart(tokens, token.index)) {
        continue;
      }
      // "it so happens", "they pretty much agree": only an adjective completes the phrase.
      if (!isPredicateAdjective(adjective.lower)) {
        continue;
      }
      const replacement = `${token.text} ${be} ${degree.text}`;
      findings.push(
        makeFinding({
          rule: RULE,
          from: token,
          to: degree,
          replacements: [matchCase(replacement, token.text)],
          message: `The verb is missing: “${token.text} ${be} ${degree.text} ${adjective.text}”.`,
          shortMessage: "Missing verb",
          category: "Grammar",
          issueType: "Missing verb",
        }),
      );
    }
    return findings;
  },
};
