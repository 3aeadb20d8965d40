import { isBaseVerb, PAST_TO_BASE, THIRD_TO_BASE } from "./lexicon";
import { nounPhraseAt } from "./phrase";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";
import { ingFormOf } from "./verb-form";

/**
 * Verb patterns with an object and a verb:
 * - "make"/"let" + object + bare verb, without "to": "made him to cry" → "made him cry";
 * - "make"/"let"/"help" and "see"/"hear"/"watch" + object + the bare verb, not a tensed form: "it
 *   makes me feels" → "feel", "let the product looks" → "look", "I heard him says" → "say";
 * - "allow"/"enable"/"permit" need an object before "to": "it allows to have fun" → "allows you to
 *   have" / "allows having".
 * A perception verb may also take a clause ("I saw the plan works"), so only object pronouns count after it.
 */

const RULE = "causative-verbs";

const CAUSATIVE = new Set(["make", "makes", "made", "making", "let", "lets", "letting", "help", "helps", "helped", "helping"]);
/** "make"/"let" + object + bare verb ("have them to thank" is an obligation, so "have" is left out). */
const NO_TO = new Set(["make", "makes", "made", "making", "let", "lets", "letting"]);
const PERCEPTION = new Set([
  "see",
  "sees",
  "saw",
  "seeing",
  "hear",
  "hears",
  "heard",
  "hearing",
  "watch",
  "watches",
  "watched",
  "watching",
]);
const NEED_OBJECT = new Set(["allow", "allows", "allowing", "enable", "enables", "enabling", "permit", "permits", "permitting"]);

/** Object pronouns ("her" is left out: it is also a possessive, "made her works famous"). */
const OBJECT_PRONOUNS = new Set(["me", "him", "us", "them", "you", "it"]);
/** After "see"/"hear", "you" and "it" may start a clause: "I see it works". */
const UNAMBIGUOUS_OBJECTS = new Set(["me", "him", "us", "them"]);
const PEOPLE = new Set(["people", "students", "children", "kids", "employees", "workers", "customers", "users", "readers", "consumers"]);

/**
 * Simple pasts that are not also participles: "made him went" is wrong, but "made them worried",
 * "made it known" and "made themselves understood" are object complements.
 */
const PAST_ONLY = new Set([
  "became",
  "began",
  "chose",
  "came",
  "did",
  "forgot",
  "gave",
  "went",
  "grew",
  "knew",
  "ran",
  "saw",
  "spoke",
  "took",
  "wrote",
]);

/** The base form of a tensed verb ("feels" → "feel", "went" → "go"), or undefined. */
const baseOf = (token: Token | undefined): string | undefined =>
  token && token.kind === "word" && token.text === token.lower
    ? (THIRD_TO_BASE.get(token.lower) ?? (PAST_ONLY.has(token.lower) ? PAST_TO_BASE.get(token.lower) : undefined))
    : undefined;

const finding = (from: Token, to: Token, replacements: string[], message: string, shortMessage: string) =>
  makeFinding({ rule: RULE, from, to, replacements, message, shortMessage, category: "Grammar", issueType: "Verb form" });

export const causativeVerbs: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const next = tokens[token.index + 1];
      if (!next || next.kind !== "word") {
        continue;
      }
      // "allows to have" → "allows you to have" / "allows having".
      if (NEED_OBJECT.has(token.lower) && next.lower === "to") {
        const verb = tokens[token.index + 2];
        if (verb && verb.kind === "word" && verb.text === verb.lower && isBaseVerb(verb.lower) && verb.lower !== "be") {
          findings.push(
            finding(
              token,
              verb,
              [`${token.text} you to ${verb.text}`, `${token.text} ${ingFormOf(verb.lower)}`],
              `“${token.text}” needs an object before “to” (“${token.text} you to ${verb.text}”), or takes the -ing form.`,
              "Missing object",
            ),
          );
        }
        continue;
      }
      const objectPronoun = OBJECT_PRONOUNS.has(next.lower);
      // "made him to cry" → "made him cry".
      if (
        NO_TO.has(token.lower) &&
        (objectPronoun || PEOPLE.has(next.lower)) &&
        next.lower !== "it" &&
        tokens[token.index + 2]?.lower === "to"
      ) {
        const verb = tokens[token.index + 3];
        const to = tokens[token.index + 2];
        if (to && verb && verb.kind === "word" && isBaseVerb(verb.lower)) {
          findings.push(
            finding(
              to,
              verb,
              [verb.text],
              `After “${token.text} ${next.text}”, use the verb without “to”: “${token.text} ${next.text} ${verb.text}”.`,
              "Verb without to",
            ),
          );
        }
        continue;
      }
      // "makes me feels" → "feel"; "heard him says" → "say".
      let verbIndex = -1;
      if ((CAUSATIVE.has(token.lower) && objectPronoun) || (PERCEPTION.has(token.lower) && UNAMBIGUOUS_OBJECTS.has(next.lower))) {
        verbIndex = token.index + 2;
      } else if (CAUSATIVE.has(token.lower)) {
        const phrase = nounPhraseAt(tokens, token.index + 1, { requireDeterminer: true });
        if (phrase && phrase.number === "singular") {
          verbIndex = phrase.next;
        }
      }
      const verb = tokens[verbIndex];
      const base = baseOf(verb);
      if (verb && base) {
        const object = tokens
          .slice(token.index + 1, verb.index)
          .map((word) => word.text)
          .join(" ");
        findings.push(finding(verb, verb, [base], `After “${token.text} ${object}”, use the bare verb “${base}”.`, "Verb form"));
      }
    }
    return findings;
  },
};
