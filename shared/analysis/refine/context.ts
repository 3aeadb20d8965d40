/**
 * Bags of content-word stems, used to measure how well a WordNet sense fits a sentence (a
 * simplified Lesk overlap). The stemmer is deliberately crude: both sides go through it, so it only
 * has to map "decisions"/"decision" and "walking"/"walked"/"walk" to one key.
 */

const STOPWORDS = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by " +
    "can could did do does doing done down during each either else ever every few for from further get got had has have having he her " +
    "here hers herself him himself his how i if in into is it its itself just like may me might more most much must my myself no nor " +
    "not now of off on once one only or other ought our ours ourselves out over own same shall she should so some such than that the " +
    "their theirs them themselves then there these they this those through to too under until up upon us very was we were what when " +
    "where which while who whom whose why will with within without would yet you your yours yourself yourselves someone something " +
    "somebody anyone anything thing things way used use make made many"
  ).split(" "),
);

/** A crude suffix-stripping stem: "decisions" → "decision", "walked"/"walking"/"walks" → "walk", "cities" → "city". */
export const stem = (word: string): string => {
  let base = word.toLowerCase().replace(/['’]s$/, "");
  if (base.length > 4 && base.endsWith("ies")) {
    base = `${base.slice(0, -3)}y`;
  } else if (base.length > 5 && base.endsWith("ing")) {
    base = base.slice(0, -3);
  } else if (base.length > 4 && base.endsWith("ed")) {
    base = base.slice(0, -2);
  } else if (base.length > 3 && base.endsWith("s") && !base.endsWith("ss")) {
    base = base.slice(0, -1);
  }
  if (base.length > 3 && base.endsWith("e")) {
    base = base.slice(0, -1);
  }
  const last = base.at(-1);
  if (base.length > 3 && last !== undefined && last === base.at(-2) && /[bdgklmnprt]/.test(last)) {
    base = base.slice(0, -1);
  }
  return base;
};

/** Whether a lower-case word carries content (not a function word, not a one- or two-letter token). */
export const isContentWord = (word: string): boolean => word.length > 2 && !STOPWORDS.has(word) && /\p{L}/u.test(word);

/** The stems of the content words of `text`. */
export const contentStems = (text: string): Set<string> => {
  const stems = new Set<string>();
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)) {
    const word = match[0];
    if (isContentWord(word)) {
      stems.add(stem(word));
    }
  }
  return stems;
};

/** How many stems of `signature` occur in `context`. */
export const overlapCount = (signature: ReadonlySet<string>, context: ReadonlySet<string>): number => {
  let count = 0;
  for (const item of signature) {
    if (context.has(item)) {
      count += 1;
    }
  }
  return count;
};
