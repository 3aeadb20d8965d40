import { hasCheckableText } from "../../rules/checkable-text";
import { isReportablePii } from "../../rules/findings";
import { segmentSentences, sentenceIndexAt } from "../segment";
import type { AnalysisBlock } from "../types";
import { detectAddresses } from "./address";
import { contextSnippet } from "./context";
import { detectDatesOfBirth } from "./dob";
import { maskPii } from "./mask";
import { addMentions, detectNames, mayContainNames, personNameWords, type NameDetection, type NameSpans } from "./names";
import { detectCards, detectIbans, detectSsns } from "./numbers";
import { detectPhones } from "./phone";
import { resolveOverlaps } from "./resolve";
import { PII_SENSITIVITY } from "./sensitivity";
import type { PiiFinding, PiiSpan } from "./types";
import { detectEmails, detectIps, detectUrls } from "./web";

/** The pattern detectors (everything except names), unresolved. */
const detectPatterns = (text: string): PiiSpan[] => [
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

/**
 * Runs of consecutive sentences that may hold a name (a capitalised word that is not just a common
 * sentence opener), as [start, end) ranges of the text. compromise's tagging is most of the PII
 * check's cost and grows with the text it reads, so plain sentences between them are skipped.
 */
const nameWindows = (text: string): Array<{ start: number; end: number }> => {
  const windows: Array<{ start: number; end: number }> = [];
  for (const sentence of segmentSentences(text)) {
    if (!mayContainNames(sentence.text)) {
      continue;
    }
    const last = windows.at(-1);
    // Joined across the whitespace between sentences, so cues like "Dear" on a previous line still count.
    if (last && /^\s*$/.test(text.slice(last.end, sentence.start))) {
      last.end = sentence.end;
    } else {
      windows.push({ start: sentence.start, end: sentence.end });
    }
  }
  return windows;
};

const shifted = <T extends PiiSpan>(spans: readonly T[], offset: number): T[] =>
  spans.map((span) => ({ ...span, start: span.start + offset, end: span.end + offset }));

/** Names in a text, found window by window and placed back at their offsets in the whole text. */
const namesIn = (text: string, detection: NameDetection): NameSpans => {
  const windows = nameWindows(text);
  if (windows.length === 0) {
    return NO_NAMES;
  }
  const found: NameSpans = { people: [], places: [], organizations: [] };
  for (const { start, end } of windows) {
    const names = detectNames(text.slice(start, end), detection);
    found.people.push(...shifted(names.people, start));
    found.places.push(...shifted(names.places, start));
    found.organizations.push(...shifted(names.organizations, start));
  }
  return found;
};

/**
 * Every detection in several texts, overlaps resolved per text. Names are shared across the texts:
 * a surname found as part of a full name in one paragraph is found alone in the others too.
 */
export const findPiiSpans = (texts: readonly string[], detection: NameDetection = "tagged"): PiiSpan[][] => {
  const names = texts.map((text) => namesIn(text, detection));
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

/**
 * Every finding in the blocks, of every sensitivity (places and organisations need "tagged" names):
 * for evaluation and for callers that filter themselves.
 */
export const findAllPii = (blocks: readonly AnalysisBlock[], detection: NameDetection = "tagged"): PiiFinding[] => {
  const checked = blocks.filter((block) => hasCheckableText(block.text));
  const spans = findPiiSpans(
    checked.map((block) => block.text),
    detection,
  );
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

/**
 * Personal data in the blocks, as the compliance pane shows it (the spec's filter applied). Names
 * come from the lexicon only: the tagger's places and organisations would be dropped as low
 * sensitivity anyway (see NameDetection).
 */
export const detectPii = (blocks: readonly AnalysisBlock[]): PiiFinding[] => findAllPii(blocks, "lexicon").filter(isReportablePii);
