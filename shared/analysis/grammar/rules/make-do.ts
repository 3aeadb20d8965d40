import { wordTable } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * Collocations of "make" and "do": we make mistakes, decisions, an effort, progress, money, noise,
 * friends; we do homework, research, the dishes, exercise, our best, a favour. "did a mistake" →
 * "made", "make my homework" → "do". The noun must follow the verb (after at most two determiners or
 * adjectives); "do" as an auxiliary before its subject ("Did mistakes happen?", "How do decisions
 * get made?") is left alone.
 */

const RULE = "make-do";

const MAKE_NOUNS = new Set(
  `
  mistake mistakes decision decisions effort efforts noise progress money friends promise promises suggestion
  suggestions complaint complaints choice choices attempt attempts excuse excuses profit fortune difference
  contribution contributions announcement prediction predictions reservation reservations arrangements appointment
  comment comments offer request discovery discoveries
  `
    .trim()
    .split(/\s+/),
);

const DO_NOUNS = new Set([
  "homework",
  "housework",
  "research",
  "dishes",
  "laundry",
  "exercise",
  "exercises",
  "best",
  "favor",
  "favour",
  "harm",
  "damage",
  "shopping",
  "yoga",
]);

const POSSESSIVES = new Set(["my", "your", "his", "her", "our", "their", "its"]);

/** What may follow the object: "make homework easier" is a different pattern (object + complement). */
const endsObject = (token: Token | undefined): boolean =>
  !token ||
  token.kind === "punct" ||
  [
    "in",
    "on",
    "at",
    "for",
    "with",
    "about",
    "into",
    "during",
    "before",
    "after",
    "and",
    "but",
    "or",
    "because",
    "so",
    "when",
    "every",
    "today",
    "tonight",
    "tomorrow",
    "yesterday",
    "now",
    "together",
    "again",
    "first",
    "later",
    "alone",
    "to",
  ].includes(token.lower);

const DO_TO_MAKE = wordTable({ do: "make", does: "makes", did: "made", doing: "making", done: "made" });
const MAKE_TO_DO = wordTable({ make: "do", makes: "does", made: "did", making: "doing" });

const FILLERS = new Set([
  "a",
  "an",
  "the",
  "my",
  "your",
  "his",
  "her",
  "our",
  "their",
  "its",
  "some",
  "many",
  "much",
  "more",
  "a",
  "lot",
  "lots",
  "of",
  "few",
  "any",
  "no",
  "big",
  "huge",
  "serious",
  "terrible",
  "stupid",
  "good",
  "great",
  "important",
  "final",
  "real",
  "little",
  "same",
  "wrong",
  "right",
  "bad",
  "silly",
  "small",
  "major",
  "new",
  "extra",
  "enough",
  "all",
]);

const WH_WORDS = new Set(["what", "where", "when", "why", "how", "who", "which", "whom"]);

/** The noun after `verb`, skipping up to three determiners and adjectives. */
const objectAfter = (tokens: readonly Token[], verb: Token): Token | undefined => {
  let index = verb.index + 1;
  while (FILLERS.has(tokens[index]?.lower ?? "") && index < verb.index + 4) {
    index += 1;
  }
  const noun = tokens[index];
  return noun && noun.kind === "word" ? noun : undefined;
};

const finding = (verb: Token, replacement: string, noun: Token) =>
  makeFinding({
    rule: RULE,
    from: verb,
    replacements: [matchCase(replacement, verb.text)],
    message: `In English you ${replacement === DO_TO_MAKE[verb.lower] ? "make" : "do"} ${/s$/.test(noun.lower) || ["money", "noise", "progress", "homework", "housework", "research", "harm", "damage", "shopping", "best"].includes(noun.lower) ? "" : "a "}${noun.text}: use “${replacement}”.`,
    shortMessage: "Make or do",
    category: "Word choice",
    issueType: "Collocation",
  });

export const makeDo: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const previous = tokens[token.index - 1];
      const toMake = DO_TO_MAKE[token.lower];
      const toDo = MAKE_TO_DO[token.lower];
      if (!toMake && !toDo) {
        continue;
      }
      // "Did mistakes happen?", "How do decisions get made?": an auxiliary before its subject; "the make of".
      if (!previous || previous.kind !== "word" || WH_WORDS.has(previous.lower) || ["the", "a", "this", "that"].includes(previous.lower)) {
        continue;
      }
      const noun = objectAfter(tokens, token);
      if (!noun) {
        continue;
      }
      // "make the best of", "make the best decision": only "my/your/our… best" is "do".
      if (toMake && MAKE_NOUNS.has(noun.lower)) {
        findings.push(finding(token, toMake, noun));
      } else if (
        toDo &&
        DO_NOUNS.has(noun.lower) &&
        endsObject(tokens[noun.index + 1]) &&
        (noun.lower !== "best" || POSSESSIVES.has(tokens[noun.index - 1]?.lower ?? ""))
      ) {
        findings.push(finding(token, toDo, noun));
      }
    }
    return findings;
  },
};
