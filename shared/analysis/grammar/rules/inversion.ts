import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase } from "./tokens";

/**
 * After a restrictive opener the auxiliary comes before the subject: "Only by working hard you can
 * succeed" → "can you succeed", "Not only he is smart" → "is he". The subject pronoun and auxiliary
 * are the first pair after "Only by/through/with …" (a phrase without its own subject), or right
 * after "Not only".
 */

const RULE = "inversion";

const SUBJECTS = new Set(["i", "you", "he", "she", "it", "we", "they"]);
const AUXILIARIES = new Set([
  "can",
  "could",
  "will",
  "would",
  "should",
  "must",
  "may",
  "might",
  "do",
  "does",
  "did",
  "is",
  "are",
  "was",
  "were",
  "am",
  "have",
  "has",
  "had",
]);

export const inversion: WordloomRule = {
  id: RULE,
  check: ({ tokens, text }: RuleInput) => {
    const first = tokens[0];
    const second = tokens[1];
    if (!first || !second || (first.lower !== "only" && first.lower !== "not")) {
      return [];
    }
    let start = -1;
    if (first.lower === "only" && ["by", "through", "with"].includes(second.lower)) {
      start = 2;
    } else if (first.lower === "not" && second.lower === "only") {
      start = 2;
      // "Not only he is…": the pair must come right after "Not only".
      const subject = tokens[2];
      const aux = tokens[3];
      if (!subject || !aux || !SUBJECTS.has(subject.lower) || !AUXILIARIES.has(aux.lower)) {
        return [];
      }
    }
    if (start < 0) {
      return [];
    }
    for (let index = start; index + 1 < tokens.length && index < start + 12; index += 1) {
      const subject = tokens[index];
      const aux = tokens[index + 1];
      if (!subject || !aux) {
        break;
      }
      // A comma ends the opener ("Only by working hard, you can…" is still wrong, but the pair is found the same way).
      if (SUBJECTS.has(subject.lower) && AUXILIARIES.has(aux.lower)) {
        const replacement = `${matchCase(aux.lower, subject.text)} ${subject.lower === "i" ? "I" : subject.lower}`;
        return [
          makeFinding({
            rule: RULE,
            from: subject,
            to: aux,
            replacements: [replacement],
            message: `After “${text.slice(first.start, second.end)} …”, the auxiliary comes before the subject: “${replacement}”.`,
            shortMessage: "Word order",
            category: "Grammar",
            issueType: "Word order",
          }),
        ];
      }
    }
    return [];
  },
};
