import { contentHeight, pageStride, type PageGeometry } from "../geometry";

/**
 * The pure part of pagination: where pages start, given measured block positions. Coordinates are
 * px from the top of the content with every page spacer hidden (one continuous column).
 */

export interface MeasuredUnit {
  /** Top of the block. */
  top: number;
  /** Bottom of the block's own content: its bottom margin and nested list items excluded. */
  bottom: number;
  /** Text blocks split between lines; headings, table rows and rules move whole. */
  splittable: boolean;
  /** Vertical position of each footer citation in the block, in order. */
  citations: readonly number[];
}

/** A line box of a text block (bottom of one line = top of the next). */
export interface LineBox {
  top: number;
  bottom: number;
}

export interface PageStart {
  page: number;
  /** The block the page starts with. */
  unit: number;
  /** 0: the page starts with the whole block; n: with its line n (the block is split). */
  line: number;
  /** Where the page's content starts, in the continuous column. */
  top: number;
}

export interface UnitPlacement {
  unit: number;
  page: number;
  /** 0 for the block's first (or only) part, 1 for its continuation on the next page, … */
  part: number;
}

/** A footer citation: citation `index` (in its block's order) of block `unit`. */
export interface PlacedCitation {
  unit: number;
  index: number;
}

/** Units measured on demand (incremental layout measures only the blocks it reaches). */
interface LazyUnits {
  readonly length: number;
  get(index: number): MeasuredUnit | undefined;
}

interface PageBreakInput {
  units: readonly MeasuredUnit[] | LazyUnits;
  geometry: PageGeometry;
  /** Line boxes of a splittable block, asked only for blocks that have to be split. */
  lines: (unit: number) => readonly LineBox[];
  /**
   * Resume at a known page start that begins with a whole block (line 0), for incremental layout:
   * earlier blocks and pages are not recomputed.
   */
  from?: PageStart;
  /**
   * Asked at each new page that starts with a whole block: true stops the layout there (the rest
   * of the document is known to lay out as before). That page start is then left out of the result.
   */
  stopAt?: (start: PageStart) => boolean;
}

export interface PageBreakResult {
  /** One per page from `from.page` (or 0) on. */
  pageStarts: PageStart[];
  placements: UnitPlacement[];
  /** The footer citations of each of those pages. */
  pageCitations: PlacedCitation[][];
  /** The page start `stopAt` accepted, when the layout stopped early. */
  stoppedAt?: PageStart;
}

const EPSILON = 0.5;

/**
 * Fills pages in order. A block goes on the current page when its bottom fits above the footer,
 * which reserves `citationLineHeight` per footer citation on the page, its own included. Otherwise
 * a splittable block keeps the lines that fit (at least one line when it already starts the page)
 * and continues on the next page; any other block moves to the next page whole (it overflows when
 * taller than a page).
 */
export const computePageBreaks = ({ units, geometry, lines, from, stopAt }: PageBreakInput): PageBreakResult => {
  const unitAt = (index: number): MeasuredUnit | undefined => ("get" in units ? units.get(index) : units[index]);
  const limit = contentHeight(geometry);
  const citationLine = geometry.citationLineHeight;
  const start: PageStart = from ?? { page: 0, unit: 0, line: 0, top: 0 };
  const pageStarts: PageStart[] = [start];
  const placements: UnitPlacement[] = [];
  const pageCitations: PlacedCitation[][] = [[]];
  let page = start.page;
  let pageTop = start.top;
  let stoppedAt: PageStart | undefined;

  const citationsOnPage = () => pageCitations[pageCitations.length - 1] ?? [];
  const room = (extraCitations: number) => limit - citationLine * (citationsOnPage().length + extraCitations);
  /** Starts the next page; false when `stopAt` ends the layout there instead. */
  const newPage = (unit: number, line: number, top: number): boolean => {
    if (line === 0 && stopAt?.({ page: page + 1, unit, line, top })) {
      stoppedAt = { page: page + 1, unit, line, top };
      return false;
    }
    page += 1;
    pageTop = top;
    pageStarts.push({ page, unit, line, top });
    pageCitations.push([]);
    return true;
  };
  const place = (unit: number, part: number, citationIndexes: readonly number[]) => {
    placements.push({ unit, page, part });
    citationsOnPage().push(...citationIndexes.map((index) => ({ unit, index })));
  };
  const allIndexes = (count: number) => Array.from({ length: count }, (_, index) => index);

  for (let unitIndex = start.unit; unitIndex < units.length; unitIndex += 1) {
    const unit = unitAt(unitIndex);
    if (!unit) {
      continue;
    }
    const citationCount = unit.citations.length;
    if (unit.bottom - pageTop <= room(citationCount) + EPSILON) {
      place(unitIndex, 0, allIndexes(citationCount));
      continue;
    }
    const atPageTop = unit.top - pageTop <= EPSILON;
    const boxes = unit.splittable ? lines(unitIndex) : [];
    if (boxes.length < 2) {
      if (!atPageTop && !newPage(unitIndex, 0, unit.top)) {
        break;
      }
      place(unitIndex, 0, allIndexes(citationCount));
      continue;
    }
    if (!splitUnit(unitIndex, unit, boxes, atPageTop)) {
      break;
    }
  }

  /** Places a block line by line; false when the layout stopped at its start. */
  function splitUnit(unitIndex: number, unit: MeasuredUnit, boxes: readonly LineBox[], startsPage: boolean): boolean {
    const citationLines = unit.citations.map((y) => {
      const line = boxes.findIndex((box) => y < box.bottom);
      return line < 0 ? boxes.length - 1 : line;
    });
    const citationsIn = (first: number, last: number) =>
      citationLines.flatMap((line, index) => (line >= first && line <= last ? [index] : []));
    let first = 0;
    let part = 0;
    let atTop = startsPage;
    for (;;) {
      let last = first - 1;
      for (let line = first; line < boxes.length; line += 1) {
        const box = boxes[line];
        if (box && box.bottom - pageTop <= room(citationsIn(first, line).length) + EPSILON) {
          last = line;
        } else {
          break;
        }
      }
      if (last < first) {
        if (!atTop) {
          if (!newPage(unitIndex, first, first === 0 ? unit.top : (boxes[first]?.top ?? unit.top))) {
            return false;
          }
          atTop = true;
          continue;
        }
        // A single line taller than the page: it goes here anyway.
        last = first;
      }
      place(unitIndex, part, citationsIn(first, last));
      if (last >= boxes.length - 1) {
        return true;
      }
      first = last + 1;
      part += 1;
      newPage(unitIndex, first, boxes[first]?.top ?? unit.bottom);
      atTop = true;
    }
  }

  return stoppedAt ? { pageStarts, placements, pageCitations, stoppedAt } : { pageStarts, placements, pageCitations };
};

/**
 * Height of the spacer that starts each page after the first: it fills the rest of the previous
 * page (footer included), the gap between pages and the next page's top padding.
 */
export const spacerHeight = (previous: PageStart, next: PageStart, geometry: PageGeometry): number =>
  pageStride(geometry) - (next.top - previous.top);
