import { wordTable } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * Two negatives in one clause cancel out in standard English: "do not do nothing" → "anything",
 * "didn't see nobody" → "anybody", "can't hardly wait" → "can hardly wait". The second negative must
 * follow the first within the same clause (no punctuation or conjunction between). "not nothing"
 * side by side (a deliberate litotes) and "not only … no" are left alone.
 */

const RULE = "double-negative";

const NEGATIONS = /^(?:not|never|cannot|\w+n't)$/;

const POSITIVE = wordTable({
  nothing: "anything",
  nobody: "anybody",
  nowhere: "anywhere",
  "no-one": "anyone",
});

const HARDLY = new Set(["hardly", "barely", "scarcely"]);

/** Negated modals before "hardly" and their positive forms. */
const POSITIVE_MODALS = wordTable({ "can't": "can", "couldn't": "could", "won't": "will", "wouldn't": "would", cannot: "can" });

/** Verbs that report a clause, which has its own negation. */
const REPORTING = new Set([
  "say",
  "said",
  "think",
  "thought",
  "believe",
  "claim",
  "pretend",
  "guarantee",
  "promise",
  "mean",
  "suppose",
  "feel",
  "know",
  "expect",
]);

/** Words that end the clause of the negation. */
const CLAUSE_BREAKS = new Set([
  "and",
  "but",
  "or",
  "because",
  "so",
  "that",
  "which",
  "who",
  "if",
  "when",
  "while",
  "than",
  "only",
  "although",
  "though",
  "unless",
  "until",
  "except",
]);

const WINDOW = 5;

export const doubleNegative: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      if (token.kind !== "word" || !NEGATIONS.test(token.lower)) {
        continue;
      }
      // "can't hardly" → "can hardly": the fix removes the first negation.
      const next = tokens[token.index + 1];
      const positiveModal = POSITIVE_MODALS[token.lower];
      if (next && HARDLY.has(next.lower) && positiveModal) {
        const replacement = `${matchCase(positiveModal, token.text)} ${next.text}`;
        findings.push(
          makeFinding({
            rule: RULE,
            from: token,
            to: next,
            replacements: [replacement],
            message: `“${next.text}” is already negative: “${replacement}”.`,
            shortMessage: "Double negative",
            category: "Grammar",
            issueType: "Double negative",
          }),
        );
        continue;
      }
      for (let index = token.index + 1; index <= token.index + WINDOW; index += 1) {
        const word: Token | undefined = tokens[index];
        // "I can't say nothing happened": a reported clause has its own negation; "not nothing" side by side is a litotes.
        if (
          !word ||
          word.kind !== "word" ||
          CLAUSE_BREAKS.has(word.lower) ||
          REPORTING.has(word.lower) ||
          (index === token.index + 1 && (POSITIVE[word.lower] || word.lower === "no"))
        ) {
          break;
        }
        const noOne = word.lower === "no" && tokens[index + 1]?.lower === "one";
        const positive = POSITIVE[word.lower] ?? (noOne ? "anyone" : undefined);
        // "not for nothing" is an idiom.
        if (positive && tokens[index - 1]?.lower !== "for") {
          findings.push(
            makeFinding({
              rule: RULE,
              from: word,
              to: noOne ? tokens[index + 1] : word,
              replacements: [matchCase(positive, word.text)],
              message: `“${token.text}” already makes the clause negative: use “${positive}”.`,
              shortMessage: "Double negative",
              category: "Grammar",
              issueType: "Double negative",
            }),
          );
          break;
        }
      }
    }
    return findings;
  },
};
