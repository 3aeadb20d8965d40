import type { BlockType } from "@wordloom/shared/model";
import type { BlockDraft, InlineRun } from "../draft";
import type { PdfLine } from "./pdf-types";

/** A font this much larger than the body text marks a heading. */
const HEADING_RATIO = 1.15;
/** A vertical gap this much larger than the usual line spacing starts a new paragraph. */
const PARAGRAPH_GAP_RATIO = 1.35;
const BULLET = /^\s*[•●▪◦‣∙·*–-]\s*/u;
const NUMBER = /^\s*\d{1,3}[.)]\s+/;
const ROMAN = /^\s*[ivxlc]{1,6}[.)]\s+/i;
const SENTENCE_END = /[.!?:;"”’)]\s*$/;

const roundSize = (size: number) => Math.round(size * 2) / 2;

/** The font size most of the text is set in. */
const bodyFontSize = (lines: readonly PdfLine[]): number => {
  const weight = new Map<number, number>();
  for (const line of lines) {
    const size = roundSize(line.fontSize);
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, total] of weight) {
    if (total > bestWeight) {
      best = size;
      bestWeight = total;
    }
  }
  return best;
};

/** Heading levels by size: the largest size above the body is heading one, the others heading two. */
const headingLevels = (lines: readonly PdfLine[], body: number): Map<number, BlockType> => {
  const sizes = [...new Set(lines.map((line) => roundSize(line.fontSize)))]
    .filter((size) => size >= body * HEADING_RATIO)
    .sort((a, b) => b - a);
  return new Map(sizes.map((size, index) => [size, index === 0 ? "heading-one" : "heading-two"]));
};

/**
 * The usual distance between consecutive body lines on a page. A lower quartile rather than the
 * median: in a document of short paragraphs the gaps between paragraphs can outnumber those
 * between lines.
 */
const lineSpacing = (lines: readonly PdfLine[], body: number): number => {
  const gaps: number[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    const previous = lines[index - 1];
    const line = lines[index];
    if (previous && line && previous.page === line.page && roundSize(line.fontSize) === body && roundSize(previous.fontSize) === body) {
      const gap = previous.y - line.y;
      if (gap >= body * 0.8) {
        gaps.push(gap);
      }
    }
  }
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 4)] ?? body * 1.2;
};

interface ListStart {
  marker: string;
  htmlType: BlockType;
}

const listStart = (text: string, nested: boolean): ListStart | null => {
  const bullet = BULLET.exec(text);
  if (bullet) {
    return { marker: bullet[0], htmlType: nested ? "nested-bullet-item" : "bullet-item" };
  }
  const roman = ROMAN.exec(text);
  if (roman) {
    return { marker: roman[0], htmlType: "nested-number-item" };
  }
  const number = NUMBER.exec(text);
  if (number) {
    return { marker: number[0], htmlType: nested ? "nested-number-item" : "number-item" };
  }
  return null;
};

/** Runs without their first `length` characters (a list marker). */
const dropPrefix = (runs: readonly InlineRun[], length: number): InlineRun[] => {
  let remaining = length;
  const kept: InlineRun[] = [];
  for (const run of runs) {
    if (remaining >= run.text.length) {
      remaining -= run.text.length;
      continue;
    }
    kept.push({ ...run, text: run.text.slice(remaining) });
    remaining = 0;
  }
  return kept;
};

/** Adds a line to a paragraph: a space between lines, or none after a hyphen that split a word. */
const joinLine = (draft: BlockDraft, runs: readonly InlineRun[]) => {
  const last = draft.runs.at(-1);
  const firstText = runs[0]?.text ?? "";
  if (last && /\p{L}-$/u.test(last.text) && /^\p{Ll}/u.test(firstText)) {
    last.text = last.text.slice(0, -1);
  } else {
    draft.runs.push({ text: " " });
  }
  draft.runs.push(...runs);
};

/**
 * The layout heuristic that turns positioned lines into blocks: the largest font sizes are
 * headings, a vertical gap wider than the line spacing (or a new page after a finished sentence)
 * starts a paragraph, a leading bullet or number starts a list item (indented ones nested), and
 * links stay on their runs.
 */
export const layoutPdfLines = (lines: readonly PdfLine[]): BlockDraft[] => {
  const body = bodyFontSize(lines);
  const headings = headingLevels(lines, body);
  const spacing = lineSpacing(lines, body);
  const drafts: BlockDraft[] = [];
  let current: BlockDraft | null = null;
  let previous: PdfLine | null = null;
  let listX: number | null = null;
  for (const line of lines) {
    const heading = headings.get(roundSize(line.fontSize));
    const runs: InlineRun[] = line.runs.map((run) => ({ ...run }));
    const list = heading ? null : listStart(line.text, listX !== null && line.x > listX + body);
    const samePage = previous !== null && previous.page === line.page;
    const gap = previous && samePage ? previous.y - line.y : Number.POSITIVE_INFINITY;
    const closeBelow = gap > 0 && gap <= spacing * PARAGRAPH_GAP_RATIO * (heading ? line.fontSize / body : 1);
    const continuesAcrossPages =
      previous !== null && !samePage && current?.htmlType === "text" && !SENTENCE_END.test(previous.text) && /^\s*\p{Ll}/u.test(line.text);
    const sameKind = current !== null && (heading ? current.htmlType === heading : !current.htmlType.startsWith("heading"));
    if (current && !list && sameKind && (closeBelow || continuesAcrossPages)) {
      joinLine(current, runs);
    } else {
      current = list ? { htmlType: list.htmlType, runs: dropPrefix(runs, list.marker.length) } : { htmlType: heading ?? "text", runs };
      drafts.push(current);
    }
    if (list) {
      listX ??= line.x;
    } else if (!current.htmlType.endsWith("-item")) {
      listX = null;
    }
    previous = line;
  }
  return drafts;
};
