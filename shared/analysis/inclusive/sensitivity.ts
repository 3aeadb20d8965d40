/**
 * retext-equality gives each message a rule id (its pattern id), the flagged phrase, an optional note and, for two
 * patterns, the condition "when referring to a person" in the reason. It has no severity, so Wordloom maps it, in
 * this order (first match wins):
 *
 *   high    slurs and dehumanising terms: HIGH_PHRASES, HIGH_IDS, or a note calling the term itself a
 *           derogatory term, dehumanising, a slur, or an extremists' term;
 *   medium  MEDIUM_PHRASES: demeaning words inside otherwise low patterns ("chick", "babe");
 *   low     patterns with a condition ("when referring to a person": her/him, boy/girl), which are usually fine;
 *           LOW_IDS: condescension ("simply", "just", "obvious", "easy", "of course"), pronouns and kinship or
 *           personal nouns that mostly name a specific person ("she", "wife", "mother", "waiter", "actor");
 *           LOW_PHRASES: words whose everyday or technical sense is the common one ("special offer", "invalid
 *           input", "disabled button", "hang", "master copy", "primitive types", "men", "women");
 *   medium  everything else: gendered job titles with a neutral form ("chairman", "fireman"), disability and
 *           mental-health language ("wheelchair-bound", "crazy"), racially charged jargon ("blacklist").
 *
 * Low findings are dropped before they reach the user (spec 2 §5: inclusive items of low sensitivity dropped).
 */
export type Sensitivity = "low" | "medium" | "high";

const HIGH_PHRASES = new Set([
  "midget",
  "cripple",
  "crippled",
  "retard",
  "retarded",
  "retards",
  "faggot",
  "fag",
  "dyke",
  "tranny",
  "shemale",
  "she male",
  "spaz",
  "spastic",
  "mongoloid",
  "japs",
  "hymie",
  "shlomo",
  "redskin",
  "redskins",
  "red indian",
  "red indians",
  "towel heads",
  "gyppo",
  "gyp",
  "libtard",
  "fucktard",
  "contard",
  "moron",
  "moronic",
  "imbecile",
  "feebleminded",
  "feeble minded",
  "short bus",
  "eskimo",
  "eskimos",
  "oriental",
  "orientals",
  "spade",
  "bimbo",
  "wife beater",
  "wifebeater",
  "homo",
  "sodomite",
  "bitch",
  "bitching",
]);

/** Demeaning words inside otherwise low patterns ("gal-guy"): rated medium. */
const MEDIUM_PHRASES = new Set(["chick", "chicks", "babe", "babes"]);

const HIGH_IDS = new Set([
  "japs",
  "hymie",
  "redskin",
  "redskins",
  "towel-heads",
  "spade",
  "mongoloid",
  "retard",
  "retards",
  "libtard",
  "heshe",
  "tranny",
  "fag",
]);

/** Notes that call the term itself a slur ("Derogatory terms for LGBTQ+ people are offensive", "dehumanizes"). */
const HIGH_NOTE = /^Derogatory terms|dehumani[sz]|\bslur\b|extremists|anti-transgender/i;

export const LOW_IDS = new Set([
  // Condescension: usually harmless, and flagged everywhere.
  "simple",
  "just",
  "easy",
  "obvious",
  "clearly",
  "basically",
  "of-course",
  "everyone-knows",
  "straightforward",
  // Pronouns and words that mostly refer to a specific person of that gender.
  "he-she",
  "her-him",
  "herself-himself",
  "boy-girl",
  "gal-guy",
  "brother-sister",
  "brothers-sisters",
  "daughter-son",
  "daughters-sons",
  "dad-mom",
  "dads-moms",
  "husband-wife",
  "husbands-wives",
  "aunt-uncle",
  "aunts-uncles",
  "nephew-niece",
  "nephews-nieces",
  "boyfriend-girlfriend",
  "boyfriends-girlfriends",
  "bride-groom",
  "widow-widower",
  "granddaughter-grandson",
  "granddaughters-grandsons",
  "grandfathers-grandmothers",
  "gramps-granny",
  "stepbrother-stepsister",
  "stepbrothers-stepsisters",
  "stepdad-stepmom",
  "stepfathers-stepmothers",
  "king-queen",
  "kings-queens",
  "prince-princess",
  "princes-princesses",
  "dame-lord",
  "dames-lords",
  "godfather-godmother",
  "hero-heroine",
  "heroes-heroines",
  "host-hostess",
  "hostesses-hosts",
  "actor-actress",
  "actors-actresses",
  "waiter-waitress",
  "waiters-waitresses",
  "steward-stewardess",
  "stewardesses-stewards",
  "landlady-landlord",
  "landladies-landlords",
  "alumna-alumnus",
  "alumnae-alumni",
  "maternal-paternal",
  "maternity-paternity",
  "females-males",
  "mrs-",
  "kingsize-queensize",
  "motherly",
  "ladylike",
  "maiden-name",
  "latino",
  // Common everyday or technical senses.
  "hang",
  "fellowship",
  "insomnia",
  "binge",
  "dummy",
  "sane",
  "moan",
  "moaning",
  "panic-attack",
  "master",
  "masters",
  "masterpiece",
  "masterful",
  "mastermind",
  "masterstroke",
  "master-key",
  "master-plan",
  "masterplan",
  "master-the-art",
  "tribe",
]);

export const LOW_PHRASES = new Set([
  "special",
  "invalid",
  "disabled",
  "mental",
  "depressed",
  "primitive",
  "stone age",
  "hang",
  "hanged",
  "master",
  "masters",
  "man",
  "men",
  "woman",
  "women",
  "boys",
  "girls",
  "ladies",
  "gentlemen",
  "lady",
  "gentleman",
  "fellow",
  "lad",
  "mother",
  "father",
  "mum",
  "mom",
  "dad",
  "easily",
  "bi",
  "rehab",
  "detox",
  "insanity",
  "delirious",
]);

export interface SensitivityInput {
  ruleId: string;
  phrase: string;
  note?: string;
  reason: string;
}

export const sensitivityOf = ({ ruleId, phrase, note, reason }: SensitivityInput): Sensitivity => {
  const lower = phrase.toLowerCase().replace(/\s+/g, " ");
  if (HIGH_PHRASES.has(lower) || HIGH_IDS.has(ruleId) || (note !== undefined && HIGH_NOTE.test(note))) {
    return "high";
  }
  if (MEDIUM_PHRASES.has(lower)) {
    return "medium";
  }
  if (reason.includes("when referring to a person") || LOW_IDS.has(ruleId) || LOW_PHRASES.has(lower)) {
    return "low";
  }
  return "medium";
};
