/**
 * The Porter stemmer (M. F. Porter, "An algorithm for suffix stripping", 1980), so that "writing",
 * "writes" and "written"... share a stem where the algorithm allows ("connection", "connected" and
 * "connecting" all become "connect"). Input must be lower case. Irregular forms ("wrote") are not
 * mapped: the stemmer only strips suffixes.
 */

const STEP2: Record<string, string> = {
  ational: "ate",
  tional: "tion",
  enci: "ence",
  anci: "ance",
  izer: "ize",
  bli: "ble",
  alli: "al",
  entli: "ent",
  eli: "e",
  ousli: "ous",
  ization: "ize",
  ation: "ate",
  ator: "ate",
  alism: "al",
  iveness: "ive",
  fulness: "ful",
  ousness: "ous",
  aliti: "al",
  iviti: "ive",
  biliti: "ble",
  logi: "log",
};
const STEP3: Record<string, string> = { icate: "ic", ative: "", alize: "al", iciti: "ic", ical: "ic", ful: "", ness: "" };

const CONSONANT = "[^aeiou]";
const VOWEL = "[aeiouy]";
const CONSONANTS = `${CONSONANT}[^aeiouy]*`;
const VOWELS = `${VOWEL}[aeiou]*`;
/** measure > 0: [C](VC)+... */
const MEASURE_ABOVE_0 = new RegExp(`^(${CONSONANTS})?${VOWELS}${CONSONANTS}`);
/** measure = 1 */
const MEASURE_IS_1 = new RegExp(`^(${CONSONANTS})?${VOWELS}${CONSONANTS}(${VOWELS})?$`);
/** measure > 1 */
const MEASURE_ABOVE_1 = new RegExp(`^(${CONSONANTS})?${VOWELS}${CONSONANTS}${VOWELS}${CONSONANTS}`);
const HAS_VOWEL = new RegExp(`^(${CONSONANTS})?${VOWEL}`);
/** consonant-vowel-consonant ending, the last not w, x or y ("hop", not "how") */
const CVC_END = new RegExp(`^${CONSONANTS}${VOWEL}[^aeiouwxy]$`);
const DOUBLE_END = /([^aeiouylsz])\1$/;

const STEP2_RE =
  /^(.+?)(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$/;
const STEP3_RE = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/;
const STEP4_RE = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/;
const STEP4_ION_RE = /^(.+?)(s|t)(ion)$/;

const step1 = (word: string): string => {
  let w = word;
  if (/^(.+?)(ss|i)es$/.test(w)) {
    w = w.replace(/^(.+?)(ss|i)es$/, "$1$2");
  } else if (/^(.+?)([^s])s$/.test(w)) {
    w = w.replace(/^(.+?)([^s])s$/, "$1$2");
  }
  const eed = /^(.+?)eed$/.exec(w);
  const edIng = /^(.+?)(ed|ing)$/.exec(w);
  if (eed) {
    if (MEASURE_ABOVE_0.test(eed[1] ?? "")) {
      w = w.slice(0, -1);
    }
  } else if (edIng && HAS_VOWEL.test(edIng[1] ?? "")) {
    w = edIng[1] ?? w;
    if (/(at|bl|iz)$/.test(w)) {
      w += "e";
    } else if (DOUBLE_END.test(w)) {
      w = w.slice(0, -1);
    } else if (CVC_END.test(w)) {
      w += "e";
    }
  }
  const y = /^(.+?)y$/.exec(w);
  if (y && HAS_VOWEL.test(y[1] ?? "")) {
    w = `${y[1] ?? ""}i`;
  }
  return w;
};

const replaceSuffix = (word: string, pattern: RegExp, table: Record<string, string>): string => {
  const match = pattern.exec(word);
  if (!match) {
    return word;
  }
  const [, stem = "", suffix = ""] = match;
  return MEASURE_ABOVE_0.test(stem) ? stem + (table[suffix] ?? "") : word;
};

const step4 = (word: string): string => {
  const match = STEP4_RE.exec(word);
  if (match) {
    const stem = match[1] ?? "";
    return MEASURE_ABOVE_1.test(stem) ? stem : word;
  }
  const ion = STEP4_ION_RE.exec(word);
  if (ion) {
    const stem = (ion[1] ?? "") + (ion[2] ?? "");
    return MEASURE_ABOVE_1.test(stem) ? stem : word;
  }
  return word;
};

const step5 = (word: string): string => {
  let w = word;
  const e = /^(.+?)e$/.exec(w);
  if (e) {
    const stem = e[1] ?? "";
    if (MEASURE_ABOVE_1.test(stem) || (MEASURE_IS_1.test(stem) && !CVC_END.test(stem))) {
      w = stem;
    }
  }
  if (/ll$/.test(w) && MEASURE_ABOVE_1.test(w)) {
    w = w.slice(0, -1);
  }
  return w;
};

/** The Porter stem of a lower-case word; words under 3 letters are returned as they are. */
export const stem = (word: string): string => {
  if (word.length < 3) {
    return word;
  }
  // A leading y is a consonant: mark it so the vowel patterns skip it.
  const leadingY = word.startsWith("y");
  let w = leadingY ? `Y${word.slice(1)}` : word;
  w = step1(w);
  w = replaceSuffix(w, STEP2_RE, STEP2);
  w = replaceSuffix(w, STEP3_RE, STEP3);
  w = step4(w);
  w = step5(w);
  return leadingY ? `y${w.slice(1)}` : w;
};
