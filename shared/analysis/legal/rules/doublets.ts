import { matchCase, matchesOf, type LegalRule } from "../rule";

/**
 * Legal doublets and triplets say one thing two or three times ("null and void", "give, devise and bequeath"). Each
 * entry gives the plain replacement; "(,)" marks an optional serial comma. Terms of art with a distinct meaning
 * ("terms and conditions" in consumer law, "aid and abet") are deliberately not listed.
 */
const DOUBLETS: readonly (readonly [phrase: string, plain: string])[] = [
  ["null and void", "void"],
  ["cease and desist", "stop"],
  ["give, devise(,) and bequeath", "give"],
  ["devise and bequeath", "give"],
  ["any and all", "all"],
  ["each and every", "each"],
  ["full force and effect", "full effect"],
  ["force and effect", "effect"],
  ["by and between", "between"],
  ["due and payable", "due"],
  ["true and correct", "true"],
  ["free and clear", "free"],
  ["over and above", "beyond"],
  ["unless and until", "until"],
  ["if and when", "when"],
  ["save and except", "except"],
  ["sole and exclusive", "exclusive"],
  ["last will and testament", "will"],
  ["right, title(,) and interest", "interest"],
  ["suffer or permit", "permit"],
  ["indemnify and hold harmless", "indemnify"],
  ["goods and chattels", "goods"],
  ["made and entered into", "made"],
  ["covenant and agree", "agree"],
  ["agree and covenant", "agree"],
  ["ordered, adjudged(,) and decreed", "ordered"],
  ["rest, residue(,) and remainder", "remainder"],
  ["have and hold", "hold"],
  ["keep and maintain", "maintain"],
  ["release and discharge", "release"],
  ["fit and proper", "suitable"],
  ["alter or change", "change"],
  ["deem and consider", "consider"],
  ["final and conclusive", "final"],
  ["separate and distinct", "separate"],
  ["fair and equitable", "fair"],
  ["way, shape(,) or form", "way"],
];

/** "give, devise(,) and bequeath" → "give,\s*devise,?\s+and\s+bequeath": spaces may vary, "(,)" is optional. */
const toPattern = (phrase: string): string => {
  let pattern = "";
  let previous = "";
  for (const token of phrase.match(/\(,\)|,|[^\s,()]+/g) ?? []) {
    if (token === "(,)") {
      pattern += ",?";
    } else if (token === ",") {
      pattern += ",";
    } else {
      pattern += previous === "" ? token : previous === "," ? `\\s*${token}` : `\\s+${token}`;
    }
    previous = token;
  }
  return pattern;
};

const RULES = DOUBLETS.map(([phrase, plain]) => ({ pattern: new RegExp(`\\b${toPattern(phrase)}\\b`, "gi"), phrase, plain }));

export const doublets: LegalRule = {
  id: "doublets",
  errorType: "Redundant doublet",
  message: "This doublet says the same thing twice: one word is enough.",
  find: (sentence) => {
    const found: { start: number; end: number; correctedText: string; message: string }[] = [];
    for (const rule of RULES) {
      for (const match of matchesOf(rule.pattern, sentence)) {
        const start = match.index;
        const end = start + match[0].length;
        // Longer entries come first ("full force and effect" before "force and effect"): keep the first hit.
        if (found.some((hit) => start < hit.end && hit.start < end)) {
          continue;
        }
        found.push({
          start,
          end,
          correctedText: matchCase(match[0], rule.plain),
          message: `“${match[0]}” says the same thing more than once: “${rule.plain}” is enough.`,
        });
      }
    }
    return found.sort((a, b) => a.start - b.start);
  },
};
