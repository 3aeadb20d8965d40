import { PAST_TO_BASE, VERB_BASE } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * Verbs joined by "and" after "to" share the infinitive: "the best way is to travel with a group and
 * chose a guide" → "choose". The later verb must be a simple past that is never a participle ("chose",
 * "went", "took"…), within eight words of "to" + a base verb with no punctuation between, and the
 * clause before "to" must have no past-tense verb ("I wanted to leave and went home" joins "went" to
 * "wanted").
 */

const RULE = "infinitive-coordination";

const PAST_ONLY: ReadonlyMap<string, string> = new Map([
  ["went", "go"],
  ["came", "come"],
  ["saw", "see"],
  ["took", "take"],
  ["gave", "give"],
  ["knew", "know"],
  ["began", "begin"],
  ["became", "become"],
  ["wrote", "write"],
  ["spoke", "speak"],
  ["chose", "choose"],
  ["grew", "grow"],
  ["ate", "eat"],
  ["drove", "drive"],
  ["flew", "fly"],
  ["forgot", "forget"],
]);
const PAST_MARKERS = new Set(["was", "were", "had", "did", "wasn't", "weren't", "hadn't", "didn't", ...PAST_ONLY.keys()]);

/** The index of "to" + a base verb that `and` (at `andIndex`) may continue, or -1. */
const infinitiveBefore = (tokens: readonly Token[], andIndex: number): number => {
  for (let index = andIndex - 1; index >= Math.max(0, andIndex - 9); index -= 1) {
    const token = tokens[index] as Token;
    if (token.kind === "punct") {
      return -1;
    }
    if (token.lower === "to" && VERB_BASE.has(tokens[index + 1]?.lower ?? "")) {
      return index;
    }
  }
  return -1;
};

export const infinitiveCoordination: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const and of tokens) {
      const verb = tokens[and.index + 1];
      const base = verb ? PAST_ONLY.get(verb.lower) : undefined;
      if (and.lower !== "and" || !verb || base === undefined) {
        continue;
      }
      const to = infinitiveBefore(tokens, and.index);
      if (to === -1) {
        continue;
      }
      const before = tokens.slice(0, to);
      if (before.some((token) => PAST_MARKERS.has(token.lower) || PAST_TO_BASE.has(token.lower) || /^[a-z]{3,}ed$/.test(token.lower))) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: verb,
          replacements: [base],
          message: `“${verb.text}” continues the infinitive “to ${tokens[to + 1]?.text ?? ""}”: use “${base}”.`,
          shortMessage: "Verb form",
          category: "Grammar",
          issueType: "Verb form",
        }),
      );
    }
    return findings;
  },
};
