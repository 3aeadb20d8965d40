import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * Compounds written as one word, split in two where the two words cannot mean anything else: "text
 * books" → "textbooks", "the green house effect" → "greenhouse", "protect wild life" → "wildlife".
 * Open forms with a literal sense ("a green house on the hill", "lived a wild life") are told apart
 * by the word around them: "green house" only before "effect", "gas" or "emissions", "wild life"
 * only without "a" before it.
 */

const RULE = "closed-compounds";

interface Compound {
  first: string;
  second: readonly string[];
  /** Words of which one must follow the pair. */
  before?: ReadonlySet<string>;
  /** Words that may not precede the pair. */
  notAfter?: ReadonlySet<string>;
}

const COMPOUNDS: readonly Compound[] = [
  { first: "text", second: ["book", "books"] },
  { first: "green", second: ["house"], before: new Set(["effect", "effects", "gas", "gases", "emissions"]) },
  { first: "wild", second: ["life"], notAfter: new Set(["a", "an", "their", "his", "her", "my", "our", "your"]) },
  { first: "life", second: ["style", "styles"] },
  { first: "week", second: ["end", "ends"] },
];

export const closedCompounds: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const first of tokens) {
      const second: Token | undefined = tokens[first.index + 1];
      if (!second || second.kind !== "word" || first.kind !== "word") {
        continue;
      }
      const compound = COMPOUNDS.find((entry) => entry.first === first.lower && entry.second.includes(second.lower));
      if (!compound) {
        continue;
      }
      if (compound.before && !compound.before.has(tokens[second.index + 1]?.lower ?? "")) {
        continue;
      }
      if (compound.notAfter?.has(tokens[first.index - 1]?.lower ?? "")) {
        continue;
      }
      const joined = matchCase(`${first.lower}${second.lower}`, first.text);
      findings.push(
        makeFinding({
          rule: RULE,
          from: first,
          to: second,
          replacements: [joined],
          message: `“${joined}” is written as one word.`,
          shortMessage: "One word",
          category: "Spelling",
          issueType: "Compound",
        }),
      );
    }
    return findings;
  },
};
