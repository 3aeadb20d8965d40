import { PAST_TO_BASE, VERB_BASE } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * An object pronoun in a compound subject: "Me and him went" → "He and I went", "Him and I are" →
 * "He", "My wife and me went" → "I", "Her and her sister came" → "She". Only a compound that opens
 * the sentence (or follows a comma) and is followed by a finite verb, so objects ("between you and
 * me", "She called him and me") are left alone.
 */

const RULE = "object-pronoun-subject";

const SUBJECT_OF: ReadonlyMap<string, string> = new Map([
  ["me", "I"],
  ["him", "he"],
  ["her", "she"],
  ["us", "we"],
  ["them", "they"],
]);

/** Finite verbs that can follow a plural subject. */
const FINITE = new Set([
  "are",
  "were",
  "have",
  "had",
  "will",
  "would",
  "can",
  "could",
  "should",
  "must",
  "did",
  "do",
  "don't",
  "didn't",
  "went",
  "got",
  "both",
  "always",
  "never",
  "often",
  "also",
]);

/** After a compound subject, an "-ed" word is its verb ("me and my brother visited"). */
const isFiniteVerb = (token: Token | undefined): boolean =>
  token !== undefined &&
  token.kind === "word" &&
  (FINITE.has(token.lower) || PAST_TO_BASE.has(token.lower) || VERB_BASE.has(token.lower) || /^[a-z]{3,}ed$/.test(token.text));

/** Words that open a compound subject ending in "and me": "My wife and me", "The kids and me". */
const SUBJECT_OPENERS = new Set(["my", "your", "his", "her", "our", "their", "the"]);

/** The first token of the clause that `tokens[index]` is in: the sentence start or after a comma. */
const opensClause = (tokens: readonly Token[], index: number): boolean => index === 0 || tokens[index - 1]?.text === ",";

const finding = (token: Token, subject: string) =>
  makeFinding({
    rule: RULE,
    from: token,
    replacements: [matchCase(subject, token.text)],
    message: `“${token.text}” is an object pronoun; as part of the subject, write “${subject}”.`,
    shortMessage: "Pronoun case",
    category: "Grammar",
    issueType: "Pronoun case",
  });

/** Index of the verb after a short subject part "X" that starts at `from` ("him", "my wife", "John"), or -1. */
const verbAfter = (tokens: readonly Token[], from: number): number => {
  for (let index = from; index < from + 3; index += 1) {
    const token = tokens[index];
    if (!token || token.kind !== "word") {
      return -1;
    }
    if (index > from && isFiniteVerb(token)) {
      return index;
    }
  }
  return -1;
};

export const objectPronounSubject: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      if (token.lower !== "and" || !tokens[token.index + 1]) {
        continue;
      }
      const before = tokens[token.index - 1];
      const after = tokens[token.index + 1];
      // "Me and him went", "Her and her sister came": an object pronoun opens the compound.
      if (before && SUBJECT_OF.has(before.lower) && opensClause(tokens, before.index) && verbAfter(tokens, token.index + 1) > 0) {
        findings.push(finding(before, SUBJECT_OF.get(before.lower) ?? ""));
        if (after && SUBJECT_OF.has(after.lower) && after.lower !== "her") {
          findings.push(finding(after, after.lower === "me" ? "I" : (SUBJECT_OF.get(after.lower) ?? "")));
        }
        continue;
      }
      // "My wife and me went": an object pronoun closes a compound that opens the clause.
      const start = tokens.slice(0, token.index).findLastIndex((item) => item.text === ",") + 1;
      if (
        after &&
        SUBJECT_OF.has(after.lower) &&
        after.lower !== "her" &&
        token.index - start <= 3 &&
        token.index > start &&
        isFiniteVerb(tokens[after.index + 1])
      ) {
        const first = tokens[start];
        // "My wife and me", or a name alone ("John and me"); not "Let him and me go".
        const opener =
          first !== undefined &&
          (SUBJECT_OPENERS.has(first.lower) || (token.index - start === 1 && /^\p{Lu}\p{Ll}+$/u.test(first.text) && !isFiniteVerb(first)));
        if (
          first &&
          opener &&
          tokens.slice(start + 1, token.index).every((item) => item.kind === "word" && !isFiniteVerb(item) && !SUBJECT_OF.has(item.lower))
        ) {
          findings.push(finding(after, SUBJECT_OF.get(after.lower) ?? ""));
        }
      }
    }
    return findings;
  },
};
