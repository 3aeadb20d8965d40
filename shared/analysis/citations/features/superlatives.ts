import { firstMatch, type Feature } from "../feature";

/**
 * Superlatives. "Record" superlatives (size, popularity, rank: "the largest", "the most popular", "best-selling")
 * are claims someone measured; generic ones ("the nearest shop", "the best way") usually are not, so they weigh
 * less. A scope ("in the world", "ever", "in history") strengthens either, and counts only with a superlative.
 */

const RECORD =
  "largest|biggest|smallest|tallest|highest|lowest|oldest|fastest|slowest|longest|shortest|richest|poorest|deadliest|busiest|" +
  "hottest|coldest|wettest|driest|wealthiest|heaviest|greatest|best[\\s-]selling|bestselling|top[\\s-]selling|fastest[\\s-]growing|" +
  "most\\s+(?:popular|common|widely\\s+used|used|visited|successful|expensive|influential|populous|spoken|downloaded|watched|" +
  "read|cited|valuable|profitable|powerful|advanced|accurate|reliable|efficient|effective|polluted|dangerous|famous)|" +
  "least\\s+(?:popular|common|expensive|visited|populous)|leading|number[\\s-]one|no\\.\\s?1|#1|first\\s+(?:person|woman|man|country|company|nation)\\s+to";

// Case-sensitive on purpose: with the "i" flag, \p{Lu} would match any letter ("the film's greatest asset").
const RECORD_PATTERN = new RegExp(
  String.raw`(?<![\p{L}'’])(?:[Tt]he|[Ww]orld['’]s|\p{Lu}\p{L}+['’]s)\s+(?:(?:second|third|single|very|\d+(?:st|nd|rd|th))[\s-]+)?(?:${RECORD})(?![\p{L}-])`,
  "u",
);

/** Words ending in "-est" that are not superlatives. */
const NOT_SUPERLATIVE = new Set([
  "rest",
  "west",
  "test",
  "interest",
  "request",
  "forest",
  "guest",
  "contest",
  "chest",
  "nest",
  "quest",
  "honest",
  "modest",
  "manifest",
  "protest",
  "harvest",
  "digest",
  "crest",
  "vest",
  "pest",
  "arrest",
  "conquest",
  "behest",
  "earnest",
  "inquest",
  "latest",
  "midwest",
  "southwest",
  "northwest",
  "bequest",
  "unrest",
  "zest",
  "priest",
  "suggest",
  "invest",
  "protest",
]);

const GENERIC_PATTERN = /\bthe\s+(?:(?:second|third|single|very)\s+)?(\p{L}{3,}est|(?:most|least)\s+\p{L}{4,}|best|worst)\b/giu;

const SCOPE =
  /\b(?:in\s+the\s+(?:world|universe|country|nation|industry|market|US|UK|EU)|in\s+(?:history|America|Europe|Asia|Africa|Britain|the\s+United\s+(?:States|Kingdom))|of\s+all\s+time|ever(?:\s+(?:recorded|built|made|sold))?|on\s+(?:earth|record|the\s+planet|the\s+market)|worldwide|globally|anywhere)\b/i;

export const recordSuperlative: Feature = {
  id: "record-superlative",
  label: "Superlative",
  detect: (sentence) => firstMatch(RECORD_PATTERN, sentence),
};

export const superlative: Feature = {
  id: "superlative",
  label: "Superlative",
  detect: (sentence) => {
    for (const match of sentence.matchAll(GENERIC_PATTERN)) {
      const word = (match[1] ?? "").toLowerCase();
      if (
        !NOT_SUPERLATIVE.has(word) &&
        !/^(?:most|least)\s+(?:of|people|likely|recently|often|importantly|notably|part|times|days|cases)$/.test(word)
      ) {
        return match[0];
      }
    }
    return null;
  },
};

/** Only meaningful together with a superlative: check.ts ignores it otherwise. */
export const superlativeScope: Feature = {
  id: "scope",
  label: "Scope",
  detect: (sentence) => firstMatch(SCOPE, sentence),
};
