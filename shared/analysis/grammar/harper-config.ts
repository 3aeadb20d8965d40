import { HARPER_RARE_RULES, HARPER_SILENT_RULES } from "./harper-rule-usage.data";

/**
 * Wordloom's rule configuration for Harper. Harper turns 873 of its 885 rules on by default; the
 * grammar pane lists errors, so rules that are style preferences, that span a whole sentence with no
 * fix, or that were measured to flag correct sentences are turned off here. "Measured" means: fired
 * on the corrected sentences of the JFLEG development set (scripts/eval/grammar-eval.ts) where the
 * flagged text was correct English.
 */
export const HARPER_RULES_OFF: Readonly<Record<string, string>> = {
  OxfordComma: "Style preference; Wordloom does not impose or forbid the serial comma.",
  LongSentences: "A readability lens, not an error: it flags a whole sentence with no replacement.",
  MissingTo:
    "Imprecise: “their parents prepared dinner” → “prepared to”; 4 of its 5 flags on corrected JFLEG sentences were on correct text (“the things I learned will help”).",
  CompoundNouns:
    "Prefers closed compounds (“school teachers” → “schoolteachers”) that dictionaries also give open; on JFLEG it flagged “many coaches on a team work”.",
  DisjointPrefixes: "Prefers “nonstop” to “non-stop”: both are standard (hyphenated forms are usual in British English).",
  Excellent: "A style suggestion (“very good” → “excellent”), not an error.",
  AvoidAndAlso: "A style suggestion (“and also” → “and”), not an error.",
  WouldNeverHave: "“would have never” is standard English; the suggested order is a preference.",
  NumericRangeEnDash: "Typography (en dash in number ranges), not grammar.",
  Dashes:
    "Typography: “--” typed for a dash becomes an en or em dash (editors do this as you type); on JFLEG dev it fired on no learner sentence and on one correction.",
  Regionalisms: "Flags another dialect's vocabulary (“petrol” under American English); the dialect setting already decides spelling.",
  DiscourseMarkers:
    "The comma after a short opening marker (“Thus”, “For example”) is optional in major style guides; it fired on 9 corrected JFLEG sentences for 5 learner ones it alone caught.",
};

/**
 * Rules the usage-based cut turned off that catch real learner errors, kept on. The cut counted how
 * often a rule fires on real English; it should keep the rules that fire on learner text. Measured
 * with every cut rule on over JFLEG dev: MoreBetter ("more easier", "most worst"; 3 learner sentences,
 * 0 corrections), Everybody ("Every body"; 1 / 0) and DoesOrDose ("dose not"; 1 / 0) fired. The
 * confusable-word rules below fire only on the wrong word of a commonly confused pair, so a flag is
 * an error by construction: "piece of mind" (peace), "my principle goal" (principal), "the whether
 * is" (weather), "to some extend" (extent), "human live" (life).
 */
export const HARPER_RULES_KEPT_ON: Readonly<Record<string, string>> = {
  MoreBetter: "Double comparatives (“more easier”, “most worst”): 3 JFLEG dev learner sentences, no correction.",
  Everybody: "“Every body” → “Everybody”: 1 JFLEG dev learner sentence, no correction.",
  DoesOrDose: "“dose not” → “does not”: 1 JFLEG dev learner sentence, no correction.",
  PeaceOfMind: "The confused noun pair piece/peace: “piece of mind” → “peace of mind”.",
  PrincipleToPrincipalRoleNoun: "The confused noun pair principle/principal before role and goal nouns (“my principle goal”).",
  TheWhetherWeather: "“the whether” → “the weather”.",
  ExtendOrExtent: "“to some extend” → “extent”.",
  HumanLife: "“human live” → “human life”.",
};

/**
 * The configuration passed to `setLintConfig`: every listed rule off, the rules that never fired on
 * about 840,000 words of real English, and the rules that fired at most 3 times there and never on a
 * learner's sentence (harper-rule-usage.data.ts, from scripts/train/harper-rule-usage.ts); everything
 * else at Harper's default. Each rule scans the whole text: the silent rules cost about a third of a
 * long document's check (2.7 s → 1.75 s of CPU for 10,000 words) for well under one finding per
 * million words, and the rare ones about a sixth of the rest for under four findings per million
 * words. The JFLEG dev figures did not drop.
 */
export const harperLintConfig = (): Record<string, boolean> =>
  Object.fromEntries(
    [...Object.keys(HARPER_RULES_OFF), ...HARPER_SILENT_RULES, ...HARPER_RARE_RULES]
      .filter((rule) => !(rule in HARPER_RULES_KEPT_ON))
      .map((rule) => [rule, false]),
  );
