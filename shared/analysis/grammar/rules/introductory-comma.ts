import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * A sentence that opens with a transition and no comma after it: "Therefore the government should
 * decide" → "Therefore,". Only transitions that always take the comma when they open a sentence are
 * listed; adverbs that may run on without one ("Now we…", "Then she…", "So he…", "Finally he…") are
 * not, and a transition followed by the word that makes it part of a longer phrase ("However much",
 * "In addition to", "As a result of", "Thus far") is left alone.
 */

const RULE = "introductory-comma";

/** Each transition with the words that, right after it, mean it does not stand alone. */
const TRANSITIONS: ReadonlyArray<readonly [phrase: string, continuedBy: readonly string[]]> = [
  [
    "however",
    ["much", "many", "long", "far", "hard", "often", "little", "few", "big", "small", "good", "bad", "you", "i", "we", "they", "he", "she"],
  ],
  ["therefore", []],
  ["thus", ["far"]],
  ["moreover", []],
  ["furthermore", []],
  ["consequently", []],
  ["nevertheless", []],
  ["nonetheless", []],
  ["additionally", []],
  ["meanwhile", []],
  ["unfortunately", []],
  ["fortunately", []],
  ["firstly", []],
  ["secondly", []],
  ["thirdly", []],
  ["lastly", []],
  ["first of all", []],
  ["in addition", ["to"]],
  ["in conclusion", []],
  ["in summary", []],
  ["in short", []],
  ["to sum up", []],
  ["to conclude", []],
  ["for example", []],
  ["for instance", []],
  ["on the other hand", []],
  ["of course", []],
  ["in fact", []],
  ["as a result", ["of"]],
  ["in my opinion", []],
];

const PHRASES = TRANSITIONS.map(([phrase, continuedBy]) => ({ words: phrase.split(" "), continuedBy: new Set(continuedBy) }));

/** The sentence's first word tokens, skipping an opening quotation mark or bracket. */
const openingWords = (tokens: readonly Token[]): Token[] => {
  const first = tokens.findIndex((token) => token.kind === "word");
  return first === -1 || tokens.slice(0, first).some((token) => !/^["'“‘([]$/.test(token.text)) ? [] : tokens.slice(first);
};

export const introductoryComma: WordloomRule = {
  id: RULE,
  check: ({ text, tokens }: RuleInput) => {
    const words = openingWords(tokens);
    for (const { words: phrase, continuedBy } of PHRASES) {
      const matched = phrase.every((word, index) => words[index]?.kind === "word" && words[index]?.lower === word);
      const last = words[phrase.length - 1];
      const next = words[phrase.length];
      // A sentence goes on after the transition: a word (not a comma, colon or the sentence's end), then at least two more.
      const wordCount = words.filter((token) => token.kind === "word").length;
      if (!matched || last === undefined || next?.kind !== "word" || continuedBy.has(next.lower) || wordCount < phrase.length + 3) {
        continue;
      }
      const first = words[0] as Token;
      const transition = text.slice(first.start, last.end);
      return [
        makeFinding({
          rule: RULE,
          from: first,
          to: last,
          replacements: [`${transition},`],
          message: `Put a comma after “${transition}” when it opens the sentence.`,
          shortMessage: "Comma after an opening transition",
          // Many guides let a short opening transition run on without it, and JFLEG's minimal
          // corrections mostly do (13 of them would be flagged), so it is a suggestion shown on request.
          category: "Style",
          issueType: "Comma",
        }),
      ];
    }
    return [];
  },
};
