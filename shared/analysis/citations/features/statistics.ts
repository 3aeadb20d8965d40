import { regexFeature } from "../feature";

/** Statistics: percentages, rates ("3 in 5"), shares of a population, multipliers and large counts. */

const SMALL = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety";

export const percentage = regexFeature(
  "percentage",
  "Statistic",
  new RegExp(
    String.raw`\b\d+(?:[.,]\d+)?\s?(?:%|percent\b|per\s?cent\b)|\b(?:${SMALL}|a\s+hundred|one\s+hundred)(?:[\s-](?:${SMALL}))?\s+(?:percent|per\s?cent)\b`,
    "i",
  ),
);

export const ratio = regexFeature(
  "ratio",
  "Statistic",
  new RegExp(
    String.raw`\b(?:\d{1,3}|${SMALL})\s+(?:in|out\s+of)\s+(?:every\s+)?(?:\d{1,3}(?![\d,.])|${SMALL}|a\s+(?:hundred|thousand|million))\b`,
    "i",
  ),
);

const POPULATION =
  "people|adults|children|kids|teens|teenagers|students|women|men|americans|britons|europeans|users|consumers|customers|employees|workers|voters|doctors|nurses|patients|households|companies|businesses|firms|respondents|parents|smokers|deaths|cases|citizens|residents|drivers|shoppers|internet\\s+users|\\p{Lu}\\p{L}+(?:ans|ers|ese|ish)";

export const shareOfPopulation = regexFeature(
  "share",
  "Statistic",
  new RegExp(
    String.raw`\b(?:half|a\s+third|a\s+quarter|two[\s-]thirds|three[\s-]quarters|the\s+majority|a\s+majority|a\s+minority|nearly\s+all|almost\s+all)\s+of\s+(?:all\s+)?(?:the\s+)?(?:${POPULATION})\b`,
    "iu",
  ),
);

export const multiplier = regexFeature(
  "multiplier",
  "Statistic",
  new RegExp(
    String.raw`\b(?:twice|(?:\d+(?:\.\d+)?|${SMALL})\s*(?:times|x))\s+(?:as|more|less|higher|lower|faster|slower|greater|likelier|likely)\b|\b(?:doubled|tripled|quadrupled|halved)\b`,
    "i",
  ),
);

export const largeCount = regexFeature(
  "count",
  "Figure",
  /\b\d+(?:[.,]\d+)?\s*(?:million|billion|trillion|bn|m)\b|(?<![\d.,$£€])\b\d{1,3}(?:,\d{3})+\b(?!\.\d)/i,
);
