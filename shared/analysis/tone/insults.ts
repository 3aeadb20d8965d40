import { lexiconValence } from "./vader";

/**
 * Insults aimed at a person: second-person name-calling ("you are an idiot", "you're so pathetic",
 * "you moron"), "what an idiot", and fixed hostile phrases ("shut up", "go to hell"). Offsets are
 * into the sentence given. A second-person sentence is also an insult when the words after "you
 * are" carry a strongly negative VADER valence (≤ −1.5: "you're a terrible writer") unless negated.
 */

/** Nouns and adjectives used to call a person names. */
const INSULT_WORDS = [
  "idiot",
  "idiots",
  "idiotic",
  "moron",
  "morons",
  "moronic",
  "imbecile",
  "cretin",
  "dimwit",
  "nitwit",
  "halfwit",
  "dunce",
  "numbskull",
  "bonehead",
  "knucklehead",
  "airhead",
  "buffoon",
  "clown",
  "fool",
  "loser",
  "losers",
  "jerk",
  "creep",
  "freak",
  "weirdo",
  "psycho",
  "lunatic",
  "coward",
  "liar",
  "hypocrite",
  "disgrace",
  "failure",
  "joke",
  "nobody",
  "nothing",
  "trash",
  "garbage",
  "scum",
  "pig",
  "rat",
  "snake",
  "parasite",
  "waste of space",
  "waste of time",
  "stupid",
  "dumb",
  "brainless",
  "clueless",
  "pathetic",
  "worthless",
  "useless",
  "hopeless",
  "incompetent",
  "ignorant",
  "ugly",
  "disgusting",
  "annoying",
  "lazy",
  "spineless",
  "gutless",
  "dense",
  "thick",
];

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const INSULT = `(?:${[...INSULT_WORDS]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .map((word) => word.replace(/ /g, "\\s+"))
  .join("|")})`;
const END = "(?![\\p{L}\\p{N}])";
const START = "(?<![\\p{L}\\p{N}])";

/** Words allowed between "you (are)" and the insult: articles and intensifiers ("you are such a complete idiot"). */
const FILLER =
  "(?:a|an|the|such|so|such\\s+a|really|truly|just|total|complete|absolute|utter|real|big|biggest|little|fucking|freaking|bloody|damn|stupid|dumb|pathetic|ugly|lazy|one|of|most|nothing\\s+but)";
const YOU_ARE = "(?:you\\s*(?:'re|’re|r)|you\\s+(?:are|were|look|looked|sound|seem|act)(?:\\s+like)?|ur|u\\s+r)";

const PATTERNS: readonly RegExp[] = [
  // you are (such) a(n) (complete) idiot / you're so stupid
  new RegExp(`${START}${YOU_ARE}(?:\\s+${FILLER}){0,3}\\s+${INSULT}${END}`, "giu"),
  // you idiot / you stupid fool (vocative)
  new RegExp(
    `${START}you(?:\\s+(?:stupid|dumb|pathetic|little|fucking|bloody|absolute|complete|total|ugly|lazy))?\\s+${INSULT}${END}`,
    "giu",
  ),
  // what an idiot / what a loser
  new RegExp(`${START}what\\s+(?:a|an)(?:\\s+${FILLER})?\\s+${INSULT}${END}`, "giu"),
  // hostile phrases
  new RegExp(
    `${START}(?:shut\\s+(?:up|your\\s+(?:mouth|face|trap))|go\\s+to\\s+hell|go\\s+(?:and\\s+)?die|drop\\s+dead|get\\s+lost|screw\\s+you|piss\\s+off|kill\\s+yourself|get\\s+a\\s+life|who\\s+asked\\s+you|nobody\\s+(?:likes|cares\\s+about|wants)\\s+you|you\\s+(?:suck|make\\s+me\\s+sick|disgust\\s+me)|how\\s+(?:stupid|dumb)\\s+(?:are\\s+you|can\\s+you\\s+be))${END}`,
    "giu",
  ),
];

/** "you are (a/so/such a) X (Y)": the one or two words after it, to check their valence. */
const YOU_ARE_WORDS = new RegExp(
  `${START}${YOU_ARE}((?:\\s+(?:not|never|n't))?)(?:\\s+(?:a|an|the|so|such|such\\s+a|really|truly|very))*\\s+([\\p{L}'’]+)(?:\\s+([\\p{L}'’]+))?`,
  "dgiu",
);
const NEGATIVE_VALENCE = -1.5;
const CONJUNCTIONS = new Set(["and", "or", "but", "to", "for", "in", "at", "of", "with", "as", "when", "because"]);

/** Second-person sentences whose description is strongly negative in VADER's lexicon. */
const negativeDescriptions = (sentence: string): Array<{ start: number; end: number }> => {
  const found: Array<{ start: number; end: number }> = [];
  for (const match of sentence.matchAll(YOU_ARE_WORDS)) {
    if ((match[1] ?? "").trim() !== "") {
      continue;
    }
    const negativeGroup = [2, 3].find((group) => match[group] !== undefined && lexiconValence(match[group] ?? "") <= NEGATIVE_VALENCE);
    // The span takes the noun after a negative adjective ("you're a terrible writer"), not a conjunction ("you're lazy and").
    const takesNext = negativeGroup === 2 && match[3] !== undefined && !CONJUNCTIONS.has(match[3].toLowerCase());
    const end = negativeGroup === undefined ? undefined : match.indices?.[takesNext ? 3 : negativeGroup]?.[1];
    if (end !== undefined) {
      found.push({ start: match.index, end });
    }
  }
  return found;
};

/** Words every pattern needs one of: sentences without any are skipped cheaply. */
const CUE = /you|\bu\b|\bur\b|what|shut|hell|die|dead|lost|screw|piss|kill|life|nobody|stupid|dumb/i;

/** Insults aimed at a person in one sentence, in order, without overlaps. */
export const findInsults = (sentence: string): Array<{ start: number; end: number; text: string }> => {
  if (!CUE.test(sentence)) {
    return [];
  }
  const spans: Array<{ start: number; end: number }> = [];
  for (const pattern of PATTERNS) {
    for (const match of sentence.matchAll(pattern)) {
      spans.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  spans.push(...negativeDescriptions(sentence));
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Array<{ start: number; end: number; text: string }> = [];
  for (const span of spans) {
    const last = kept[kept.length - 1];
    if (last && span.start < last.end) {
      continue;
    }
    kept.push({ ...span, text: sentence.slice(span.start, span.end) });
  }
  return kept;
};
