/**
 * Harper findings on correct English that follow a pattern, dropped before they reach the pane:
 *   - MergeWords joining an article to the next word ("an ENT surgeon" → "anENT"): an article is
 *     never the first half of a compound.
 *   - MassNouns on "a" + a noun that also has a countable sense, when a "to" or "of" complement
 *     follows: "a hesitancy to interact", "a knowledge of French", "a reluctance to change".
 *   - SpellCheck on a combining form written before a hyphen ("eco-certification", "bio-based",
 *     "agri-food"): the prefix is not a word on its own, and the compound is not misspelt; and on the
 *     "don'ts" of the set phrase "dos and don'ts"; and on a capitalised word that follows an honorific
 *     or another capitalised word inside the sentence ("Diana Krall", "Amitabh Bacchan", "Mr. Bacchan"):
 *     the second word of a name, which the dictionary does not hold.
 */

const DOS_AND = /\bdo[’']?s and\s+$/i;
const DONTS = /^don[’']ts$/i;
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;
/** The word before `start` is an honorific, or a capitalised word that does not open the sentence. */
const NAME_BEFORE = /(?:\b(?:Mr|Mrs|Ms|Dr|Prof)\.?|[\p{L}\p{N},;]\s+\p{Lu}\p{Ll}+)\s+$/u;
const ARTICLE_FIRST = /^(?:a|an|the)\s/i;
const COMPLEMENT_AFTER = /^\s+(?:to|of)\b/i;
const COMBINING_FORMS = new Set([
  "eco",
  "bio",
  "geo",
  "agri",
  "agro",
  "cyber",
  "techno",
  "socio",
  "psycho",
  "neuro",
  "electro",
  "hydro",
  "thermo",
  "nano",
  "mega",
  "giga",
  "tele",
  "info",
  "crypto",
  "petro",
]);

/** Whether Harper's `rule` flagged `problem` at [start, end) of `text` in one of the patterns above. */
export const isHarperMisfire = (rule: string, problem: string, text: string, start: number, end: number): boolean => {
  switch (rule) {
    case "MergeWords":
      return ARTICLE_FIRST.test(problem);
    case "MassNouns":
      return /^an?\s/i.test(problem) && COMPLEMENT_AFTER.test(text.slice(end, end + 8));
    case "SpellCheck":
      if (CAPITALISED.test(problem) && NAME_BEFORE.test(text.slice(Math.max(0, start - 40), start))) {
        return true;
      }
      if (DONTS.test(problem)) {
        return DOS_AND.test(text.slice(Math.max(0, start - 12), start));
      }
      return text[end] === "-" && COMBINING_FORMS.has(problem.toLowerCase()) && (start === 0 || /[\s("“]/.test(text[start - 1] ?? ""));
    default:
      return false;
  }
};
