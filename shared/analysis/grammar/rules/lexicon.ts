/**
 * A small hand-made English lexicon for Wordloom's rules: common nouns by countability, verb forms,
 * and the function words the rules look for. Kept deliberately to frequent, unambiguous words: a rule
 * only fires when every word it relies on is listed here, which keeps it from flagging correct text.
 */

const words = (list: string): string[] => list.trim().split(/\s+/);

/**
 * A lookup table keyed by words, without a prototype: `table[token.lower]` is undefined for any word
 * not listed, even "constructor" or "toString".
 */
export const wordTable = <T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T | undefined>> =>
  Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));

/** Nouns that are countable only: "a reason", "several reasons". */
export const COUNT_NOUNS = new Set(
  words(`
 accident account actor address adult advantage advertisement affair agency agent airport album
 animal answer apartment app apple application appointment area argument arm army article artist aspect assignment
 athlete attempt attitude author baby bag ball band bank bed bedroom bicycle bike bill bird birthday boat body
 book border boss bottle box boy brain branch brand bridge brother budget building bus businessman button camera
 campaign candidate capital car card career chance case castle cat category cause celebrity cell center centre century chair
 challenge champion championship channel chapter character child church citizen city class classmate classroom client
 climate club coach coat coin colleague   comment committee community company competitor computer
 concept concert condition conference consequence consumer contract country couple course cousin creature
 crime crisis criterion critic cup customer dad daughter deadline decade decision definition degree department
 desk device difference director disadvantage disaster doctor document dog dollar door
 dream dress driver duty ear earthquake effect egg election element employee employer engine engineer essay event
 example exam examination excuse expert eye face factor factory family farm farmer father feature fee
 festival field file finger firm flat flight floor flower folk foot forest form friend function game
 garden gift girl goal government grade grandfather grandmother group guest guide gun guy hand hat head hobby holiday
 hospital hotel hour house husband idea image individual industry institution instrument interview
 invention island issue item job journey judge key kid kind king kitchen lake law lawyer leader lecture
 lecturer leg lesson letter level library license licence lie link list location lock machine magazine manager
 market meaning meeting member message method minute mistake model moment month mother mountain mouth movie
 museum musician name nation neighbor neighbour nephew newspaper niece night novel number object occasion office
 officer opinion option organization organisation owner page pair parent park part partner party
 passage passenger path patient pattern payment pen pencil person phone photo photograph picture piece pilot place
 plan planet plant player poem poet point politician population position post pot president prince
 princess principle prisoner problem procedure process product profession professional professor program
 programme project promise proposal province purpose puzzle quarter queen question reader reason recipe record
 region relationship relative report reporter requirement researcher resident resource restaurant result review
 right ring river road role rule salary sample scene schedule scheme scholar scientist
 score screen season seat second secret section sector sentence series session shed shelf ship shirt shoe shop
 side sign signal singer sister site situation smartphone soldier solution son song source speaker
 species stage standard star statement station step store story street student studio subject
 suggestion supermarket system table tablet task teacher team teenager telephone term test
 theme thing ticket tool topic tour tourist town toy track train trip truck
 type uncle user vacation valley vehicle version victim village visitor voice volunteer
 vote wall way website week weekend wife window winner woman word worker workshop world writer year youngster
 accountant actress adventure airline airplane aeroplane alarm ambulance ancestor anniversary applicant appliance architect
 attraction backpack balcony banana barrier basket battery beach bench blanket blog boyfriend girlfriend bracelet brochure
 bucket cabin cafe cafeteria calculator calendar candle canal carpet cartoon cashier catalogue catalog ceiling chef
 cigarette cliff clinic closet cloud coast comedian composer conductor contestant continent cottage counselor
 counsellor courtyard cow dancer dentist designer destination detector diamond dictionary diploma dish drawer elephant
 elevator entrepreneur envelope expedition explorer fence ferry fisherman flag flood fork fountain freeway fridge
 generation genius giant glove goat grandparent guitar habit hall highway hill historian horse household hunter hurricane
 icon illusion immigrant incident infant innovation inspector instructor interviewer inventor investor invitation jacket
 journalist kingdom knee ladder landlord laptop librarian lion manufacturer mayor mechanic microphone microscope migrant
 mirror missile mission monument motorcycle motorbike nail necklace neighborhood neighbourhood network nurse ocean
 orchestra outfit painter painting palace passport pet pharmacy philosopher photographer pianist piano pill pillow
 playground plate pocket poster prize programmer psychologist pupil rabbit receptionist refrigerator reward rocket roof
 route sandwich satellite scholarship semester shark shopkeeper shoulder skyscraper sofa spoon stadium statue stranger
 suburb suitcase surgeon sword teammate technician temple tent theater theatre thief tiger toilet tongue tower trainer
 tree tribe tunnel umbrella uniform vegetable villa violin wallet wardrobe warrior weapon wedding whale wheel widow wolf
 zoo amount limit assumption dilemma discovery estimate hypothesis impression instinct judgement judgment
 misunderstanding motive obstacle outcome possibility prediction qualification quarrel reaction recommendation
 restriction scandal scenario strategy symptom tendency threat tragedy treaty trend fan crash pal buddy
`),
);

/** Nouns that are uncountable: "less information", never "an information". */
export const MASS_NOUNS = new Set(
  words(`
  advice baggage behavior behaviour clothing equipment evidence furniture garbage homework housework information
  jewelry jewellery knowledge luggage machinery merchandise money mud music news nutrition permission pollution progress
  rubbish scenery software traffic transportation vocabulary weather wildlife
`),
);

/** Nouns used both ways: singular for agreement, but never corrected after "less" or "many". */
export const DUAL_NOUNS = new Set(
  words(`
  art business change coffee competition crime education energy environment experience food fun growth health
  history industry land life light love noise paper pressure research room space success technology time training
  water work opportunity benefit influence risk trouble quality culture skill detail thought sport exercise science
  theory technique speech discussion conversation stone cake error text video film policy language value school
  college color colour television society dinner meal prison university price age friendship tradition home fact disease
  population football activity debate war cinema action
`),
);

/** Nouns whose number follows their complement or the speaker ("the majority of people are", "the team are"). */
export const NUMBER_NEUTRAL_NOUNS = new Set(
  words(`
  army audience band board bulk class committee company couple crew crowd family firm government group half handful
  jury kind lot majority minority number pair part percent percentage portion proportion public rest remainder series
  set sort species staff team total type variety
`),
);

const IRREGULAR_PLURALS = wordTable({
  man: "men",
  woman: "women",
  child: "children",
  person: "people",
  foot: "feet",
  tooth: "teeth",
  mouse: "mice",
  crisis: "crises",
  criterion: "criteria",
  phenomenon: "phenomena",
  analysis: "analyses",
  thesis: "theses",
  life: "lives",
  wife: "wives",
  knife: "knives",
  wolf: "wolves",
  hypothesis: "hypotheses",
  fisherman: "fishermen",
  shelf: "shelves",
  leaf: "leaves",
  half: "halves",
  thief: "thieves",
  businessman: "businessmen",
  series: "series",
  species: "species",
  potato: "potatoes",
  tomato: "tomatoes",
  hero: "heroes",
});

/** The regular or irregular plural of a noun. */
export const pluralOf = (noun: string): string => {
  const irregular = IRREGULAR_PLURALS[noun];
  if (irregular) {
    return irregular;
  }
  if (/[^aeiou]y$/.test(noun)) {
    return `${noun.slice(0, -1)}ies`;
  }
  if (/(s|x|z|ch|sh)$/.test(noun)) {
    return `${noun}es`;
  }
  return `${noun}s`;
};

/** Plural form → singular, for countable nouns (and both-way nouns, whose plurals are countable). */
export const PLURAL_TO_SINGULAR: ReadonlyMap<string, string> = new Map(
  [...COUNT_NOUNS, ...DUAL_NOUNS, "man", "woman"]
    .map((noun): [string, string] => [pluralOf(noun), noun])
    .filter(([plural, singular]) => plural !== singular),
);

/** Singular nouns (any countability). */
export const isSingularNoun = (word: string): boolean =>
  (COUNT_NOUNS.has(word) || MASS_NOUNS.has(word) || DUAL_NOUNS.has(word) || word === "man" || word === "woman") &&
  !PLURAL_TO_SINGULAR.has(word);

export const isPluralNoun = (word: string): boolean => PLURAL_TO_SINGULAR.has(word) && !COUNT_NOUNS.has(word) && !MASS_NOUNS.has(word);

export const isNoun = (word: string): boolean => isSingularNoun(word) || isPluralNoun(word);

/** Plural nouns of time, money and measure: "Two years is a long time" is correct. */
export const MEASURE_PLURALS = new Set(
  words(`
  years months weeks days hours minutes seconds decades centuries dollars pounds euros cents miles kilometers
  kilometres meters metres feet inches percent points degrees kilograms grams tons tonnes liters litres
`),
);

/**
 * Verbs that are not also common nouns. After a noun ("the teacher teach") only these count as verbs:
 * "the job offer", "the car make" and "maternity leave" are noun phrases, so noun-like verbs are left out.
 */
const STRICT_VERB_LIST = words(`
  accept achieve admit affect agree allow appear apply argue arrive become begin believe belong bring choose consider contain
  continue create decide deny depend describe deserve destroy develop discover disagree earn encourage enjoy enter exist
  expect explain forget get give grow happen imagine improve include involve keep know learn lose manage obtain occur
  oppose prefer prepare prevent protect prove provide realize realise receive recognize reduce remain remember require
  seem send speak spend succeed suffer suggest teach tell tend think try understand write
`);

/** Further verbs, trusted only after a pronoun or a modal ("she also need", "will causes"). */
const MORE_VERBS = words(`
  ask buy build call cause change come do feel find follow go have hear help hope live look love make mean meet
  move need offer open pay play put read run say see sell show sit stand start stay stop study take talk travel turn
  use wait walk want watch win wish work worry
`);

const IRREGULAR_THIRD = wordTable({ have: "has", do: "does", go: "goes" });

/** Third-person singular present of a verb: "teach" → "teaches". */
export const thirdPersonOf = (verb: string): string => {
  const irregular = IRREGULAR_THIRD[verb];
  if (irregular) {
    return irregular;
  }
  if (/[^aeiou]y$/.test(verb)) {
    return `${verb.slice(0, -1)}ies`;
  }
  if (/(s|x|z|ch|sh|o)$/.test(verb)) {
    return `${verb}es`;
  }
  return `${verb}s`;
};

const thirdPersonMap = (verbs: readonly string[]): ReadonlyMap<string, string> =>
  new Map(verbs.map((verb): [string, string] => [thirdPersonOf(verb), verb]));

/** Base forms, and third-person singular → base: strict (safe after a noun) and all. */
export const STRICT_VERB_BASE = new Set(STRICT_VERB_LIST);
export const STRICT_THIRD_TO_BASE = thirdPersonMap(STRICT_VERB_LIST);
export const VERB_BASE = new Set([...STRICT_VERB_LIST, ...MORE_VERBS]);
export const THIRD_TO_BASE = thirdPersonMap([...VERB_BASE]);

const IRREGULAR_PAST = wordTable({
  become: "became",
  begin: "began",
  bring: "brought",
  buy: "bought",
  build: "built",
  choose: "chose",
  come: "came",
  do: "did",
  feel: "felt",
  find: "found",
  forget: "forgot",
  get: "got",
  give: "gave",
  go: "went",
  grow: "grew",
  have: "had",
  hear: "heard",
  keep: "kept",
  know: "knew",
  lose: "lost",
  make: "made",
  mean: "meant",
  meet: "met",
  pay: "paid",
  put: "put",
  read: "read",
  run: "ran",
  say: "said",
  see: "saw",
  sell: "sold",
  send: "sent",
  sit: "sat",
  speak: "spoke",
  spend: "spent",
  stand: "stood",
  take: "took",
  teach: "taught",
  tell: "told",
  think: "thought",
  understand: "understood",
  win: "won",
  write: "wrote",
});

/** The simple past of a listed verb: "go" → "went", "decide" → "decided", "study" → "studied". */
export const pastOf = (verb: string): string =>
  IRREGULAR_PAST[verb] ??
  (verb.endsWith("e")
    ? `${verb}d`
    : /[^aeiou]y$/.test(verb)
      ? `${verb.slice(0, -1)}ied`
      : /^(?:stop|plan|shop|drop|prefer|admit|occur)$/.test(verb)
        ? `${verb}${verb.slice(-1)}ed`
        : `${verb}ed`);

/** Simple past → base form ("went" → "go", "decided" → "decide"); only forms that are not also the base or a participle-adjective. */
export const PAST_TO_BASE: ReadonlyMap<string, string> = new Map(
  [...VERB_BASE].flatMap((verb): Array<[string, string]> => {
    const irregular = IRREGULAR_PAST[verb];
    if (irregular !== undefined) {
      return irregular === verb ? [] : [[irregular, verb]];
    }
    const past = verb.endsWith("e") ? `${verb}d` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ied` : `${verb}ed`;
    return [[past, verb]];
  }),
);

/** More base forms of common verbs, for rules that only need to know a word can be a verb after "to". */
const EXTRA_VERBS = words(`
  swim drive cook dance sing eat drink sleep smoke visit fly climb ride hike ski relax chat listen leave answer reply
  return repeat finish complete clean wash fix repair carry catch throw hit kick push pull join attend invite contact
  compare solve hire fire rent share save spend check print send post upload download install open close shut borrow
  lend steal hide wear fight kill die smile laugh cry shout sell earn invest marry celebrate organize organise plan
  discuss mention describe practise practice persuade convince avoid enjoy finish imagine admit risk deny
  fail pass cross drop pick reach touch hold let set cut bring lead wake
`);

/** Whether a word can be the base form of a verb ("to swim"): listed, or verb-like and not a listed noun, adjective or function word. */
export const isBaseVerb = (word: string): boolean => {
  if (VERB_BASE.has(word) || EXTRA_VERB_SET.has(word)) {
    return true;
  }
  return (
    /^[a-z]{3,}$/.test(word) &&
    !/(?:ly|ing|ed|[^s]s|tion|ness|ment|ity)$/.test(word) &&
    !isNoun(word) &&
    !ADJECTIVES.has(word) &&
    !FUNCTION_WORDS.has(word) &&
    !PREPOSITIONS.has(word) &&
    !NON_VERB_WORDS.has(word)
  );
};

const EXTRA_VERB_SET = new Set(EXTRA_VERBS);

/** Determiners, pronouns and adverbs that the verb-likeness test above must not take for verbs. */
const NON_VERB_WORDS = new Set(
  words(`
  a an the this these those my your his her our their its some any many much more most all each every no none both either
  neither another other such own anyone anybody anything everyone everybody everything someone somebody something
  nobody nothing people there here now then also too very quite rather just only even still again always never often
  soon later together home abroad away back well far up down out over forward what which who whom whose when where why how
`),
);

export const MODALS = new Set(words("can could may might must shall should will would"));

/** Prepositions that open a phrase between a subject and its verb ("The lock on the shed …"). "to" is left out (infinitives). */
export const PREPOSITIONS = new Set(
  words(`
  about above across after against along among around at behind below beneath beside between beyond by despite
  during for from in inside into near of off on onto outside over through throughout toward towards under underneath
  within without
`),
);

/** Determiners that make a noun phrase singular, plural, or leave its number to the noun. */
export const SINGULAR_DETERMINERS = new Set(words("a an another each every this that"));
export const PLURAL_DETERMINERS = new Set(
  words("these those many several few both various numerous two three four five six seven eight nine ten twenty hundreds thousands"),
);
export const NEUTRAL_DETERMINERS = new Set(words("the my your his her its our their no any some most all such whose"));

/** Words that can start a clause, so that a noun phrase after them is a subject. */
export const CLAUSE_OPENERS = new Set(
  words(`
  and but or so because if when whenever while although though since that where whereas whether until unless
  before after once why how think thinks thought believe believes believed hope hopes know knows knew feel feels felt
  say says said guess suppose mean means realize realise noticed showed shows argue argues claim claims
  then also therefore however thus hence moreover furthermore besides nowadays today now firstly secondly thirdly finally
  lastly
`),
);

/** Words that can stand between a determiner and its noun (besides listed nouns). */
export const ADJECTIVES = new Set(
  words(`
  bad best big certain cheap clean cold common dangerous dark dear different difficult early easy entire expensive
  famous fast few fine first free fresh full general good great happy hard high huge important interesting large last
  late little local long low main major modern much near new next nice normal old only open other own particular past
  poor popular possible present previous private public quick real recent rich right same second serious short similar
  simple single small social special strong successful such third top true typical whole wide wrong young
  younger older bigger smaller larger greater higher lower longer shorter stronger richer poorer cheaper newer easier
  harder faster slower safer healthier better
`),
);

const ADJECTIVE_ENDINGS = /(?:al|ful|ous|ive|able|ible|ic|less|ish|ent|ant|ary|ory|ed|ing|est)$/;

/** Words with adjective-like endings that are determiners, pronouns or adverbs. */
const NOT_MODIFIERS = new Set([
  "such",
  "another",
  "other",
  "either",
  "neither",
  "whatever",
  "whichever",
  "nothing",
  "something",
  "anything",
  "everything",
  "during",
  "according",
  "regarding",
  "concerning",
  "including",
  "present",
]);

/** Whether a word may modify a noun inside a noun phrase (adjective, participle, noun modifier, number). */
export const isModifier = (word: string): boolean =>
  !NOT_MODIFIERS.has(word) &&
  (ADJECTIVES.has(word) ||
    isSingularNoun(word) ||
    /^\d+(?:[.,]\d+)?$/.test(word) ||
    (word.length > 4 && ADJECTIVE_ENDINGS.test(word) && !PLURAL_TO_SINGULAR.has(word) && !THIRD_TO_BASE.has(word)) ||
    /^[a-z]+-[a-z]+$/.test(word) ||
    /^[a-z]+'s$/.test(word));

/** Words that never begin or belong to a noun phrase: pronouns, auxiliaries, conjunctions and the like. */
export const FUNCTION_WORDS = new Set(
  words(`
  i you he she it we they me him us them myself yourself himself herself itself ourselves themselves
  am is are was were be been being have has had do does did can could may might must shall should will would
  not no and or but so if then than that which who whom whose what when where why how to
  `),
);
