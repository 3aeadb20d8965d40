/**
 * Our replacement suggestions, keyed by root: obscenity's `originalWord` for its phrases, plus the
 * compounds and inflections we add ("asshole", "bullshit", "fucking") because they want different
 * suggestions. Slurs map to the respectful term for the group. No library offers this list.
 */
export const REPLACEMENTS: Readonly<Record<string, readonly string[]>> = {
  abo: ["Aboriginal person"],
  abeed: ["Black person"],
  africoon: ["African American"],
  anal: ["fussy", "pedantic"],
  anus: ["rear end"],
  arabush: ["Arab person"],
  arse: ["backside", "bottom"],
  ass: ["backside", "fool"],
  asshole: ["jerk", "fool"],
  badass: ["tough", "impressive"],
  bastard: ["scoundrel", "jerk"],
  bestiality: ["animal abuse"],
  bitch: ["complain", "unpleasant person"],
  bitchy: ["spiteful", "catty"],
  blowjob: ["oral intercourse"],
  bollocks: ["nonsense", "rubbish"],
  boob: ["breast"],
  boonga: ["Aboriginal person"],
  bugger: ["bother"],
  bullshit: ["nonsense", "rubbish"],
  buttplug: ["adult toy"],
  chingchong: ["Chinese speech"],
  chink: ["Chinese person"],
  cock: ["rooster", "private parts"],
  crap: ["rubbish", "junk"],
  crapola: ["rubbish"],
  crappy: ["shoddy", "poor"],
  cuck: ["pushover"],
  cum: ["bodily fluid"],
  cunt: ["jerk", "horrible person"],
  damn: ["darn"],
  damnation: ["darn"],
  damned: ["darned"],
  damnit: ["darn it"],
  dammit: ["darn it"],
  deepthroat: ["oral intercourse"],
  dick: ["jerk", "private parts"],
  dickhead: ["fool", "jerk"],
  dildo: ["adult toy"],
  dipshit: ["fool"],
  doggystyle: ["sexual position"],
  "double penetration": ["sexual act"],
  dumbass: ["fool", "dope"],
  dyke: ["lesbian"],
  ejaculate: ["climax"],
  fag: ["gay man"],
  faggot: ["gay man"],
  felch: ["sexual act"],
  fellatio: ["oral intercourse"],
  "finger bang": ["sexual act"],
  fisting: ["sexual act"],
  fuck: ["darn", "heck"],
  fucked: ["ruined", "messed up"],
  fucker: ["jerk", "fool"],
  fucking: ["freaking", "really"],
  goddam: ["darn"],
  goddamn: ["darn"],
  goddamned: ["darned"],
  gangbang: ["group intercourse"],
  handjob: ["sexual act"],
  hell: ["heck"],
  hentai: ["explicit anime"],
  hooker: ["sex worker"],
  horseshit: ["nonsense"],
  incest: ["abuse"],
  jackass: ["fool", "dope"],
  "jerk off": ["self-pleasure"],
  jizz: ["bodily fluid"],
  kike: ["Jewish person"],
  lubejob: ["sexual act"],
  masturbate: ["self-pleasure"],
  motherfucker: ["jerk", "scoundrel"],
  negro: ["Black person"],
  nigger: ["Black person"],
  orgasm: ["climax"],
  orgy: ["wild party"],
  penis: ["private parts"],
  piss: ["urine", "pee"],
  pissed: ["angry", "annoyed"],
  porn: ["explicit material"],
  prick: ["jerk"],
  pussy: ["coward", "cat"],
  rape: ["sexual assault"],
  retard: ["fool", "person with an intellectual disability"],
  scat: ["excrement"],
  semen: ["bodily fluid"],
  sex: ["intimacy", "gender"],
  shit: ["rubbish", "stuff"],
  shithead: ["fool"],
  shitty: ["lousy", "awful"],
  slut: ["promiscuous person"],
  "sod off": ["go away"],
  smartass: ["know-it-all"],
  spastic: ["clumsy", "person with cerebral palsy"],
  tit: ["breast"],
  tranny: ["transgender person"],
  turd: ["dropping", "jerk"],
  twat: ["fool", "jerk"],
  vagina: ["private parts"],
  wank: ["nonsense"],
  wanker: ["fool", "jerk"],
  whore: ["sex worker"],
};

const LEET: Readonly<Record<string, string>> = {
  $: "s",
  "@": "a",
  "0": "o",
  "1": "i",
  "!": "i",
  "|": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "€": "e",
};

/** A written word reduced to plain lower-case letters: diacritics, leetspeak and separators removed ("A$$-hole" → "asshole"). */
export const normalizeWord = (written: string): string =>
  written
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[$@01!|3457€]/g, (char) => LEET[char] ?? char)
    .replace(/[^a-z* ]/g, "");

/** Letters with doubled runs collapsed, so "fuuuck", "asshole" and "ashole" compare equal. */
const squash = (value: string): string => value.replace(/(.)\1+/g, "$1");

const ROOTS_BY_LENGTH = Object.keys(REPLACEMENTS)
  .map((root) => ({ root, squashed: squash(root.replace(/ /g, "")) }))
  .sort((a, b) => b.squashed.length - a.squashed.length);

/**
 * Our root for a flagged word: the longest root of the map it contains ("bullshit" beats "shit",
 * "asshole" beats "ass"), else the detector's root (obscenity's originalWord).
 */
export const rootOf = (normalized: string, detectorRoot: string): string => {
  const word = squash(normalized.replace(/ /g, ""));
  return ROOTS_BY_LENGTH.find(({ squashed }) => word.includes(squashed))?.root ?? detectorRoot;
};

/** A replacement cased like the word it replaces: "Shit" → "Rubbish", "SHIT" → "RUBBISH". */
const matchCase = (replacement: string, written: string): string => {
  const letters = written.replace(/[^\p{L}]/gu, "");
  if (letters.length > 1 && letters === letters.toUpperCase()) {
    return replacement.toUpperCase();
  }
  if (/^\p{Lu}/u.test(letters)) {
    return replacement.slice(0, 1).toUpperCase() + replacement.slice(1);
  }
  return replacement;
};

/** Replacement suggestions for a root, cased like the written word. */
export const replacementsFor = (root: string, written: string): string[] =>
  (REPLACEMENTS[root] ?? []).map((replacement) => matchCase(replacement, written));
