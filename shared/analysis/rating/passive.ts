/**
 * Passive voice, by pattern: a form of "be" (am, is, are, was, were, be, been, being), up to two
 * adverbs ("not", "always", "-ly" words), then a past participle: a regular "-ed" form or an
 * irregular one from IRREGULAR_PARTICIPLES ("was approved", "has been decided", "are not accepted",
 * "will be notified", "is written"). Adjectives that look like participles after "be" and name a
 * state of mind ("was excited", "is interested") are left out, as writers do not read them as
 * passive. The pattern needs no tagger, so it is fast; it misses get-passives ("got fired") and can
 * flag a rare adjective ("is sophisticated").
 */

const BE = "am|is|are|was|were|be|been|being";
const ADVERB = "not|never|also|often|always|already|still|just|then|now|usually|rarely|soon|all|both|n't|\\p{L}+ly";

/** Past participles that do not end in "-ed" (or do so irregularly), as they follow "be". */
const IRREGULAR_PARTICIPLES = new Set([
  "arisen", "awoken", "beaten", "become", "begun", "bent", "bitten", "bled", "blown", "born", "borne", "bought", "bound",
  "bred", "broadcast", "broken", "brought", "built", "burnt", "burst", "cast", "caught", "chosen", "clung", "cost", "crept",
  "cut", "dealt", "done", "drawn", "dreamt", "driven", "drunk", "dug", "eaten", "fallen", "fed", "felt", "fled", "flown",
  "flung", "forbidden", "forecast", "foregone", "foreseen", "forgiven", "forgotten", "forsaken", "fought", "found", "frozen",
  "given", "gotten", "ground", "grown", "heard", "held", "hidden", "hit", "hung", "hurt", "kept", "knit", "known", "laid",
  "led", "lent", "let", "lit", "lost", "made", "meant", "met", "mistaken", "misunderstood", "mown", "overcome", "overheard",
  "overlooked", "overridden", "overrun", "overseen", "overtaken", "overthrown", "paid", "proven", "put", "quit", "read",
  "rebuilt", "redone", "rewritten", "rid", "ridden", "run", "said", "sawn", "seen", "sent", "set", "sewn", "shaken", "shed",
  "shorn", "shot", "shown", "shrunk", "shut", "slain", "slung", "sold", "sought", "sown", "spent", "spilt", "split", "spoken",
  "spread", "sprung", "stolen", "struck", "strung", "stuck", "stung", "sung", "sunk", "sworn", "swept", "swollen", "swung",
  "taken", "taught", "thought", "thrown", "thrust", "told", "torn", "undergone", "understood", "undertaken", "undone",
  "upheld", "upset", "withdrawn", "withheld", "woken", "won", "worn", "wound", "woven", "written",
]);

/** "-ed" words after "be" that name a state, not an action done to the subject. */
const STATE_ADJECTIVES = new Set([
  "tired", "interested", "excited", "bored", "worried", "pleased", "delighted", "scared", "terrified", "thrilled",
  "ashamed", "embarrassed", "annoyed", "amazed", "confused", "disappointed", "frustrated", "satisfied", "married",
  "supposed", "used", "relieved", "exhausted", "overwhelmed", "stressed", "surprised", "shocked", "impressed", "convinced",
  "determined", "concerned", "tempted", "obsessed", "devoted", "blessed", "talented", "skilled", "experienced",
  "sophisticated", "complicated", "naked", "wicked", "sacred", "hundred", "kindred", "rugged", "crooked", "beloved",
  "aged", "learned", "dogged", "ragged", "jagged",
]);

/** "-eed" words that are participles; other "-eed" words (need, speed, succeed) are not. */
const EED_PARTICIPLES = new Set(["agreed", "freed", "decreed", "guaranteed", "refereed"]);

const PATTERN = new RegExp(`(?<![\\p{L}'’])(?:${BE})(?:\\s+(?:${ADVERB}))?(?:\\s+(?:${ADVERB}))?\\s+(\\p{L}+)(?![\\p{L}'’])`, "giu");

/** Whether a lower-case word is a past participle that makes a passive after "be". */
export const isPassiveParticiple = (word: string): boolean => {
  if (IRREGULAR_PARTICIPLES.has(word)) {
    return true;
  }
  if (word.length < 5 || !word.endsWith("ed") || STATE_ADJECTIVES.has(word)) {
    return false;
  }
  return !word.endsWith("eed") || EED_PARTICIPLES.has(word);
};

/** The first passive phrase of a sentence ("was approved"), or null. */
export const findPassive = (sentence: string): string | null => {
  for (const match of sentence.matchAll(PATTERN)) {
    if (isPassiveParticiple((match[1] ?? "").toLowerCase())) {
      return match[0];
    }
  }
  return null;
};
