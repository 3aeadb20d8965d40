import type { Feature } from "../feature";

/**
 * Signs that the sentence already says where the claim comes from: "according to X" (a named X), author–year
 * references "(Smith, 2020)" / "Smith et al. (2020)", a URL or domain, numbered references "[1]", superscript note
 * numbers, a named study ("a 2019 study by Harvard", "published in Nature") or a named speaker ("the WHO reported").
 */

const NAMED_ACCORDING =
  /\baccording\s+to\s+(?!(?:many|some|several|most|recent|various|numerous|countless)?\s*(?:studies|research|experts|scientists|sources|reports|estimates|surveys|data|statistics|people)\b)(?:the\s+)?[\p{L}\d][\p{L}\d.&'’-]*/iu;
const AUTHOR_YEAR =
  /\(\s*(?:see\s+)?\p{Lu}[\p{L}'’-]+(?:\s+(?:et\s+al\.?|(?:and|&)\s+\p{Lu}[\p{L}'’-]+))?,?\s+(?:\d{4}[a-z]?|n\.d\.)(?:[,;:]\s*(?:p{1,2}\.\s*)?[\d–-]+)?(?:;\s*[^)]*)?\)/u;
const NAME_YEAR = /\b\p{Lu}[\p{L}'’-]+(?:\s+et\s+al\.?|\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+)?\s+\(\d{4}[a-z]?\)/u;
const URL = /\bhttps?:\/\/\S+|\bwww\.\S+|\b[\w-]+\.(?:com|org|gov|edu|net|int|io|co\.uk|ac\.uk|gov\.uk)\b(?:\/\S*)?/i;
const NUMBERED = /\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]|[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\[\s*(?:citation|source|ref)\s*:[^\]]+\]/;
const NAMED_STUDY =
  /\b(?:study|survey|report|paper|analysis|poll|review|census|trial|data)\s+(?:by|from|conducted\s+by|published\s+(?:in|by)|in\s+the\s+journal|in)\s+(?:the\s+)?\p{Lu}|\bpublished\s+in\s+(?:the\s+)?\p{Lu}|\b(?:source|sources)\s*:/u;
const GENERIC_SUBJECTS = new Set([
  "studies",
  "research",
  "experts",
  "scientists",
  "doctors",
  "surveys",
  "reports",
  "statistics",
  "data",
  "evidence",
  "many",
  "some",
  "most",
  "people",
  "it",
  "he",
  "she",
  "i",
  "you",
  "they",
  "we",
  "this",
  "that",
  "these",
  "those",
  "there",
  "researchers",
  "analysts",
  "economists",
]);
const REPORTED =
  /(?:\b(?:the\s+)?((?:\p{Lu}[\p{L}.'’-]*\s+){0,3}\p{Lu}[\p{L}.'’-]*))\s+(?:has\s+|have\s+)?(?:said|says|reported|reports|found|finds|wrote|writes|estimates|estimated|stated|states|noted|notes|announced|concluded|concludes|showed|shows|observed|observes|recorded|records)\b/gu;

const namedReporter = (sentence: string): string | null => {
  for (const match of sentence.matchAll(REPORTED)) {
    const name = (match[1] ?? "").trim();
    const words = name.split(/\s+/);
    const last = (words[words.length - 1] ?? "").toLowerCase();
    // The sentence's first word is capitalised anyway: "Studies show" is not a name.
    if (!GENERIC_SUBJECTS.has(last) && !(match.index === 0 && words.length === 1 && GENERIC_SUBJECTS.has(last))) {
      return match[0].trim();
    }
  }
  return null;
};

export const attribution: Feature = {
  id: "attribution",
  label: "Already attributed",
  detect: (sentence) => {
    for (const pattern of [NAMED_ACCORDING, AUTHOR_YEAR, NAME_YEAR, URL, NUMBERED, NAMED_STUDY]) {
      const match = pattern.exec(sentence);
      if (match) {
        return match[0].trim();
      }
    }
    return namedReporter(sentence);
  },
};
