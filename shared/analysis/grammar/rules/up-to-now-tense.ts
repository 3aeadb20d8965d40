import { pastOf, THIRD_TO_BASE, VERB_BASE } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * A time running up to the present takes the present perfect: "Until now, I try to eat well" → "I
 * have tried", "So far, we meet every target" → "we have met". The phrase must open the sentence or
 * a clause after a comma, and be followed by a subject pronoun and a present-tense verb; verbs of
 * thinking and feeling ("Until now, I think he was right") speak from the present and are left alone.
 */

const RULE = "up-to-now-tense";

const OPENERS: readonly (readonly string[])[] = [
  ["until", "now"],
  ["up", "to", "now"],
  ["up", "until", "now"],
  ["so", "far"],
  ["till", "now"],
];
const SUBJECTS = new Set(["i", "we", "they", "you", "he", "she"]);
const SPEAKING_FROM_NOW = new Set([
  "think",
  "believe",
  "know",
  "feel",
  "guess",
  "suppose",
  "mean",
  "hope",
  "wish",
  "want",
  "need",
  "like",
  "love",
  "see",
  "say",
  "doubt",
  "agree",
  "understand",
  "remember",
]);

/** Past participles that differ from the simple past. */
const PARTICIPLES: Readonly<Record<string, string>> = {
  become: "become",
  begin: "begun",
  choose: "chosen",
  come: "come",
  do: "done",
  forget: "forgotten",
  get: "got",
  give: "given",
  go: "gone",
  grow: "grown",
  know: "known",
  run: "run",
  see: "seen",
  speak: "spoken",
  take: "taken",
  write: "written",
};

const participleOf = (verb: string): string => (Object.hasOwn(PARTICIPLES, verb) ? (PARTICIPLES[verb] as string) : pastOf(verb));

/** The index after an opening phrase that starts at `at` (and its comma), or -1. */
const afterOpener = (tokens: readonly Token[], at: number): number => {
  for (const words of OPENERS) {
    if (words.every((word, index) => tokens[at + index]?.lower === word)) {
      const end = at + words.length;
      return tokens[end]?.text === "," ? end + 1 : end;
    }
  }
  return -1;
};

export const upToNowTense: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      // The phrase opens the sentence or a clause after a comma ("After all, until now, I try…").
      if (token.index !== 0 && tokens[token.index - 1]?.text !== ",") {
        continue;
      }
      const start = afterOpener(tokens, token.index);
      const subject = start === -1 ? undefined : tokens[start];
      const verb = subject ? tokens[subject.index + 1] : undefined;
      if (!subject || !verb || !SUBJECTS.has(subject.lower) || verb.text !== verb.lower) {
        continue;
      }
      const thirdPerson = ["he", "she"].includes(subject.lower);
      const base = thirdPerson ? THIRD_TO_BASE.get(verb.lower) : VERB_BASE.has(verb.lower) ? verb.lower : undefined;
      if (base === undefined || SPEAKING_FROM_NOW.has(base) || ["have", "be", "do"].includes(base)) {
        continue;
      }
      const perfect = `${thirdPerson ? "has" : "have"} ${participleOf(base)}`;
      findings.push(
        makeFinding({
          rule: RULE,
          from: verb,
          replacements: [matchCase(perfect, verb.text)],
          message: `A time up to now takes the present perfect: “${subject.text} ${perfect}”.`,
          shortMessage: "Verb tense",
          category: "Grammar",
          issueType: "Verb tense",
        }),
      );
    }
    return findings;
  },
};
