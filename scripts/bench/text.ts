// Deterministic English-like text for the API benchmark: a seeded PRNG, a few hundred common
// words with a Zipf-like frequency, sentences grouped into paragraphs, pages shaped like
// server/test/factories.ts buildPages (one text block per paragraph).
import type { Page } from "@wordloom/shared/model";

/** mulberry32: small, fast and good enough for test data; the same seed gives the same text. */
export const createRng = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) {
      throw new Error("pick from an empty list");
    }
    return item;
  };
  /** A random (version 4 shaped) UUID drawn from this generator, so block and sentence ids are reproducible too. */
  const uuid = (): string => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    hex[12] = "4";
    hex[16] = (8 + Math.floor(next() * 4)).toString(16);
    const s = hex.join("");
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  return { next, int, pick, uuid };
};
export type Rng = ReturnType<typeof createRng>;

/** Function words: frequent, and stop words for PostgreSQL's english configuration (never searched for). */
const FUNCTION_WORDS = (
  "the of and to a in that is was he for it with as his on be at by i this had not are but from or have an they which one " +
  "you were her all she there would their we him been has when who will more no if out so said what up its about into than " +
  "them can only other new some could these two may then do first any my now such like our over me even most made after also " +
  "did many before must through back years where much your way well down should because each just those people how too little " +
  "state good very make world still own see men work long get here between both life being under never day same another know " +
  "while last might us great old year off come since against go came right used take three"
).split(" ");

/** Content words: what people search for. Their order is their rank in the Zipf-like draw below. */
export const CONTENT_WORDS = (
  "time house water school family story night country point city place system program question government number " +
  "company problem service market report idea group member power money history result change morning reason research " +
  "student office table garden window letter river mountain village teacher doctor kitchen library museum project " +
  "meeting business interest picture language music science nature summer winter spring autumn weather ocean forest " +
  "island bridge street road station train journey travel holiday friend neighbor child mother father brother sister " +
  "writer reader editor author chapter page paper book journal article draft outline summary argument evidence example " +
  "detail moment memory dream voice silence light shadow color sound smell taste touch feeling thought decision plan " +
  "strategy method process design model pattern structure framework theory practice experience knowledge skill talent " +
  "craft habit routine schedule deadline budget price value quality quantity measure distance speed energy movement " +
  "balance harmony tension conflict solution answer lesson course class exam grade score victory defeat challenge " +
  "opportunity risk chance choice option future past present season harvest orchard meadow valley canyon desert " +
  "glacier volcano harbor lighthouse castle cathedral palace tower cottage cabin barn workshop factory warehouse " +
  "market bakery cafe restaurant hotel hospital clinic pharmacy laboratory observatory telescope microscope compass " +
  "lantern candle mirror blanket pillow carpet curtain staircase hallway balcony rooftop chimney fireplace furnace " +
  "engine wheel anchor sail rudder paddle canoe ferry tunnel highway airport runway passenger ticket luggage postcard " +
  "stamp envelope parcel courier message signal network circuit battery cable software database keyboard screen " +
  "printer camera photograph portrait landscape painting sculpture melody rhythm chorus orchestra violin piano guitar " +
  "trumpet drummer dancer actor audience theater festival parade ceremony celebration wedding birthday anniversary " +
  "recipe ingredient flavor spice pepper garlic onion tomato potato carrot lemon orange apple cherry grape honey " +
  "butter cheese bread coffee tea sugar salt breakfast lunch dinner supper picnic feast " +
  "write read speak listen build create explore discover remember forget imagine consider describe explain improve " +
  "develop measure compare collect gather share follow lead carry travel wander return arrive depart finish begin " +
  "continue decide choose prepare protect support encourage celebrate notice observe question answer " +
  "quiet bright careful curious gentle honest patient quick slow simple clear strong brave calm warm cold ancient " +
  "modern early late small large narrow wide deep shallow heavy light rough smooth sharp soft golden silver wooden " +
  "distant nearby familiar strange hidden open busy empty crowded lonely peaceful restless steady sudden gradual " +
  "careful useful practical remarkable ordinary"
)
  .split(/\s+/)
  .filter((word, index, all) => word.length > 0 && all.indexOf(word) === index);

/** Cumulative Zipf-like weights (s≈1) over a word list, for drawing by rank. */
const zipfTable = (count: number, exponent: number): number[] => {
  const weights = Array.from({ length: count }, (_, rank) => 1 / (rank + 1) ** exponent);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  return weights.map((weight) => (running += weight / total));
};
const FUNCTION_CDF = zipfTable(FUNCTION_WORDS.length, 1);
const CONTENT_CDF = zipfTable(CONTENT_WORDS.length, 0.85);

const drawByRank = (rng: Rng, words: readonly string[], cdf: readonly number[]): string => {
  const r = rng.next();
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((cdf[mid] ?? 1) < r) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return words[lo] ?? words[0] ?? "word";
};

const capitalize = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** One sentence of 6–22 words, about 45% content words, with the odd comma and question. */
export const sentence = (rng: Rng): string => {
  const length = rng.int(6, 22);
  const words: string[] = [];
  for (let i = 0; i < length; i++) {
    const word = rng.next() < 0.45 ? drawByRank(rng, CONTENT_WORDS, CONTENT_CDF) : drawByRank(rng, FUNCTION_WORDS, FUNCTION_CDF);
    words.push(i > 1 && i < length - 2 && rng.next() < 0.07 ? `${word},` : word);
  }
  const text = words.join(" ").replace(/,$/, "");
  return `${capitalize(text)}${rng.next() < 0.08 ? "?" : "."}`;
};

const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Paragraphs (each a list of sentences) adding up to about `targetWords` words. */
export const paragraphs = (rng: Rng, targetWords: number): string[][] => {
  const result: string[][] = [];
  let words = 0;
  while (words < targetWords) {
    const paragraph: string[] = [];
    const sentences = rng.int(3, 8);
    for (let i = 0; i < sentences && words < targetWords; i++) {
      const text = sentence(rng);
      words += countWords(text);
      paragraph.push(text);
    }
    result.push(paragraph);
  }
  return result;
};

/** A short title-cased title of content words. */
export const title = (rng: Rng): string => {
  const words = Array.from({ length: rng.int(2, 6) }, () => drawByRank(rng, CONTENT_WORDS, CONTENT_CDF));
  return words.map(capitalize).join(" ");
};

/**
 * Pages as server/test/factories.ts buildPages makes them (one page, one text block per
 * paragraph), except that each paragraph is split into its sentences, as the editor does.
 */
export const buildPages = (rng: Rng, paragraphList: readonly string[][]): Page[] => [
  {
    blocks: paragraphList.map((sentences) => ({
      id: rng.uuid(),
      htmlType: "text" as const,
      sentences: sentences.map((text) => ({ id: rng.uuid(), text, fragments: [{ text }] })),
    })),
  },
];
