import { retext } from "retext";
import retextEnglish from "retext-english";
import retextIndefiniteArticle from "retext-indefinite-article";
import retextPassive from "retext-passive";
import retextRepeatedWords from "retext-repeated-words";
import retextSimplify from "retext-simplify";
import type { GrammarFinding } from "./types";

/**
 * retext style lenses over the same text Harper checks: indefinite articles, repeated words, simpler
 * wording and passive voice. retext parses with English rules and reports UTF-16 offsets
 * (`place.start.offset`), so findings land on the block text as they are.
 */

export type StyleLens = "article" | "repeated" | "simplify" | "passive";

/**
 * Lenses on by default. Passive voice is opt-in: it has no automatic rewrite, and a card without
 * replacements means "Remove" in the grammar pane.
 */
export const DEFAULT_LENSES: readonly StyleLens[] = ["article", "repeated", "simplify"];

/**
 * retext-simplify phrases kept: wordy phrases and stiff words whose suggestion is a drop-in
 * replacement. Its other entries ("it is", "there are", "very", "type", "provide", "however", "benefit",
 * "function"…) either delete grammatical text or change the part of speech, so they are not reported.
 */
const SIMPLIFY_KEEP = new Set([
  "accede to",
  "adjacent to",
  "adversely impact",
  "adversely impact on",
  "afford an opportunity",
  "along the lines of",
  "already existing",
  "as a means of",
  "as of yet",
  "as prescribed by",
  "at the present time",
  "at this time",
  "because of the fact that",
  "by means of",
  "by virtue of",
  "close proximity",
  "due to the fact that",
  "during the period",
  "each and every",
  "effect modifications",
  "for a period of",
  "for the purpose of",
  "has a requirement for",
  "honest truth",
  "if and when",
  "in a timely manner",
  "in all likelihood",
  "in an effort to",
  "in excess of",
  "in light of the fact that",
  "in order for",
  "in order that",
  "in order to",
  "in the amount of",
  "in the event of",
  "in the near future",
  "in view of the above",
  "interpose no objection",
  "is applicable to",
  "it is essential",
  "null and void",
  "owing to the fact that",
  "point in time",
  "prior to",
  "provides guidance for",
  "refer back",
  "span across",
  "successfully complete",
  "this day and age",
  "time period",
  "until such time as",
  "various different",
  "whether or not",
  "with the exception of",
  "utilize",
  "utilise",
  "utilization",
  "utilisation",
  "ameliorate",
  "ascertain",
  "commence",
  "endeavor",
  "expedite",
  "facilitate",
  "heretofore",
  "inasmuch as",
  "promulgate",
  "equipments",
]);

const SIMPLIFY_RULE_IDS = new Set([...SIMPLIFY_KEEP].map((phrase) => phrase.replace(/\s+/g, "-")));

const processors = new Map<string, ReturnType<typeof buildProcessor>>();

const buildProcessor = (lenses: readonly StyleLens[]) => {
  const processor = retext().use(retextEnglish);
  if (lenses.includes("article")) {
    processor.use(retextIndefiniteArticle);
  }
  if (lenses.includes("repeated")) {
    processor.use(retextRepeatedWords);
  }
  if (lenses.includes("simplify")) {
    processor.use(retextSimplify);
  }
  if (lenses.includes("passive")) {
    processor.use(retextPassive);
  }
  return processor.freeze();
};

const processorFor = (lenses: readonly StyleLens[]) => {
  const key = [...lenses].sort().join(",");
  let processor = processors.get(key);
  if (!processor) {
    processor = buildProcessor(lenses);
    processors.set(key, processor);
  }
  return processor;
};

/** "in order to" at the start of a sentence is replaced by "To", not "to". */
const matchCase = (replacement: string, actual: string): string =>
  /^\p{Lu}/u.test(actual) && replacement ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;

const plainMessage = (message: string): string => message.replace(/`([^`]*)`/g, "“$1”");

/** The lenses' findings in `text`, synchronously. */
export const lintWithRetext = (text: string, lenses: readonly StyleLens[] = DEFAULT_LENSES): GrammarFinding[] => {
  if (lenses.length === 0) {
    return [];
  }
  const file = processorFor(lenses).processSync(text);
  const findings: GrammarFinding[] = [];
  for (const message of file.messages) {
    const start = message.place && "start" in message.place ? message.place.start.offset : undefined;
    const end = message.place && "end" in message.place ? message.place.end.offset : undefined;
    if (start === undefined || end === undefined || end <= start) {
      continue;
    }
    const actual = text.slice(start, end);
    const expected = (message.expected ?? []).filter((option) => option !== "remove" && option.trim() !== "");
    const replacements = expected.map((option) => matchCase(option, actual)).filter((option) => option !== actual);
    const base = { start, end, message: plainMessage(message.reason), source: "retext" as const };
    switch (message.source) {
      case "retext-indefinite-article":
        findings.push({
          ...base,
          replacements,
          shortMessage: "Wrong article",
          category: "Grammar",
          kind: "grammar",
          issueType: "Article",
          ruleId: "retext:indefinite-article",
        });
        break;
      case "retext-repeated-words":
        findings.push({
          ...base,
          replacements,
          shortMessage: "Repeated word",
          category: "Grammar",
          kind: "grammar",
          issueType: "Repeated word",
          ruleId: "retext:repeated-words",
        });
        break;
      case "retext-simplify":
        if (message.ruleId && SIMPLIFY_RULE_IDS.has(message.ruleId)) {
          findings.push({
            ...base,
            replacements,
            shortMessage: "Simpler wording",
            category: "Style",
            kind: "style",
            issueType: "Simpler wording",
            ruleId: `retext:simplify:${message.ruleId}`,
          });
        }
        break;
      case "retext-passive":
        findings.push({
          ...base,
          replacements: [],
          shortMessage: "Passive voice",
          category: "Style",
          kind: "style",
          issueType: "Passive voice",
          ruleId: "retext:passive",
        });
        break;
      default:
        break;
    }
  }
  return findings.sort((a, b) => a.start - b.start || a.end - b.end);
};
