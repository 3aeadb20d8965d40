import { segmentSentences, sentenceIndexAt } from "../segment";
import type { AnalysisBlock } from "../types";
import { detectAddresses } from "./address";
import { contextSnippet } from "./context";
import { detectDatesOfBirth } from "./dob";
import { maskPii } from "./mask";
import { addMentions, detectNames, mayContainNames, personNameWords, type NameSpans } from "./names";
import { detectCards, detectIbans, detectSsns } from "./numbers";
import { detectPhones } from "./phone";
import { resolveOverlaps } from "./resolve";
import { PII_SENSITIVITY } from "./sensitivity";
import type { PiiFinding, PiiSpan } from "./types";
import { detectEmails, detectIps, detectUrls } from "./web";

/** The pattern detectors (everything except names), unresolved. */
export const detectPatterns = (text: string): PiiSpan[] => [
  ...detectCards(text),
  ...detectIbans(text),
  ...detectSsns(text),
  ...detectEmails(text),
  ...detectUrls(text),
  ...detectIps(text),
  ...detectPhones(text),
  ...detectDatesOfBirth(text),
  ...detectAddresses(text),
];

const NO_NAMES: NameSpans = { people: [], places: [], organizations: [] };
/** Names need a capitalised word that is not just a common sentence opener; plain prose skips compromise. */
const namesIn = (text: string): NameSpans => (mayContainNames(text) ? detectNames(text) : NO_NAMES);

/**
 * Every detection in several texts, overlaps resolved per text. Names are shared across the texts:
 * a surname found as part of a full name in one paragraph is found alone in the others too.
 */
export const findPiiSpans = (texts: readonly string[]): PiiSpan[][] => {
  const names = texts.map(namesIn);
  const known = new Set<string>();
  texts.forEach((text, index) => {
    for (const word of personNameWords(text, names[index]?.people ?? [])) {
      known.add(word);
    }
  });
  return texts.map((text, index) => {
    const found = names[index] ?? NO_NAMES;
    const people = addMentions(text, found.people, known).map(({ start, end }): PiiSpan => ({ entityType: "person", start, end }));
    return resolveOverlaps([...detectPatterns(text), ...people, ...found.places, ...found.organizations]);
  });
};

const hasAlphanumeric = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

/** Every finding in the blocks, of every sensitivity: for evaluation and for callers that filter themselves. */
export const findAllPii = (blocks: readonly AnalysisBlock[]): PiiFinding[] => {
  const checked = blocks.filter((block) => hasAlphanumeric(block.text));
  const spans = findPiiSpans(checked.map((block) => block.text));
  return checked.flatMap((block, index) => {
    const sentences = segmentSentences(block.text);
    return (spans[index] ?? []).map((span): PiiFinding => {
      const text = block.text.slice(span.start, span.end);
      const finding: PiiFinding = {
        blockId: block.id,
        sentenceIndex: sentenceIndexAt(sentences, span.start),
        start: span.start,
        end: span.end,
        text,
        entityType: span.entityType,
        sensitivity: PII_SENSITIVITY[span.entityType],
        context: contextSnippet(block.text, span.start, span.end),
        masked: maskPii(span.entityType, text),
      };
      if (block.cellIndex !== undefined) {
        finding.cellIndex = block.cellIndex;
      }
      return finding;
    });
  });
};

/** Text that is nothing but asterisks (and separators): already masked by the writer. */
const allAsterisks = (value: string): boolean => /^[*\s\-./@]+$/.test(value) && value.includes("*");

/** The spec's results filter (spec 2 §5): low-sensitivity items and items that are all asterisks are dropped. */
export const isReportablePii = (finding: PiiFinding): boolean => finding.sensitivity !== "low" && !allAsterisks(finding.text);

/** Personal data in the blocks, as the compliance pane shows it (the spec's filter applied). */
export const detectPii = (blocks: readonly AnalysisBlock[]): PiiFinding[] => findAllPii(blocks).filter(isReportablePii);
