import type { OffensiveSeverity } from "./types";

/**
 * What obscenity's dataset leaves out: insults aimed at people ("idiot", "you're stupid") and mild
 * profanity ("crap", "damn", "what the hell"). obscenity matches words wherever they are; these
 * words are ordinary English in other places ("the loser of the final", "a dumb mistake", "the
 * circles of hell"), so each is matched only in the frames where it insults or swears.
 */
export interface FramedMatch {
  start: number;
  end: number;
  root: string;
  severity: OffensiveSeverity;
  /** Set for a match of several words, so it is not grown to one written word. */
  word?: string;
}

/** Nouns that only ever name a person as stupid or contemptible. */
const PERSON_INSULTS = [
  "idiot",
  "moron",
  "imbecile",
  "cretin",
  "dimwit",
  "nitwit",
  "halfwit",
  "numbskull",
  "numskull",
  "dunce",
  "scumbag",
  "douchebag",
  "lowlife",
  "buffoon",
  "nincompoop",
  "blockhead",
  "bonehead",
  "knucklehead",
  "dipstick",
  "dumbo",
];

/** Nouns that insult a person in an insulting frame ("a loser", "you fool") and are plain words elsewhere. */
const FRAMED_INSULTS = ["loser", "fool", "jerk", "creep", "dork", "slob", "weirdo", "twit", "prat"];

/** Adjectives that insult a person when said of one ("you're stupid", "stupid people"), not of a thing. */
const INSULTING_ADJECTIVES = ["stupid", "dumb", "pathetic", "worthless", "brainless", "useless", "ignorant", "retarded"];

const PEOPLE = String.raw`(?:people|person|persons|man|men|woman|women|guy|guys|girl|girls|boy|boys|kid|kids|child|children|idiots?|fools?|bitch|bastard|cow|twit|jerk|loser|losers|worm|little)`;

const alternatives = (words: readonly string[]): string => words.join("|");

/** Insulting frames before a noun: "you", "a", "such a", "what a", "bunch of", "those", with at most one adjective between. */
const NOUN_FRAME = String.raw`(?:\byou(?:'re|’re|\s+are)?\s+(?:an?\s+|such\s+an?\s+)?|\b(?:an?|such\s+an?|what\s+an?|bunch\s+of|those|these|like\s+an?)\s+)(?:\p{L}+\s+)?`;

/** "you", or a person and then "is/are/was", before an adjective, with at most one intensifier between. */
const ADJECTIVE_FRAME = String.raw`(?:\byou(?:'re|’re|\s+are|\s+were)?|\b(?:he|she|they)(?:'s|’s|'re|’re|\s+is|\s+are|\s+was|\s+were|\s+seems?|\s+looks?))\s+(?:so\s+|such\s+|really\s+|too\s+|very\s+|completely\s+|totally\s+|just\s+)?`;

/** Words after a framed noun that show it is not an insult ("a jerk of the head", "you jerk the wheel", "a knee jerk reaction"). */
const NOT_AN_INSULT_AFTER = String.raw`(?![\p{L}'’])(?!\s+(?:of|the|it|him|her|them|me|us|a|an|your|my|his|their|our|back|away|around|off|chicken|reaction|response|everyone|people)\b)`;

interface FramedPattern {
  pattern: RegExp;
  /** Index of the capture group holding the flagged word(s). */
  group: number;
  severity: OffensiveSeverity;
  /** The replacement-map root of the flagged words ("damn" for "Damn"), when not the words themselves. */
  root?: (flagged: string) => string;
  multiword?: boolean;
}

const plural = (words: readonly string[]) => String.raw`(${alternatives(words)})(?:e?s)?`;

const lowerRoot = (flagged: string) => flagged.toLowerCase().replace(/[’]/g, "'");

const FRAMED: readonly FramedPattern[] = [
  // "idiot" and its like, anywhere except a title ("The Idiot" by Dostoevsky).
  {
    pattern: new RegExp(String.raw`(?<![\p{L}])(${alternatives(PERSON_INSULTS)})(?:e?s)?(?![\p{L}])`, "giu"),
    group: 0,
    severity: "medium",
  },
  // "loser", "fool", "jerk" in an insulting frame, not followed by "of" or "'s" ("a jerk of the head", "a fool's errand").
  {
    pattern: new RegExp(String.raw`(?<=${NOUN_FRAME})${plural(FRAMED_INSULTS)}${NOT_AN_INSULT_AFTER}`, "giu"),
    group: 0,
    severity: "medium",
  },
  // "you're stupid", "he is so dumb", "you pathetic ...".
  {
    pattern: new RegExp(
      String.raw`(?<=${ADJECTIVE_FRAME})(${alternatives(INSULTING_ADJECTIVES)})(?![\p{L}])(?!\s+(?:of|about|to|at|for|with)\b)`,
      "giu",
    ),
    group: 0,
    severity: "medium",
  },
  // "stupid people", "dumb girls".
  {
    pattern: new RegExp(String.raw`(?<![\p{L}])(${alternatives(INSULTING_ADJECTIVES)})(?=\s+${PEOPLE}(?![\p{L}]))`, "giu"),
    group: 0,
    severity: "medium",
  },
  // Mild profanity.
  { pattern: /(?<![\p{L}])(crap|crappy|crapola)(?![\p{L}])/giu, group: 0, severity: "low" },
  { pattern: /(?<![\p{L}])(damn|damnit|dammit|goddamn|goddamned|goddam|damnation)(?![\p{L}])/giu, group: 1, severity: "low" },
  { pattern: /(?<![\p{L}])(?:(?<=^\s*)|(?<=[.!?]\s+)|(?<=\bbe\s+))(damned)(?![\p{L}])/giu, group: 1, severity: "low" },
  { pattern: /(?<![\p{L}])(bugger)(?:s|ed)?(?![\p{L}])/giu, group: 0, severity: "low", root: () => "bugger" },
  { pattern: /(?<![\p{L}])(sod\s+(?:off|it|this|that))(?![\p{L}])/giu, group: 1, severity: "low", root: () => "sod off", multiword: true },
  // "hell" as an oath, not the place: "what the hell", "get the hell out", "go to hell", "a hell of a day", "bloody hell".
  { pattern: /\b(?:what|who|why|how|where|when)\s+the\s+(hell)(?![\p{L}'’])/giu, group: 1, severity: "low" },
  { pattern: /\bthe\s+(hell)\s+(?:out|up|away|off|with)\b/giu, group: 1, severity: "low" },
  { pattern: /\bgo\s+to\s+(hell)(?![\p{L}'’])/giu, group: 1, severity: "low" },
  { pattern: /\bto\s+(hell)\s+with\b/giu, group: 1, severity: "low" },
  { pattern: /\ba\s+(hell)\s+of\s+an?\b/giu, group: 1, severity: "low" },
  { pattern: /\b(?:bloody|oh|like)\s+(hell)(?![\p{L}'’])/giu, group: 1, severity: "low" },
  { pattern: /(?:^|[.!?]\s+)(hell)(?=\s*(?:,|!|no\b|yes\b))/giu, group: 1, severity: "low" },
  {
    pattern: /(?<![\p{L}])(bloody)(?=\s+(?:hell|idiots?|fools?|morons?|nuisance|rubbish|awful|stupid)(?![\p{L}]))/giu,
    group: 1,
    severity: "low",
  },
];

/** The patterns with match indices for their groups. */
const COMPILED = FRAMED.map((framed) => ({ ...framed, pattern: new RegExp(framed.pattern.source, `${framed.pattern.flags}d`) }));

/** A capitalised word after a capitalised "The" names a work ("Dostoevsky wrote The Idiot"). */
const isTitle = (text: string, start: number): boolean =>
  /^\p{Lu}/u.test(text.slice(start)) && /(?:^|\s)The\s+$/u.test(text.slice(0, start));

/** Insults and mild profanity in one text, in their frames; overlapping matches keep the first found. */
export const findFramedWords = (text: string): FramedMatch[] => {
  const matches: FramedMatch[] = [];
  for (const framed of COMPILED) {
    for (const match of text.matchAll(framed.pattern)) {
      const [start, end] = match.indices?.[framed.group] ?? [match.index, match.index + match[0].length];
      const flagged = text.slice(start, end);
      if (isTitle(text, start) || matches.some((other) => other.start < end && start < other.end)) {
        continue;
      }
      const root = framed.root?.(flagged) ?? lowerRoot(match[1] ?? flagged);
      matches.push({
        start,
        end,
        root,
        severity: framed.severity,
        ...(framed.multiword ? { word: lowerRoot(flagged).replace(/\s+/g, " ") } : {}),
      });
    }
  }
  return matches.sort((a, b) => a.start - b.start);
};
