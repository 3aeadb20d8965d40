/**
 * Known context false positives, dropped whatever their sensitivity. retext-equality matches words without their
 * context; these checks look at the text around a hit.
 */
export interface ContextHit {
  ruleId: string;
  phrase: string;
  /** The block text and the hit's offsets in it. */
  text: string;
  start: number;
  end: number;
}

type ContextRule = (hit: ContextHit, before: string, after: string) => boolean;

const CONTEXT_RULES: readonly ContextRule[] = [
  // Hashtags, handles and addresses name things ("#Cowboys", "@chairman", "master.example.com").
  (_hit, before, after) => /[#@][\p{L}\p{N}_]*$/u.test(before) || /^\.[a-z]{2,}\b/i.test(after),
  // Academic degrees: "Master's degree", "Master of Science", "masters degree".
  ({ phrase }, _before, after) =>
    /^master(?:s|['’]s)?$/i.test(phrase) &&
    /^(?:['’]s\b|\s+(?:of\s+(?:science|arts|business|laws|engineering|education|fine\s+arts|philosophy|public|research)|degrees?|programmes?|programs?|students?|level)\b)/iu.test(
      after,
    ),
  // The clinical name is correct: "bipolar disorder".
  ({ phrase }, _before, after) => /^bipolar$/i.test(phrase) && /^\s+(?:disorder|i|ii|depression)\b/i.test(after),
  // A title chosen by a named person: "Mrs. Jones", "Miss Smith".
  ({ ruleId }, _before, after) => ruleId === "mrs-" && /^\s*\p{Lu}/u.test(after),
  // "disabled people" is a preferred identity-first form; the software sense "is disabled" is not about people.
  ({ phrase }, before, after) =>
    /^disabled$/i.test(phrase) &&
    (/^\s+(?:people|person|persons|community|users|access)\b/i.test(after) || /\b(?:is|are|was|were|been|be|gets?|got)\s+$/i.test(before)),
];

/** Whether a hit is a known context false positive. */
export const isContextFalsePositive = (hit: ContextHit): boolean => {
  const before = hit.text.slice(Math.max(0, hit.start - 40), hit.start);
  const after = hit.text.slice(hit.end, hit.end + 40);
  return CONTEXT_RULES.some((rule) => rule(hit, before, after));
};
