import { wordTable } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * Uncountable nouns have no plural: "informations" → "information", "advices" → "advice",
 * "furnitures" → "furniture", "the medias" → "media", "a lot of peoples" → "people". Forms that are
 * also verbs ("she evidences", "it stuffs") are only flagged after a quantifier that makes them
 * nouns ("many evidences"), and "peoples" (nations) only after "a lot of".
 */

const RULE = "uncountable-plural";

/** Plurals that do not exist in standard English. */
const ALWAYS = wordTable({
  informations: "information",
  advices: "advice",
  furnitures: "furniture",
  equipments: "equipment",
  homeworks: "homework",
  houseworks: "housework",
  knowledges: "knowledge",
  luggages: "luggage",
  baggages: "baggage",
  softwares: "software",
  hardwares: "hardware",
  garbages: "garbage",
  rubbishes: "rubbish",
  jewelries: "jewelry",
  jewelleries: "jewellery",
  machineries: "machinery",
  sceneries: "scenery",
  wildlifes: "wildlife",
  musics: "music",
  pollutions: "pollution",
  feedbacks: "feedback",
  medias: "media",
  mankinds: "mankind",
  sunshines: "sunshine",
  vocabularys: "vocabulary",
  somethings: "something",
  anythings: "anything",
  everythings: "everything",
  nothings: "nothing",
});

/** Plurals that are also verbs or have a rare countable sense: flagged only after a quantifier or determiner. */
const AFTER_QUANTIFIER = wordTable({
  evidences: "evidence",
  stuffs: "stuff",
  progresses: "progress",
  researches: "research",
});

/** "peoples" (nations) is countable: only "a lot of peoples" and the like are flagged. */
const AFTER_LOT_OF = wordTable({ peoples: "people" });

const QUANTIFIERS = new Set(["many", "several", "few", "some", "these", "those", "numerous", "various", "more", "most", "other", "such"]);

const afterLotOf = (tokens: readonly Token[], index: number): boolean =>
  tokens[index - 1]?.lower === "of" && ["lot", "lots", "plenty"].includes(tokens[index - 2]?.lower ?? "");

const quantified = (tokens: readonly Token[], index: number): boolean =>
  QUANTIFIERS.has(tokens[index - 1]?.lower ?? "") || afterLotOf(tokens, index);

export const uncountablePlural: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      if (token.kind !== "word") {
        continue;
      }
      // "late twenty somethings": people in their twenties.
      if (token.lower === "somethings" && /^(?:twenty|thirty|forty|fifty|sixty)$/.test(tokens[token.index - 1]?.lower ?? "")) {
        continue;
      }
      const singular =
        ALWAYS[token.lower] ??
        (quantified(tokens, token.index) ? AFTER_QUANTIFIER[token.lower] : undefined) ??
        (afterLotOf(tokens, token.index) ? AFTER_LOT_OF[token.lower] : undefined);
      if (!singular) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: token,
          replacements: [matchCase(singular, token.text), ...(singular === "something" ? [matchCase("some things", token.text)] : [])],
          message:
            singular === "people"
              ? "“people” is already plural: write “people”."
              : /thing$/.test(singular)
                ? `“${singular}” has no plural: write “${singular}” (or “some things”).`
                : `“${singular}” is uncountable and has no plural: write “${singular}”.`,
          shortMessage: "Uncountable noun",
          category: "Grammar",
          issueType: "Noun number",
        }),
      );
    }
    return findings;
  },
};
