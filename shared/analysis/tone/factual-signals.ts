/**
 * Factual signals in a sentence, each occurrence counting 1. Kinds are matched in this order and a
 * later kind never counts text an earlier one took ("25%" is a percentage, not also a number):
 *
 *   citation     [3], [1–4], (Smith, 2020), (Smith and Jones 2019), et al.
 *   percentage   25%, 3.5 percent, ten per cent
 *   date         March 3, 2024 · 3 March · Jan. 2020 · Monday · 2024-01-05 · 5/1/2024 · years 1500–2099 and decades (1990s)
 *   measure      money ($20, €3.5 million) and a number with a unit (5 km, 20 kg, 3 hours, 40 mph, 12 people)
 *   number       other numerals (1,200 · 3.5) and hundred / thousand / million / billion / trillion / dozen
 *   name         capitalised words not opening the sentence or a quotation ("New York City", "Dr. Smith",
 *                "Bank of England" count once); not "I"
 *   attribution  according to, said, reported, announced, found that, study, survey, research, data, census …
 */

export type FactualKind = "citation" | "attribution" | "percentage" | "date" | "measure" | "number" | "name";

const MONTH =
  "(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)";
const DAY_OF_MONTH = "\\d{1,2}(?:st|nd|rd|th)?";
const UNIT =
  "(?:km|kg|mg|g|m|cm|mm|mi|ft|lb|lbs|oz|ml|l|°[CF]|°|kWh|kW|MW|GW|mph|km\\/h|GB|MB|TB|Hz|GHz|miles?|kilomet(?:er|re)s?|met(?:er|re)s?|kilograms?|grams?|pounds|tons?|tonnes?|lit(?:er|re)s?|hours?|minutes?|seconds?|days?|weeks?|months?|years?|decades?|centuries|dollars|euros|people|employees|students|patients|users|customers|degrees|points|votes|USD|EUR|GBP)";
const NUMERAL = "\\d[\\d,]*(?:\\.\\d+)?";

const KINDS: ReadonlyArray<{ kind: FactualKind; pattern: RegExp }> = [
  {
    kind: "citation",
    pattern: new RegExp(
      `\\[\\d+(?:\\s*[,–-]\\s*\\d+)*\\]|\\(\\s*\\p{Lu}[\\p{L}'’-]+(?:\\s+(?:et\\s+al\\.?|and\\s+\\p{Lu}[\\p{L}'’-]+))?,?\\s+(?:1[5-9]|20)\\d{2}[a-z]?\\s*\\)|\\bet\\s+al\\.?`,
      "gu",
    ),
  },
  {
    kind: "percentage",
    pattern: new RegExp(
      `(?:${NUMERAL}|\\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred))\\s?(?:%|percent\\b|per\\s+cent\\b)`,
      "giu",
    ),
  },
  {
    kind: "date",
    pattern: new RegExp(
      `\\b${MONTH}\\.?\\s+${DAY_OF_MONTH}(?:,?\\s+\\d{4})?\\b|\\b${DAY_OF_MONTH}\\s+${MONTH}\\.?(?:,?\\s+\\d{4})?\\b|\\b(?!May\\b|March\\b)${MONTH}\\.?(?:\\s+\\d{4})?\\b|\\b(?:May|March)\\s+\\d{4}\\b|\\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b\\d{1,2}\\/\\d{1,2}\\/\\d{2,4}\\b|\\b(?:1[5-9]|20)\\d{2}s?\\b`,
      "gu",
    ),
  },
  {
    kind: "measure",
    pattern: new RegExp(
      `[$€£¥]\\s?${NUMERAL}(?:\\s?(?:million|billion|trillion|bn|m|k)\\b)?|${NUMERAL}\\s?(?:(?:million|billion|trillion|thousand|hundred)\\s+)?${UNIT}(?![\\p{L}])`,
      "gu",
    ),
  },
  { kind: "number", pattern: new RegExp(`${NUMERAL}|\\b(?:hundred|thousand|million|billion|trillion|dozen)s?\\b`, "giu") },
  {
    // A run of capitalised words ("New York City", "Bank of England"), not at the start of the sentence or a quotation.
    kind: "name",
    pattern:
      /(?<=[^\s"“‘'(:[.!?]\s+)\p{Lu}[\p{L}'’-]*(?:\s+(?:of|for|de|van|von|da|del|the)\s+\p{Lu}[\p{L}'’-]*|\.?\s+\p{Lu}[\p{L}'’-]*)*/gu,
  },
  {
    kind: "attribution",
    pattern:
      /\b(?:according\s+to|said|says|told|reported|reports|stated|announced|confirmed|found\s+that|showed\s+that|shows\s+that|study|studies|survey|surveys|research|researchers|data|statistics|census|evidence|published|estimated|estimates|measured|recorded)\b/giu,
  },
];

const NOT_NAMES = new Set(["I", "I'm", "I’m", "I've", "I’ve", "I'd", "I’d", "I'll", "I’ll", "OK"]);

export interface SignalMatch<Kind extends string> {
  kind: Kind;
  start: number;
  end: number;
}

/** Matches of ordered kinds in `text`; a match overlapping an earlier one is dropped. */
export const matchSignals = <Kind extends string>(
  text: string,
  kinds: ReadonlyArray<{ kind: Kind; pattern: RegExp }>,
  keep: (kind: Kind, matched: string) => boolean = () => true,
): Array<SignalMatch<Kind>> => {
  const taken: Array<SignalMatch<Kind>> = [];
  for (const { kind, pattern } of kinds) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!keep(kind, match[0]) || taken.some((other) => other.start < end && start < other.end)) {
        continue;
      }
      taken.push({ kind, start, end });
    }
  }
  return taken.sort((a, b) => a.start - b.start);
};

/** Factual signals of one sentence, in order. */
export const factualSignals = (sentence: string): Array<SignalMatch<FactualKind>> =>
  matchSignals(sentence, KINDS, (kind, matched) => kind !== "name" || !NOT_NAMES.has(matched));
