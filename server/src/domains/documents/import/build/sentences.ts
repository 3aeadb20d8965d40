import { randomUUID } from "node:crypto";
import { segmentSentences } from "@wordloom/shared/analysis";
import type { Fragment, Sentence } from "@wordloom/shared/model";
import { LIMITS } from "@wordloom/shared/rules";
import type { InlineRun, RunMarks } from "../draft";
import { flattenRuns } from "./flatten-runs";
import { citationFromFootnote, type CitationCounter } from "./citations";

const MAX_SENTENCE_CHARS = LIMITS.document.maxFragmentChars;
const MAX_FRAGMENTS = LIMITS.document.maxFragmentsPerSentence;

interface Span {
  start: number;
  end: number;
}

/** Cuts a span longer than a fragment may be at the last space before the limit (or hard, without one). */
const splitLongSpan = (text: string, span: Span): Span[] => {
  const pieces: Span[] = [];
  let start = span.start;
  while (span.end - start > MAX_SENTENCE_CHARS) {
    const window = text.slice(start, start + MAX_SENTENCE_CHARS);
    const space = window.lastIndexOf(" ");
    const cut = space > 0 ? start + space : start + MAX_SENTENCE_CHARS;
    pieces.push({ start, end: cut });
    start = space > 0 ? cut + 1 : cut;
  }
  pieces.push({ start, end: span.end });
  return pieces;
};

const marksOf = (run: InlineRun | undefined): RunMarks => {
  const marks: RunMarks = {};
  if (run?.bold) {
    marks.bold = true;
  }
  if (run?.italic) {
    marks.italic = true;
  }
  if (run?.underline) {
    marks.underline = true;
  }
  if (run?.code) {
    marks.code = true;
  }
  if (run?.href) {
    marks.href = run.href;
  }
  return marks;
};

const sameMarks = (left: RunMarks, right: RunMarks) =>
  left.bold === right.bold &&
  left.italic === right.italic &&
  left.underline === right.underline &&
  left.code === right.code &&
  left.href === right.href;

/** Keeps a sentence within the fragment limit by folding the tail into one unmarked fragment. */
const capFragments = (fragments: Fragment[]): Fragment[] => {
  if (fragments.length <= MAX_FRAGMENTS) {
    return fragments;
  }
  const kept = fragments.slice(0, MAX_FRAGMENTS - 1);
  kept.push({
    text: fragments
      .slice(MAX_FRAGMENTS - 1)
      .map((fragment) => fragment.text)
      .join(""),
  });
  return kept;
};

/**
 * Turns the runs of one block into editor sentences: the text is split with the shared sentence
 * segmenter, and each sentence into fragments of equal marks. A footnote becomes a citation on the
 * fragment ending at its reference mark.
 */
export const runsToSentences = (runs: readonly InlineRun[], citations: CitationCounter): Sentence[] => {
  const { text, owners, footnotes } = flattenRuns(runs);
  const spans = segmentSentences(text).flatMap((span) => splitLongSpan(text, span));
  return spans.map((span) => {
    const fragments: Fragment[] = [];
    let fragmentStart = span.start;
    for (let position = span.start; position < span.end; position += 1) {
      const footnote = footnotes.get(position);
      const isLast = position === span.end - 1;
      const nextOwner = isLast ? -1 : (owners[position + 1] ?? -1);
      if (footnote === undefined && !isLast && nextOwner === owners[position]) {
        continue;
      }
      const marks = marksOf(runs[owners[position] ?? -1]);
      const fragmentText = text.slice(fragmentStart, position + 1);
      const previous = fragments.at(-1);
      if (previous && !previous.citation && sameMarks(marksOf(previous), marks)) {
        previous.text += fragmentText;
        if (footnote !== undefined) {
          previous.citation = citationFromFootnote(footnote, citations);
        }
      } else {
        fragments.push({
          text: fragmentText,
          ...marks,
          ...(footnote === undefined ? {} : { citation: citationFromFootnote(footnote, citations) }),
        });
      }
      fragmentStart = position + 1;
    }
    return { id: randomUUID(), text: text.slice(span.start, span.end), fragments: capFragments(fragments) };
  });
};
