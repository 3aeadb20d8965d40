import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * A run of the same end mark: "It's legal!!!" → "!", "Really??" → "?". Formal and business writing
 * uses one mark; a doubled "?" or "!" reads as shouting. Runs of dots are ellipses (Harper's rules),
 * and a mixed "?!" is left alone.
 */

const RULE = "repeated-end-mark";

const MARKS = new Set(["!", "?"]);

export const repeatedEndMark: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    let index = 0;
    while (index < tokens.length) {
      const first = tokens[index] as Token;
      let last = first;
      // Extend over the same mark written without a space between.
      while (MARKS.has(first.text) && tokens[last.index + 1]?.text === first.text && tokens[last.index + 1]?.start === last.end) {
        last = tokens[last.index + 1] as Token;
      }
      if (last !== first) {
        findings.push(
          makeFinding({
            rule: RULE,
            from: first,
            to: last,
            replacements: [first.text],
            message: `Use one “${first.text}”: a repeated mark reads as shouting in written prose.`,
            shortMessage: "Repeated punctuation",
            category: "Punctuation",
            issueType: "Punctuation",
          }),
        );
      }
      index = last.index + 1;
    }
    return findings;
  },
};
