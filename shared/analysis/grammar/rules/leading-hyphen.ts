import { makeFinding, type RuleInput, type WordloomRule } from "./rule";

/**
 * A sentence of prose opened by a hyphen stuck to its first word ("-Learn!") has a bullet typed by
 * hand: the hyphen goes (or the text becomes a list). A minus sign before a number ("-5 degrees")
 * and a dash followed by a space are left alone, as are list and code blocks.
 */

const RULE = "leading-hyphen";

const NOT_PROSE = /head|title|list|li\b|caption|table|cell|code|pre|button|label|toc/i;

export const leadingHyphen: WordloomRule = {
  id: RULE,
  check: ({ tokens, blockType }: RuleInput) => {
    const hyphen = tokens[0];
    const word = tokens[1];
    if (
      (blockType !== undefined && NOT_PROSE.test(blockType)) ||
      hyphen?.text !== "-" ||
      !word ||
      word.kind !== "word" ||
      word.start !== hyphen.end ||
      !/^\p{L}/u.test(word.text)
    ) {
      return [];
    }
    return [
      makeFinding({
        rule: RULE,
        from: hyphen,
        to: word,
        replacements: [word.text],
        message: "A hyphen before the first word reads as a typed bullet: remove it, or make the text a list.",
        shortMessage: "Stray hyphen",
        category: "Punctuation",
        issueType: "Punctuation",
      }),
    ];
  },
};
