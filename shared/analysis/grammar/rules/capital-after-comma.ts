import { makeFinding, type RuleInput, type WordloomRule } from "./rule";

/**
 * A capitalised function word after a comma inside a sentence: "Likewise, The theory" → "the". Names
 * and "I" are not affected because only function words are listed; a quotation after the comma
 * ('He said, "The…') keeps its capital.
 */

const RULE = "capital-after-comma";

const FUNCTION_WORDS = new Set([
  "the",
  "this",
  "that",
  "these",
  "those",
  "it",
  "its",
  "they",
  "we",
  "he",
  "she",
  "my",
  "our",
  "their",
  "his",
  "her",
  "and",
  "but",
  "so",
  "because",
  "if",
  "when",
  "then",
  "there",
  "some",
  "many",
  "most",
  "which",
  "who",
  "what",
]);

export const capitalAfterComma: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const comma = tokens[token.index - 1];
      const before = tokens[token.index - 2];
      if (
        comma?.text === "," &&
        before?.kind === "word" &&
        token.kind === "word" &&
        FUNCTION_WORDS.has(token.lower) &&
        /^\p{Lu}\p{Ll}*$/u.test(token.text) &&
        // "(Trending, Saved, My Public Posts)": a capitalised word after it makes it a title.
        !/^\p{Lu}/u.test(tokens[token.index + 1]?.text ?? "")
      ) {
        const replacement = token.text.toLowerCase();
        findings.push(
          makeFinding({
            rule: RULE,
            from: token,
            replacements: [replacement],
            message: `After a comma the sentence goes on: write “${replacement}” in lower case.`,
            shortMessage: "Capital letter after a comma",
            category: "Capitalization",
            issueType: "Capitalization",
          }),
        );
      }
    }
    return findings;
  },
};
