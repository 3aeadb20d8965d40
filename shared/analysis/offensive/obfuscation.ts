import { offensiveMatcher, type RawOffensiveMatch } from "./matcher";

/**
 * Disguises obscenity misses, each checked carefully so that ordinary text stays clean:
 * spaced-out letters ("f u c k", "s.h.i.t"), phonetic spellings ("phuck", "biatch"), and starred
 * forms ("f**k", "sh*t", "b***h") where each asterisk stands for one hidden letter.
 */

export type ObfuscatedMatch = RawOffensiveMatch & { word: string };

/** Three or more single letters separated by one or two spaces, dots, hyphens, underscores or asterisks. */
const SPACED = /(?<![\p{L}\p{N}'’])\p{L}(?:[ ._*-]{1,2}\p{L}(?![\p{L}\p{N}])){2,}/gu;

/**
 * Letters of a spaced run looked at from each start: far longer than any offensive word or phrase
 * the matcher knows (with its repeated letters), so a run within it is read whole as before.
 */
const SPACED_WINDOW = 40;

/** Spaced letters spelling an offensive word from its first letter ("f u c k i n g" → "fucking"). */
export const findSpacedLetters = (text: string): ObfuscatedMatch[] => {
  const { dataset, matcher } = offensiveMatcher();
  const found: ObfuscatedMatch[] = [];
  for (const match of text.matchAll(SPACED)) {
    const letters = [...match[0].matchAll(/\p{L}/gu)].map((letter) => ({ char: letter[0].toLowerCase(), at: match.index + letter.index }));
    const last = letters[letters.length - 1];
    // The offensive word must start at one of the letters and run to the last: "I a m" and "J. R. R." stay clean.
    for (let first = 0; first + 2 < letters.length && last; first += 1) {
      // Only the letters a word starting at `first` can reach: joining the whole rest of a long run
      // for every start made "a. a. a. …" quadratic (6,666 letters took seconds).
      const joined = letters
        .slice(first, first + SPACED_WINDOW)
        .map((letter) => letter.char)
        .join("");
      const hit = matcher.getAllMatches(joined, true).find((payload) => payload.startIndex === 0);
      const from = letters[first];
      if (hit && from) {
        const root = dataset.getPayloadWithPhraseMetadata(hit).phraseMetadata?.originalWord ?? joined;
        found.push({ start: from.at, end: last.at + 1, root, word: joined });
        break;
      }
    }
  }
  return found;
};

/** Sound-alike spellings and their roots. Suffixes are limited so that "Phuket" stays a place. */
const PHONETIC: ReadonlyArray<{ regex: RegExp; root: string; spells: (word: string) => string }> = [
  {
    regex: /(?<![\p{L}\p{N}])(?:ph(?:u|oo)(?:ck|k|q)|fuq|fcuk)(?:ing|in|in'|ed|er|ers|s|head|face|wit)?(?![\p{L}\p{N}])/giu,
    root: "fuck",
    spells: (word) => word.toLowerCase().replace(/^(?:ph(?:u|oo)(?:ck|k|q)|fuq|fcuk)/, "fuck"),
  },
  { regex: /(?<![\p{L}\p{N}])(?:biatch|biotch|beyotch|beeyotch|biyatch)(?:es)?(?![\p{L}\p{N}])/giu, root: "bitch", spells: () => "bitch" },
  { regex: /(?<![\p{L}\p{N}])(?:sh(?:ee+i+t|yt|iet)|shiz)(?:ty|s)?(?![\p{L}\p{N}])/giu, root: "shit", spells: () => "shit" },
  {
    regex: /(?<![\p{L}\p{N}])azz(?:hole|holes)?(?![\p{L}\p{N}])/giu,
    root: "ass",
    spells: (word) => word.toLowerCase().replace(/^azz/, "ass"),
  },
  { regex: /(?<![\p{L}\p{N}])mofo(?:s)?(?![\p{L}\p{N}])/giu, root: "motherfucker", spells: () => "motherfucker" },
];

export const findPhoneticSpellings = (text: string): ObfuscatedMatch[] =>
  PHONETIC.flatMap(({ regex, root, spells }) =>
    [...text.matchAll(regex)].map((match) => ({ start: match.index, end: match.index + match[0].length, root, word: spells(match[0]) })),
  );

/** Words whose starred forms we recognise, most likely first ("s**t" is "shit" before "slut"). */
const STARRED_TARGETS: ReadonlyArray<{ word: string; root: string }> = [
  ...["fuck", "fucking", "fucked", "fucker", "fuckers", "fucks", "fuckin", "motherfucker", "motherfucking"].map((word) => ({
    word,
    root: "fuck",
  })),
  ...["shit", "shitty", "shits", "shithead", "bullshit", "horseshit", "dipshit"].map((word) => ({ word, root: "shit" })),
  ...["bitch", "bitches", "bitchy"].map((word) => ({ word, root: "bitch" })),
  ...["cunt", "cunts"].map((word) => ({ word, root: "cunt" })),
  ...["asshole", "assholes", "arsehole", "jackass", "dumbass"].map((word) => ({ word, root: "ass" })),
  ...["dick", "dickhead", "cock", "pussy", "bastard", "bastards", "whore", "slut", "twat", "wanker", "prick", "piss", "pissed"].map(
    (word) => ({ word, root: word }),
  ),
  ...["nigger", "nigga", "faggot", "retard"].map((word) => ({ word, root: word })),
];

/** A word with a letter first and at least one asterisk ("f**k", "sh*t", "a**hole", "f***ing"). */
const STARRED = /(?<![\p{L}\p{N}*])\p{L}[\p{L}*]*\*[\p{L}*]*/gu;

export const findStarredForms = (text: string): ObfuscatedMatch[] => {
  const found: ObfuscatedMatch[] = [];
  for (const match of text.matchAll(STARRED)) {
    const written = match[0];
    // "*bold*" emphasis and "word*" footnote marks are not starred words.
    if (text[match.index - 1] === "*" || /^[^*]+\*$/.test(written) || written.length < 3) {
      continue;
    }
    const lower = written.toLowerCase();
    const target = STARRED_TARGETS.find(
      ({ word }) => word.length === lower.length && [...lower].every((char, index) => char === "*" || char === word[index]),
    );
    if (target) {
      found.push({ start: match.index, end: match.index + written.length, root: target.root, word: target.word });
    }
  }
  return found;
};
