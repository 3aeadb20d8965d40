import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * A sentence starts with a capital letter: "he has a lot of money." → "He", "is it right?" → "Is",
 * "…in the park. then we went home." → "Then". Only common English words are checked (pronouns,
 * determiners, auxiliaries, conjunctions, prepositions and sentence adverbs), so names and terms that
 * are written in lower case on purpose ("iPhone", "npm", "eBay") are never touched; a word after an
 * abbreviation ("etc. the", "approx. two"), lists, tables, code and captions are left alone.
 */

const RULE = "sentence-capital";

const OPENERS = new Set(
  `
  he she it we they you there here this that these those the a an my your his her our their its some many most all each
  every any no one both either neither another such what who whom whose where when why how which whether
  is are was were am be do does did can could will would should may might must shall have has had
  and but so or nor yet if while because although though since after before as once unless until then also however
  therefore thus hence moreover furthermore besides nowadays today now finally first firstly second secondly third
  thirdly lastly next still even only just maybe perhaps actually in on at for with from by to of about during without
  into through among between against like not never people everyone everybody someone somebody nobody nothing
  everything something anything let please
  `
    .trim()
    .split(/\s+/),
);

/** Abbreviations after which a lower-case word goes on with the same sentence. */
const ABBREVIATIONS = new Set(
  `etc approx vs cf al ca eg ie e.g i.e fig figs vol no nos pp ed eds ch sec para dept est incl excl misc min max avg resp viz
  mr mrs ms dr prof rev gen col sgt capt gov sen rep inc ltd corp bros assn univ govt jan feb mar apr jun jul aug sep sept oct
  nov dec mon tue tues wed thu thur thurs fri sat sun`.split(/\s+/),
);

/** Auxiliaries and verbs do not open a new sentence after "!" inside a name ("Yahoo! has announced"). */
const AUXILIARIES = new Set([
  "is",
  "are",
  "was",
  "were",
  "am",
  "be",
  "do",
  "does",
  "did",
  "can",
  "could",
  "will",
  "would",
  "should",
  "may",
  "might",
  "must",
  "shall",
  "have",
  "has",
  "had",
]);

/** Block types that are not running prose. */
const NOT_PROSE = /list|li\b|table|cell|code|pre|caption|label|button|toc/i;

/** Whether a lower-case word at `index` starts a new sentence after ". " inside the span the segmenter kept together. */
const startsAfterFullStop = (tokens: readonly Token[], index: number, text: string): boolean => {
  const stop = tokens[index - 1];
  const word = tokens[index - 2];
  if (!stop || !word || !/^[.!?]$/.test(stop.text) || word.kind !== "word" || word.end !== stop.start) {
    return false;
  }
  if (stop.text === "." && (word.lower.length < 3 || ABBREVIATIONS.has(word.lower) || /\./.test(word.lower) || /\d/.test(word.lower))) {
    return false;
  }
  if (stop.text !== "." && AUXILIARIES.has(tokens[index]?.lower ?? "")) {
    return false;
  }
  return /^\s+$/.test(text.slice(stop.end, tokens[index]?.start));
};

export const sentenceCapital: WordloomRule = {
  id: RULE,
  check: ({ tokens, text, blockType }: RuleInput) => {
    if (blockType !== undefined && NOT_PROSE.test(blockType)) {
      return [];
    }
    const words = tokens.filter((token) => token.kind === "word").length;
    if (words < 3) {
      return [];
    }
    const findings = [];
    for (const token of tokens) {
      if (token.kind !== "word" || !OPENERS.has(token.text) || !(token.index === 0 || startsAfterFullStop(tokens, token.index, text))) {
        continue;
      }
      // A sentence the segmenter split without a space ("Dimitri?from") or after a quote or bracket is left alone,
      // and so is an auxiliary after "!" or "?" (a title: "Kung Pow! is the kind of movie…").
      if (token.index === 0 && token.start > 0 && !/\s/.test(text[token.start - 1] ?? "")) {
        continue;
      }
      if (token.index === 0 && /[!?]$/.test(text.slice(0, token.start).trimEnd()) && AUXILIARIES.has(token.lower)) {
        continue;
      }
      const replacement = token.text.charAt(0).toUpperCase() + token.text.slice(1);
      findings.push(
        makeFinding({
          rule: RULE,
          from: token,
          replacements: [replacement],
          message: `A sentence starts with a capital letter: “${replacement}”.`,
          shortMessage: "Capital letter",
          category: "Capitalization",
          issueType: "Capitalization",
        }),
      );
    }
    return findings;
  },
};
