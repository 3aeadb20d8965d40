import { LOW_PHRASES } from "./sensitivity";

/**
 * Phrases retext-equality need not look for when low-sensitivity items are dropped anyway: every phrase of the
 * LOW_IDS patterns in retext-equality 7.1.0 (its pattern list is not exported, so the list is copied here) plus
 * LOW_PHRASES. Passing them as `ignore` gives the same findings as filtering afterwards, but retext-equality then
 * builds no message for each "she", "his" or "just", which roughly halves the time on ordinary prose. A test checks
 * that each of these phrases still rates low when it is looked for, so the list cannot drift from the mapping.
 * Phrases of those patterns that rate higher ("bitch", "chick", "babe", "bimbo") are not ignored.
 */
const LOW_PATTERN_PHRASES: readonly string[] = [
  "actress", "actor", "actresses", "actors", "alumna", "alumnus", "alumnae", "alumni", "kinswoman", "aunt", "kinsman",
  "uncle", "kinswomen", "aunts", "kinsmen", "uncles", "basically", "binge", "girl", "boy", "girlfriend", "boyfriend",
  "girlfriends", "boyfriends", "bride", "groom", "sister", "brother", "sisters", "brothers", "clearly", "mama",
  "mother", "mom", "mum", "momma", "mommy", "papa", "father", "dad", "pop", "daddy", "mamas", "mothers", "moms",
  "mums", "mommas", "mommies", "papas", "fathers", "dads", "daddies", "dame", "lord", "dames", "lords", "daughter",
  "son", "daughters", "sons", "dummyvariable", "dummyvalue", "dummyobject", "dummy", "easy", "easily",
  "everyone knows", "fellowship", "females", "males", "woman", "gal", "lady", "guy", "lad", "fellow", "dude", "bro",
  "gentleman", "godmother", "patroness", "godfather", "granny", "grandma", "grandmother", "grandpappy", "granddaddy",
  "gramps", "grandpa", "grandfather", "granddaughter", "grandson", "granddaughters", "grandsons", "grandmothers",
  "grandfathers", "hang", "hanged", "she", "he", "she'd", "he'd", "she'll", "he'll", "she's", "he's", "her", "hers",
  "him", "his", "heroine", "hero", "heroines", "heroes", "herself", "himself", "hostess", "host", "hostesses", "hosts",
  "wife", "husband", "wives", "husbands", "insomnia", "just", "empress", "queen", "emperor", "king", "empresses",
  "queens", "emperors", "kings", "queensize", "kingsize", "ladylike", "landladies", "landlords", "landlady",
  "landlord", "latino", "latina", "maiden name", "master", "master key", "master copy", "master plan",
  "master the art", "masterful", "mastermind", "masterpiece", "masterplan", "masters", "masterstroke", "maternal",
  "paternal", "fraternal", "maternity", "paternity", "moan", "moaning", "motherly", "miss.", "mrs.", "niece", "nephew",
  "nieces", "nephews", "obvious", "obviously", "of course", "panic attack", "princess", "prince", "princesses",
  "princes", "sane", "simple", "simply", "stepsister", "stepbrother", "stepsisters", "stepbrothers", "stepmom",
  "stepmother", "stepdad", "stepfather", "stepmothers", "stepfathers", "stewardess", "steward", "stewardesses",
  "stewards", "straight forward", "straightforward", "straight forwardly", "straightforwardly", "tribe", "waitress",
  "waiter", "waitresses", "waiters", "widow", "widows", "widower", "widowers",
];

/** Everything that always rates low: safe to skip when low items are not wanted. */
export const LOW_IGNORE: readonly string[] = [...new Set([...LOW_PATTERN_PHRASES, ...LOW_PHRASES])];
