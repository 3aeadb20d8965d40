import { phraseMatcher } from "./phrases";

/**
 * Stock phrases that machine-generated text overuses, a curated heuristic list (the phrases are
 * not proof: people write them too). Full phrases weigh 1; single "favoured words" weigh 0.5
 * because they are common in human prose as well (stock-phrases.ts `stockWeight`).
 */
const STOCK_PHRASES = [
  "in today's fast-paced world", "in today's digital age", "in today's world", "in today's ever-changing world",
  "in the ever-evolving", "ever-evolving landscape", "ever-changing landscape", "digital landscape", "it is important to note",
  "it's important to note", "it is worth noting", "it's worth noting", "it is crucial to", "it's crucial to", "it is essential to",
  "plays a crucial role", "play a crucial role", "plays a pivotal role", "plays a vital role", "play a vital role", "a testament to",
  "rich tapestry", "tapestry of", "navigate the complexities", "navigating the complexities", "navigate the intricacies",
  "unlock the potential", "unlock the full potential", "unlocking the potential", "harness the power", "harnessing the power",
  "embark on a journey", "embark on this journey", "in the realm of", "a myriad of", "cutting-edge", "game-changer",
  "game changer", "in conclusion", "in summary", "when it comes to", "it's not just about", "not just a", "dive into",
  "deep dive", "let's dive in", "let's delve", "whether you're a", "look no further", "comprehensive guide",
  "stands as a", "serves as a testament", "underscores the importance", "underscore the importance", "shed light on",
  "sheds light on", "pave the way", "paves the way", "paving the way", "holistic approach", "paradigm shift",
  "fostering a culture", "foster a culture", "elevate your", "take it to the next level", "at the forefront of",
  "a wide range of", "a crucial aspect", "key aspects", "key takeaways", "the power of", "in essence",
];

const FAVOURED_WORDS = [
  "delve", "delves", "delving", "tapestry", "multifaceted", "intricate", "intricacies", "nuanced", "pivotal", "crucial",
  "vital", "seamless", "seamlessly", "robust", "leverage", "leveraging", "streamline", "streamlines", "foster",
  "fostering", "elevate", "empower", "empowering", "resonate", "resonates", "vibrant", "bustling", "meticulous",
  "meticulously", "showcasing", "navigate", "navigating", "landscape", "realm", "moreover", "furthermore", "additionally",
  "unwavering", "transformative", "synergy", "ever-evolving", "commendable", "noteworthy", "invaluable",
];

/** One matcher for both lists: a phrase ("plays a crucial role") wins over its favoured word ("crucial"). */
const matcher = phraseMatcher([...STOCK_PHRASES, ...FAVOURED_WORDS]);

/** Stock phrases and favoured words of one sentence (its lower-case words). */
export const stockCues = (words: readonly string[]): string[] => matcher(words);

const FAVOURED = new Set(FAVOURED_WORDS);

/** A full phrase weighs 1, a single favoured word 0.5. */
export const stockWeight = (cue: string): number => (FAVOURED.has(cue.toLowerCase()) ? 0.5 : 1);
