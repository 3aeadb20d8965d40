import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { LayoutUnit } from "./units";

/** The unchanged end of the document: its units are the previous layout's, moved. */
export interface UnchangedTail {
  /** Index of its first unit (units.length when it is empty). */
  start: number;
  /** New position of its first unit (a top-level block boundary). */
  from: number;
  /** Its units' index now minus their index before. */
  unitShift: number;
  /** Its units' position now minus their position before. */
  posShift: number;
}

/** How the blocks changed since the previous layout, in whole top-level blocks. */
export interface UnitChange {
  /**
   * Index of the first unit of the first changed top-level block: the units before it are the
   * previous layout's, at the same index and position.
   */
  firstChanged: number;
  /** null when nothing at the end can be reused. */
  tail: UnchangedTail | null;
}

/** Footer citations are numbered by a CSS counter: a different count can change later line breaks. */
const footerCitationCount = (units: readonly LayoutUnit[]): number => units.reduce((count, unit) => count + unit.citations.length, 0);

/** The position where the top-level block holding `pos` starts (`pos` itself on a boundary). */
const topLevelStart = (doc: ProseMirrorNode, pos: number): number => doc.childAfter(pos).offset;

/** The first top-level block boundary at or after `pos`. */
const topLevelEnd = (doc: ProseMirrorNode, pos: number): number => {
  const { node, offset } = doc.childAfter(pos);
  return offset === pos || !node ? pos : offset + node.nodeSize;
};

/** Index of the first unit at or after `pos` (units.length when none is). */
const firstUnitFrom = (units: readonly LayoutUnit[], pos: number): number => {
  let low = 0;
  let high = units.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((units[middle]?.pos ?? Infinity) < pos) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low;
};

/**
 * What changed between the previous layout's document and `doc`, rounded out to whole top-level
 * blocks (an edit in one table cell can change every row's height; a list renumbers its items), or
 * null when nothing did.
 */
export const unitChange = (
  previous: { doc: ProseMirrorNode; units: readonly LayoutUnit[] },
  doc: ProseMirrorNode,
  units: readonly LayoutUnit[],
): UnitChange | null => {
  const start = previous.doc.content.findDiffStart(doc.content);
  if (start === null) {
    return null;
  }
  const changedFrom = topLevelStart(doc, start);
  const firstChanged = firstUnitFrom(units, changedFrom);
  const end = previous.doc.content.findDiffEnd(doc.content);
  if (!end || footerCitationCount(previous.units) !== footerCitationCount(units)) {
    return { firstChanged, tail: null };
  }
  const posShift = end.b - end.a;
  const from = Math.max(topLevelEnd(doc, end.b), changedFrom);
  const tailStart = firstUnitFrom(units, from);
  const previousStart = firstUnitFrom(previous.units, from - posShift);
  const unitShift = tailStart - previousStart;
  if (units.length - tailStart !== previous.units.length - previousStart) {
    return { firstChanged, tail: null };
  }
  return { firstChanged, tail: { start: tailStart, from, unitShift, posShift } };
};
