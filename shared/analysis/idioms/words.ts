/** Word classes the idiom matcher and rephraser rely on (lower case, straight apostrophes). */

const list = (words: string): readonly string[] => words.split(/\s+/).filter((word) => word.length > 0);

export const SUBJECT_TO_POSSESSIVE: Readonly<Record<string, string>> = {
  i: "my",
  you: "your",
  he: "his",
  she: "her",
  it: "its",
  we: "our",
  they: "their",
};
export const SUBJECT_TO_REFLEXIVE: Readonly<Record<string, string>> = {
  i: "myself",
  you: "yourself",
  he: "himself",
  she: "herself",
  it: "itself",
  we: "ourselves",
  they: "themselves",
};
export const OBJECT_TO_POSSESSIVE: Readonly<Record<string, string>> = {
  me: "my",
  you: "your",
  him: "his",
  her: "her",
  it: "its",
  us: "our",
  them: "their",
};
export const POSSESSIVE_TO_OBJECT: Readonly<Record<string, string>> = {
  my: "me",
  your: "you",
  his: "him",
  her: "her",
  its: "it",
  our: "us",
  their: "them",
};
/** Subjects whose present-tense verb takes -s. */
export const THIRD_SINGULAR = new Set(list("he she it"));

export const POSSESSIVES = list("my your his her its our their one's");
export const OBJECT_PRONOUNS = list("me you him her it us them");
export const REFLEXIVES = list("myself yourself himself herself itself ourselves yourselves themselves oneself");
export const SUBJECT_PRONOUNS = list("i you he she it we they one");
export const DETERMINERS = list("the a an this that these those my your his her its our their some any no every each");

/** Words a replaced phrase may be followed by: it ended its clause, or an adverbial follows. */
export const BOUNDARY_WORDS = list(`
  and but or nor so yet because since although though while when whenever where after before until unless if as than
  then now today tonight yesterday tomorrow again too already anyway instead eventually here there at in on for with
  without about by from during over under through across despite whether
`);

/** Linking verbs a predicate idiom can follow ("was a piece of cake", "felt under the weather"). */
export const LINKING_VERBS = list(`
  am is are was were be been being isn't aren't wasn't weren't seem seems seemed appear appears appeared look looks
  looked feel feels felt sound sounds sounded become becomes became remain remains remained stay stays stayed keep
  keeps kept
`);
/** Adverbs allowed between a linking verb and a predicate ("is not", "was still"). */
export const LINKING_ADVERBS = list(
  "not never still always now really just also already often sometimes usually truly definitely certainly probably clearly all",
);
/** Intensifiers a predicate literal absorbs ("so easy" → "a piece of cake"). */
export const INTENSIFIERS = list("so very really extremely quite pretty incredibly totally absolutely completely rather");

/** Words after which the next word is the bare infinitive. */
export const BASE_FORM_TRIGGERS = new Set(
  list(`to will would can could shall should may might must do does did don't doesn't didn't won't wouldn't can't cannot
  couldn't shouldn't mustn't let's please`),
);
export const HAVE_FORMS = new Set(list("have has had having i've you've we've they've"));
export const BE_FORMS = new Set(list("am is are was were be been being i'm you're we're they're he's she's it's"));
/** Adverbs skipped when looking back for an auxiliary ("have finally given up"). */
export const SKIPPED_ADVERBS = new Set(
  list("not n't never just already finally also still really always often recently eventually even only probably simply almost nearly"),
);

/** The forms of "be" as the head of a literal ("be very busy"), mapped to verb forms. */
export const BE_TO_FORM: Readonly<Record<string, "base" | "past" | "present" | "gerund" | "participle">> = {
  be: "base",
  am: "base",
  are: "base",
  is: "present",
  was: "past",
  were: "past",
  been: "participle",
  being: "gerund",
};

/** Spelling variants matched both ways. */
export const SPELLING_VARIANTS: Readonly<Record<string, string>> = {
  color: "colou?r",
  colors: "colou?rs",
  colour: "colou?r",
  colours: "colou?rs",
  honor: "honou?r",
  favor: "favou?r",
  center: "cent(?:er|re)",
  centre: "cent(?:er|re)",
  gray: "gr[ae]y",
  grey: "gr[ae]y",
  skeptical: "s[ck]eptical",
  sceptical: "s[ck]eptical",
  memorize: "memori[sz]e",
  memorise: "memori[sz]e",
  organized: "organi[sz]ed",
  summarize: "summari[sz]e",
  spilt: "spil(?:t|led)",
};
