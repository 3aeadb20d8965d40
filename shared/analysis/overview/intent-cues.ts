/**
 * The cue lexicons of the intent classifier (intent.ts). Every cue is a plain word list or phrase
 * pattern, so a result can always be explained by pointing at the words that triggered it.
 */

export const INTENTS = [
  "informative",
  "persuasive",
  "instructional",
  "narrative",
  "descriptive",
  "promotional",
  "inquisitive",
  "opinion",
] as const;
export type Intent = (typeof INTENTS)[number];

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter((word) => word.length > 0));

/** Verbs that open instructions ("Mix…", "Click…"), base form; the tagger misses some of them ("First, mix the flour"). */
export const INSTRUCTION_VERBS = words(`
  add adjust apply arrange ask attach avoid bake boil book bring brush buy calculate call change check choose chop clean
  click close collect combine compare connect consider contact copy cover create cut decide define delete describe discard
  divide download drag drain drink drop edit empty enable enter fill find finish fold follow fry get give go grab heat
  hold imagine include insert install keep knead label leave let lift limit list load log look make measure melt mix move
  note open order paste pick place plan plug point pour prepare press print pull push put read record reduce register
  remember remove repeat replace rest return rinse roll rub run save scroll season select send serve set share shut sign
  simmer slice soak sort spread sprinkle squeeze start stir stop store stretch subscribe swap switch take tap taste tell
  test tie try turn type unplug update upload use visit wait walk wash watch whisk wipe wrap write
`);

/** Words that may come before the imperative verb: "First, mix…", "Then carefully pour…". */
export const INSTRUCTION_OPENERS = words(
  `first firstly second secondly third then next finally lastly now please also always never just carefully gently slowly quickly afterwards`,
);

export const INSTRUCTIONAL_CUES: readonly RegExp[] = [
  /\bhow to\b/i,
  /\bsteps?\b/i,
  /\bmake sure\b/i,
  /\byou(?:'ll| will) need\b/i,
  /\b(?:tutorial|guide|instructions?|recipe|ingredients)\b/i,
  /^\s*(?:\d+|[a-z])[.)]\s/i,
];

/** Irregular past-tense forms (regular ones end in -ed and differ from their lemma). */
export const IRREGULAR_PAST = words(`
  was were had did went came saw took made said got gave found thought told became left felt brought began kept held
  stood heard meant met ran paid sat spoke lay led grew lost fell sent built understood drew broke spent rose drove bought
  wore chose sought threw caught dealt won forgot hung shook sang swam wrote ate drank slept woke hid flew fought taught
  knew rode shot sold struck stole swung tore wept wound bit blew bent bled bound clung crept dug fed fled froze knelt lit
  slid spun sprang stuck stung strode swore swept wove
`);

export const FIRST_PERSON = words(`i me my mine myself we us our ours ourselves`);

export const TIME_SEQUENCE_CUES: readonly RegExp[] = [
  /\b(?:yesterday|that (?:day|night|morning|evening|summer|winter)|one (?:day|morning|evening|night)|years? ago|long ago|at last|suddenly|afterwards|after that|later|the next (?:day|morning)|when i was|once upon a time|back then|eventually)\b/i,
  /^(?:then|finally|soon)\b/i,
];

/** Sensory and appearance words of descriptive writing. */
export const SENSORY_WORDS = words(`
  smell smelled smelt smells scent scented fragrant aroma odour odor taste tasted tastes sweet sour bitter salty savoury
  savory sound sounded sounds loud quiet silent hush murmur whisper roar hum buzz rustle crackle echo soft smooth rough
  silky velvety coarse gritty warm cool cold icy hot damp wet dry sticky bright dim dark pale glossy shiny glittered
  glittering gleaming glowing shimmering sparkling golden silver copper crimson scarlet red orange yellow green blue purple
  violet pink brown grey gray black white colour color colours colors shadow shadows light glow sunlight moonlight misty
  hazy thick thin narrow wide vast tiny huge towering ripe fresh fragrant crisp creamy velvet gleam sheen texture
`);

export const SIMILE_CUES: readonly RegExp[] = [/\b(?:like an? |as \w+ as )/i, /\bas if\b/i];

export const PROMOTIONAL_CUES: readonly RegExp[] = [
  /\b(?:buy|order|shop|purchase)(?: (?:it|yours|one))? (?:now|today|online)\b/i,
  /^(?:buy|order|shop|subscribe|join|book|try|get|grab|claim|download|sign up|register|call|visit)\b/i,
  /\bsign up\b/i,
  /\bsubscribe\b/i,
  /\b(?:free (?:trial|delivery|shipping|gift|consultation)|money-back|no obligation)\b/i,
  /\b\d+ ?% off\b/i,
  /\b(?:discount|offers?|deals?|sale|promo(?:tion)? code|coupon|voucher)\b/i,
  /\b(?:limited[- ]time|exclusive|don't miss|do not miss|while stocks last|today only|act now|hurry)\b/i,
  /\b(?:our (?:product|products|service|services|team|store|shop|app|platform|range|collection)|we offer)\b/i,
  /[$£€] ?\d/,
];

export const PERSUASIVE_CUES: readonly RegExp[] = [
  /\b(?:should|must|ought to|need to|needs to|have to|has to)\b/i,
  /\b(?:clearly|obviously|undeniably|surely|certainly|without (?:a )?doubt|there is no doubt)\b/i,
  /\b(?:it is|it's) (?:time|essential|vital|crucial|important|necessary|wrong|unfair|a mistake)\b/i,
  /\b(?:imagine|consider|think about|ask yourself)\b/i,
  /\b(?:the truth is|the fact is|that is why|this is why|we cannot afford|we can no longer|it is time)\b/i,
];

export const OPINION_CUES: readonly RegExp[] = [
  /\bi (?:think|believe|feel|suspect|guess|reckon|suppose|doubt|prefer|love|hate|like|dislike|am convinced|am sure)\b/i,
  /\bin my (?:opinion|view|experience|mind)\b/i,
  /\b(?:personally|to me|for me|my (?:favourite|favorite|view|opinion|take))\b/i,
  /\b(?:it seems to me|as far as i am concerned|i would argue)\b/i,
];

export const INFORMATIVE_CUES: readonly RegExp[] = [
  /\d/,
  /\b(?:is|are) (?:a|an|the|one of)\b/i,
  /\b(?:includes?|including|consists? of|refers? to|is defined as|is known as|is called|according to|for example|such as)\b/i,
  /\b(?:research|study|studies|data|report|survey|evidence|scientists?|experts?)\b/i,
];

/** Second-person and first-person words that make a statement personal rather than neutral information. */
export const PERSONAL_WORDS = words(`i me my mine we us our you your yours`);
