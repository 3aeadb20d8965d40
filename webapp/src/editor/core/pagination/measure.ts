import type { EditorView } from "@tiptap/pm/view";
import type { LineBox, MeasuredUnit } from "./page-breaks";
import { SPACER_CLASS } from "./spacers";
import type { LayoutUnit } from "./units";

/** The element ProseMirror draws for the node at `pos`, if it is an element. */
export const elementAt = (view: EditorView, pos: number): HTMLElement | null => {
  const dom = view.nodeDOM(pos);
  return dom instanceof HTMLElement ? dom : null;
};

/** The element holding a unit's own content: a list item's paragraph, else the block itself. */
const ownElement = (view: EditorView, unit: LayoutUnit): HTMLElement | null =>
  unit.node.type.name === "listItem" ? elementAt(view, unit.pos + 1) : elementAt(view, unit.pos);

/**
 * How much smaller than its layout the editor is drawn (the pages are scaled down to fit a narrow
 * column, PagedEditor): client rects are in drawn px, positions are kept in layout px.
 */
export const drawnScale = (view: EditorView): number => {
  const layoutWidth = view.dom.offsetWidth;
  const drawnWidth = view.dom.getBoundingClientRect().width;
  return layoutWidth > 0 && drawnWidth > 0 ? drawnWidth / layoutWidth : 1;
};

/**
 * Converts viewport y coordinates inside a unit to column coordinates (every spacer hidden), from
 * the unit's measured top: the spacers drawn before it move it as a whole, and a page break drawn
 * inside it (an inline spacer, when it was split) moves the lines after the break by its height.
 */
const unitColumn = (view: EditorView, unit: LayoutUnit, measured: MeasuredUnit, scale: number) => {
  const element = elementAt(view, unit.pos);
  const own = ownElement(view, unit);
  if (!element || !own) {
    return null;
  }
  const origin = element.getBoundingClientRect().top - measured.top * scale;
  const breaks = Array.from(own.querySelectorAll<HTMLElement>(`.${SPACER_CLASS}`), (spacer) => spacer.getBoundingClientRect()).filter(
    (rect) => rect.height > 0,
  );
  return {
    own,
    y: (clientY: number): number =>
      (clientY - origin - breaks.reduce((sum, rect) => (rect.bottom <= clientY + 0.5 ? sum + rect.height : sum), 0)) / scale,
    /** Whether a client rect is one of the drawn breaks (not text). */
    isSpacer: (rect: DOMRect): boolean => breaks.some((spacer) => rect.top >= spacer.top - 0.5 && rect.bottom <= spacer.bottom + 0.5),
  };
};

/** A block whose position in the continuous column is known: coordinates are measured from it. */
interface MeasureAnchor {
  unit: LayoutUnit;
  top: number;
}

/**
 * Reads block positions from the DOM (call with the page spacers after the anchor hidden).
 * Coordinates are px from the top of the editor's content box with every spacer hidden; with an
 * anchor, they are taken relative to the anchor block (the spacers before it may stay drawn).
 */
export const createMeasurer = (view: EditorView, anchor?: MeasureAnchor) => {
  const scale = drawnScale(view);
  const anchorElement = anchor ? elementAt(view, anchor.unit.pos) : null;
  const paddingTop = anchorElement ? 0 : Number.parseFloat(getComputedStyle(view.dom).paddingTop) || 0;
  /**
   * Where the column starts in viewport coordinates, read again for each block: hiding a spacer
   * can scroll the page (scroll anchoring), which moves every client rect.
   */
  const originNow = (): number =>
    anchor && anchorElement
      ? anchorElement.getBoundingClientRect().top - anchor.top * scale
      : view.dom.getBoundingClientRect().top + paddingTop * scale;
  const measureUnit = (unit: LayoutUnit): MeasuredUnit => {
    const origin = originNow();
    const element = elementAt(view, unit.pos);
    const own = ownElement(view, unit);
    if (!element || !own) {
      return { top: 0, bottom: 0, splittable: false, citations: [] };
    }
    const top = (element.getBoundingClientRect().top - origin) / scale;
    const bottom = Math.max(top, (own.getBoundingClientRect().bottom - origin) / scale);
    const citations = unit.citations.map((pos) => {
      const rect = elementAt(view, pos)?.getBoundingClientRect();
      return rect ? ((rect.top + rect.bottom) / 2 - origin) / scale : top;
    });
    return { top, bottom, splittable: unit.kind === "text", citations };
  };

  /** The line boxes of a text unit: glyph rows of its text, cut halfway between rows. */
  const lineBoxes = (unit: LayoutUnit, measured: MeasuredUnit): LineBox[] => {
    const column = unitColumn(view, unit, measured, scale);
    if (!column) {
      return [];
    }
    const range = document.createRange();
    range.selectNodeContents(column.own);
    const rects = Array.from(range.getClientRects())
      .filter((rect) => rect.height > 0 && !column.isSpacer(rect))
      .map((rect) => ({ top: column.y(rect.top), bottom: column.y(rect.bottom) }))
      .sort((left, right) => left.top - right.top);
    const rows: { top: number; bottom: number }[] = [];
    for (const rect of rects) {
      const row = rows[rows.length - 1];
      if (row && rect.top < row.bottom - 1) {
        row.bottom = Math.max(row.bottom, rect.bottom);
      } else {
        rows.push({ top: rect.top, bottom: rect.bottom });
      }
    }
    return rows.map((row, index) => {
      const previous = rows[index - 1];
      const next = rows[index + 1];
      return {
        top: previous ? (previous.bottom + row.top) / 2 : measured.top,
        bottom: next ? (row.bottom + next.top) / 2 : measured.bottom,
      };
    });
  };

  /** The first document position of the line starting at `lineTop` in a text unit. */
  const lineStart = (unit: LayoutUnit, measured: MeasuredUnit, lineTop: number): number => {
    const textblockPos = unit.node.type.name === "listItem" ? unit.pos + 1 : unit.pos;
    const textblock = view.state.doc.nodeAt(textblockPos);
    const column = unitColumn(view, unit, measured, scale);
    if (!textblock || !column) {
      return textblockPos + 1;
    }
    let low = textblockPos + 1;
    let high = textblockPos + 1 + textblock.content.size;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      const coords = view.coordsAtPos(middle, 1);
      if (column.y((coords.top + coords.bottom) / 2) >= lineTop) {
        high = middle;
      } else {
        low = middle + 1;
      }
    }
    return low;
  };

  return { measureUnit, lineBoxes, lineStart };
};
