import { matchCase, matchesOf, wordAfter, wordBefore, type LegalRule, type RuleMatch } from "../rule";

/**
 * "such" as a pointer ("upon receipt of such notice", "Such Party shall…") refers back without saying to what. It is
 * flagged only in that use: before a singular noun with no article (ordinary English needs "such a notice") or before
 * a capitalised defined term. "such as", "such a", "such that", "no such", "any such" and "such cases" are left alone.
 */

/** Singular nouns common in contracts; "such" + one of these without an article is the pointer use. */
const LEGAL_NOUNS = new Set([
  "notice",
  "party",
  "agreement",
  "contract",
  "premises",
  "property",
  "payment",
  "amount",
  "sum",
  "period",
  "date",
  "term",
  "person",
  "breach",
  "default",
  "claim",
  "event",
  "right",
  "obligation",
  "information",
  "tenant",
  "landlord",
  "lease",
  "buyer",
  "seller",
  "purchaser",
  "vendor",
  "licensee",
  "licensor",
  "employee",
  "employer",
  "contractor",
  "supplier",
  "customer",
  "goods",
  "services",
  "work",
  "works",
  "document",
  "invoice",
  "fee",
  "deposit",
  "loss",
  "damage",
  "liability",
  "termination",
  "transfer",
  "assignment",
  "consent",
  "approval",
  "request",
  "dispute",
  "failure",
  "delay",
  "defect",
  "provision",
  "clause",
  "section",
  "policy",
  "insurance",
  "equipment",
  "material",
  "materials",
  "data",
  "account",
]);

/** Words that make "such" ordinary English when they come right before it. */
const QUANTIFIERS = new Set(["any", "no", "each", "every", "all", "some", "one", "many", "few", "several", "other"]);

export const such: LegalRule = {
  id: "such",
  errorType: "Vague reference",
  message: "“such” as a pointer (“such notice”) is legalese: use “the” or “that”, or repeat the defined term.",
  find: (sentence) => {
    const found: RuleMatch[] = [];
    for (const match of matchesOf(/\bsuch\b/gi, sentence)) {
      const end = match.index + match[0].length;
      if (!/^\s+\p{L}/u.test(sentence.slice(end))) {
        continue;
      }
      const next = wordAfter(sentence, end);
      const before = wordBefore(sentence, match.index).toLowerCase();
      if (QUANTIFIERS.has(before)) {
        continue;
      }
      const definedTerm = /^\p{Lu}\p{Ll}/u.test(next);
      if (!definedTerm && !LEGAL_NOUNS.has(next.toLowerCase())) {
        continue;
      }
      // "such notice as the Buyer requests" is ordinary English ("notice of the kind that").
      const afterNoun = sentence.slice(end).replace(/^\s+[\p{L}\p{N}'’-]+/u, "");
      if (/^\s+as\b/i.test(afterNoun)) {
        continue;
      }
      found.push({ start: match.index, end, correctedText: matchCase(match[0], "the") });
    }
    return found;
  },
};
