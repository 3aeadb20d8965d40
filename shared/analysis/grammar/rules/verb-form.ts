import { MODALS, PAST_TO_BASE, STRICT_VERB_BASE, THIRD_TO_BASE } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * The verb form after a modal or "do": "will causes" → "cause", "can helped" → "help", "didn't went"
 * → "go", "must to go" → "must go", "will able to" → "will be able to", "They are go" → "are going",
 * "would be decrease" → "would decrease".
 */

const RULE = "verb-form";

const DO_FORMS = new Set(["do", "does", "did", "don't", "doesn't", "didn't"]);
const NEGATIONS = new Set(["not", "never", "n't"]);
const ADVERBS = new Set(["also", "always", "never", "still", "just", "really", "only", "even", "probably", "definitely", "certainly", "not"]);

const BE_FORMS = new Set(["am", "is", "are", "was", "were", "be", "been", "being"]);

/** Common verbs that are not nouns and whose base form is not a participle ("is put" is a passive). */
const VERBS_AFTER_BE = new Set(["make", "take", "go", "say", "see", "sell", "buy", "find", "hear", "feel"]);

/** Base forms also used as participles or adjectives after "be" ("has become", "is come"), or corrected by another rule. */
const NOT_AFTER_BE = new Set(["become", "come", "lose", "let"]);

/** Doubling verbs: "get" → "getting". */
const DOUBLED = new Set(["get", "begin", "forget", "admit", "prefer", "occur", "put", "run", "sit", "stop", "win", "plan", "shop"]);

/** The -ing form: "make" → "making", "get" → "getting", "agree" → "agreeing". */
export const ingFormOf = (verb: string): string => {
  if (DOUBLED.has(verb)) {
    return `${verb}${verb.slice(-1)}ing`;
  }
  if (verb.endsWith("ie")) {
    return `${verb.slice(0, -2)}ying`;
  }
  if (/[^aeiouy]e$/.test(verb) && verb !== "be") {
    return `${verb.slice(0, -1)}ing`;
  }
  return `${verb}ing`;
};

const baseFormOf = (word: string, allowPast: boolean): string | undefined => THIRD_TO_BASE.get(word) ?? (allowPast ? PAST_TO_BASE.get(word) : undefined);

const finding = (from: Token, to: Token, replacement: string, message: string) =>
  makeFinding({ rule: RULE, from, to, replacements: [replacement], message, shortMessage: "Verb form", category: "Grammar", issueType: "Verb form" });

export const verbForm: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      // "What they did is reduce…", "All you have to do is ask": the pseudo-cleft takes the bare verb.
      if (BE_FORMS.has(token.lower) && !DO_FORMS.has(tokens[token.index - 1]?.lower ?? "") && tokens[token.index - 1]?.lower !== "done") {
        const notIndex = tokens[token.index + 1]?.lower === "not" ? token.index + 2 : token.index + 1;
        const verb = tokens[notIndex];
        const bareVerb = verb && (STRICT_VERB_BASE.has(verb.lower) || VERBS_AFTER_BE.has(verb.lower)) && !NOT_AFTER_BE.has(verb.lower);
        // "Is help on the way?": a question starts with the verb.
        const question = token.index === 0 || ["what", "who", "where", "how", "why", "when", "which"].includes(tokens[token.index - 1]?.lower ?? "");
        // "is write-/readable": a hyphen makes the verb part of a compound.
        const compound = /^[-/]/.test(tokens[notIndex + 1]?.text ?? "") && tokens[notIndex + 1]?.start === verb?.end;
        if (verb && verb.kind === "word" && bareVerb && !question && !compound && verb.text === verb.lower) {
          // After "be"/"been" (a modal or perfect before it) the fix is to drop "be"; after "is/are…" it is the -ing form.
          const afterModal = token.lower === "be" || token.lower === "been";
          const replacement = afterModal ? verb.text : ingFormOf(verb.lower);
          findings.push(
            afterModal && notIndex === token.index + 1
              ? finding(token, verb, verb.text, `“${token.text} ${verb.text}” mixes two verb forms: use “${verb.text}” alone.`)
              : finding(verb, verb, replacement, `After “${token.text}”, the verb takes the -ing form (“${replacement}”), or drop “${token.text}”.`),
          );
        }
        continue;
      }
      if (BE_FORMS.has(token.lower)) {
        continue;
      }
      const isModal = MODALS.has(token.lower) || /^(can't|cannot|won't|wouldn't|shouldn't|couldn't|mustn't)$/.test(token.lower);
      const isDo = DO_FORMS.has(token.lower);
      if (!isModal && !isDo) {
        continue;
      }
      let index = token.index + 1;
      while (ADVERBS.has(tokens[index]?.lower ?? "") && index < token.index + 3) {
        index += 1;
      }
      const verb = tokens[index];
      if (!verb || verb.kind !== "word") {
        continue;
      }
      // "do" can be a main verb with an object ("do this"): only the clear auxiliary uses count.
      if (isDo && !(NEGATIONS.has(tokens[token.index + 1]?.lower ?? "") || token.lower.endsWith("n't"))) {
        continue;
      }
      if (isModal && verb.lower === "to" && index === token.index + 1 && token.lower !== "ought") {
        findings.push(finding(token, verb, token.text, `After “${token.text}”, use the verb without “to”.`));
        continue;
      }
      if (isModal && verb.lower === "able" && tokens[index + 1]?.lower === "to") {
        findings.push(finding(verb, verb, matchCase("be able", verb.text), `“${token.text} able to” needs “be”: “${token.text} be able to”.`));
        continue;
      }
      const base = baseFormOf(verb.lower, true);
      // "had" and "used" after a modal are idioms ("could have had", "would used to" is still wrong but rare).
      if (base && verb.lower !== "had" && verb.lower !== "used" && verb.lower !== "read" && verb.lower !== "put") {
        findings.push(finding(verb, verb, matchCase(base, verb.text), `After “${token.text}”, use the base form “${base}”.`));
      }
    }
    return findings;
  },
};
