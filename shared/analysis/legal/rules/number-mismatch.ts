import { matchesOf, type LegalRule, type RuleMatch } from "../rule";

/**
 * Numbers written twice, in words and figures, must agree: "five (5) days" is fine, "five (6) days" is flagged, as is
 * "thirty (13)" and "Five Thousand Dollars ($6,000)". Which one is right cannot be known, so there is no correction.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 };

const NUMBER_WORD = `(?:${[...Object.keys(UNITS), "hundred", ...Object.keys(SCALES)].join("|")})`;
/** "one hundred and twenty-five thousand", "Twenty One". */
const NUMBER_WORDS = String.raw`${NUMBER_WORD}(?:(?:\s+and\s+|[\s-]+)${NUMBER_WORD})*`;
/** An optional unit between the words and the bracket: "five dollars ($5)", "ten per cent (10%)". */
const UNIT = String.raw`(?:\s+(?:(?:US|U\.S\.|Australian|Canadian)\s+)?(?:dollars?|pounds?(?:\s+sterling)?|euros?|cents?|pence|percent|per\s+cent))?`;
/** A figure with an optional currency sign, thousands separators, decimals and per cent sign. */
const FIGURE = String.raw`(?:[$£€]\s*)?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?%?`;

const WORDS_THEN_FIGURE = new RegExp(String.raw`\b(${NUMBER_WORDS})${UNIT}\s*\(\s*(${FIGURE})\s*\)`, "gi");
const FIGURE_THEN_WORDS = new RegExp(String.raw`(?<![\d.,])(${FIGURE})\s*\(\s*(${NUMBER_WORDS})${UNIT}\s*\)`, "gi");

/** The value of number words, or null if they do not form a number ("five five"). */
export const parseNumberWords = (words: string): number | null => {
  let total = 0;
  let current = 0;
  for (const word of words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((piece) => piece && piece !== "and")) {
    const unit = UNITS[word];
    const scale = SCALES[word];
    if (unit !== undefined) {
      // After a non-round part only a single digit may follow a tens word ("twenty one"; not "five five", "ten one").
      const rest = current % 100;
      if (rest !== 0 && !(rest >= 20 && rest % 10 === 0 && unit > 0 && unit < 10)) {
        return null;
      }
      current += unit;
    } else if (word === "hundred") {
      if (current % 100 === 0 && current !== 0) {
        return null;
      }
      current = (current || 1) * 100;
    } else if (scale !== undefined) {
      total += (current || 1) * scale;
      current = 0;
    } else {
      return null;
    }
  }
  return total + current;
};

const figureValue = (figure: string): number => Number(figure.replace(/[$£€,%\s]/g, ""));

const check = (sentence: string, match: RegExpExecArray, words: string, figure: string): RuleMatch | null => {
  const spoken = parseNumberWords(words);
  const written = figureValue(figure);
  if (spoken === null || Number.isNaN(written) || spoken === written) {
    return null;
  }
  return {
    start: match.index,
    end: match.index + match[0].length,
    correctedText: null,
    message: `The words say ${spoken.toLocaleString("en-US")} but the figure says ${figure.replace(/\s+/g, "")}. Make them agree.`,
  };
};

export const numberMismatch: LegalRule = {
  id: "number-mismatch",
  errorType: "Number mismatch",
  message: "The number in words and the number in figures disagree.",
  find: (sentence) => {
    const found: RuleMatch[] = [];
    for (const match of matchesOf(WORDS_THEN_FIGURE, sentence)) {
      const hit = check(sentence, match, match[1] ?? "", match[2] ?? "");
      if (hit) {
        found.push(hit);
      }
    }
    for (const match of matchesOf(FIGURE_THEN_WORDS, sentence)) {
      const hit = check(sentence, match, match[2] ?? "", match[1] ?? "");
      if (hit) {
        found.push(hit);
      }
    }
    return found;
  },
};
