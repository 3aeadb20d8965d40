import type { EditorView } from "@tiptap/pm/view";
import type { LineBox, MeasuredUnit } from "./page-breaks";
import type { LayoutUnit } from "./units";

const elementAt = (view: EditorView, pos: number): HTMLElement | null => {
  const dom = view.nodeDOM(pos);
  return dom instanceof HTMLElement ? dom : null;
};

/** The element holding a unit's own content: a list item's paragraph, else the block itself. */
const ownElement = (view: EditorView, unit: LayoutUnit): HTMLElement | null =>
  unit.node.type.name === "listItem" ? elementAt(view, unit.pos + 1) : elementAt(view, unit.pos);

/**
 * Reads block positions from the DOM (call with the page spacers hidden). Coordinates are px from
 * the top of the editor's content box.
 */
export const createMeasurer = (view: EditorView) => {
  const root = view.dom.getBoundingClientRect();
  const paddingTop = Number.parseFloat(getComputedStyle(view.dom).paddingTop) || 0;
  const origin = root.top + paddingTop;

  const measureUnit = (unit: LayoutUnit): MeasuredUnit => {
    const element = elementAt(view, unit.pos);
    const own = ownElement(view, unit);
    if (!element || !own) {
      return { top: 0, bottom: 0, splittable: false, citations: [] };
    }
    const top = element.getBoundingClientRect().top - origin;
    const bottom = Math.max(top, own.getBoundingClientRect().bottom - origin);
    const citations = unit.citations.map((pos) => {
      const rect = elementAt(view, pos)?.getBoundingClientRect();
      return rect ? (rect.top + rect.bottom) / 2 - origin : top;
    });
    return { top, bottom, splittable: unit.kind === "text", citations };
  };

  /** The line boxes of a text unit: glyph rows of its text, cut halfway between rows. */
  const lineBoxes = (unit: LayoutUnit, measured: MeasuredUnit): LineBox[] => {
    const own = ownElement(view, unit);
    if (!own) {
      return [];
    }
    const range = document.createRange();
    range.selectNodeContents(own);
    const rects = Array.from(range.getClientRects())
      .filter((rect) => rect.height > 0)
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
        top: previous ? (previous.bottom + row.top) / 2 - origin : measured.top,
        bottom: next ? (row.bottom + next.top) / 2 - origin : measured.bottom,
      };
    });
  };

  /** The first document position of the line starting at `lineTop` in a text unit. */
  const lineStart = (unit: LayoutUnit, lineTop: number): number => {
    const textblockPos = unit.node.type.name === "listItem" ? unit.pos + 1 : unit.pos;
    const textblock = view.state.doc.nodeAt(textblockPos);
    if (!textblock) {
      return textblockPos + 1;
    }
    let low = textblockPos + 1;
    let high = textblockPos + 1 + textblock.content.size;
    const target = lineTop + origin;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      const coords = view.coordsAtPos(middle, 1);
      if ((coords.top + coords.bottom) / 2 >= target) {
        high = middle;
      } else {
        low = middle + 1;
      }
    }
    return low;
  };

  return { measureUnit, lineBoxes, lineStart };
};
