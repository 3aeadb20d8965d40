import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { PluginKey } from "@tiptap/pm/state";
import type { DecorationSet, EditorView } from "@tiptap/pm/view";
import type { PageGeometry } from "../geometry";
import { footnoteText, type CitationData } from "../schema/citation-text";
import type { EditorLayout, PageFooter } from "./layout";
import { createMeasurer } from "./measure";
import { computePageBreaks, spacerHeight, type MeasuredUnit, type PageStart, type PlacedCitation, type UnitPlacement } from "./page-breaks";
import { currentSpacers, MEASURING_CLASS, spacerDecorations, spacerKey, spacersSignature, type SpacerSpec } from "./spacers";
import { layoutUnits, type LayoutUnit } from "./units";

interface LaidOut {
  doc: ProseMirrorNode;
  pageStarts: PageStart[];
  placements: UnitPlacement[];
  pageCitations: PlacedCitation[][];
  spacers: SpacerSpec[];
}

const FIRST_PAGE: PageStart = { page: 0, unit: 0, line: 0, top: 0 };
const NOT_MEASURED: MeasuredUnit = { top: 0, bottom: 0, splittable: false, citations: [] };

const columnsOf = (row: ProseMirrorNode): number => {
  let columns = 0;
  row.forEach((cell) => {
    columns += Number(cell.attrs.colspan) || 1;
  });
  return columns;
};

/** The published layout: page count, each block's page, each page's footer citations (numbered in order). */
const toLayout = (units: readonly LayoutUnit[], laidOut: LaidOut): EditorLayout => {
  const breaks: Record<string, number> = {};
  const placements = laidOut.placements.flatMap(({ unit, page, part }) => {
    const blockId = units[unit]?.blockId;
    if (!blockId) {
      return [];
    }
    if (part === 0) {
      breaks[blockId] = page;
    }
    return [{ blockId, page, part }];
  });
  let number = 0;
  const footers: PageFooter[] = laidOut.pageCitations.map((citations, page) => ({
    page,
    citations: citations.flatMap(({ unit, index }) => {
      const pos = units[unit]?.citations[index];
      const data = pos === undefined ? null : (laidOut.doc.nodeAt(pos)?.attrs.citationData as CitationData | null | undefined);
      if (!data) {
        return [];
      }
      number += 1;
      return [{ number, text: footnoteText(data), citationData: data }];
    }),
  }));
  return { pageCount: laidOut.pageStarts.length, breaks, placements, footers };
};

/**
 * Lays the document out in pages after each change (once per animation frame, never while an
 * IME composition is running): measures the blocks from the first changed page on with the spacers
 * hidden, computes the page starts, and dispatches new spacer decorations only when they differ
 * from the ones drawn (the transaction stays out of the undo history).
 */
export class PaginationView {
  private frame = 0;
  private last: LaidOut | null = null;
  private lastSignature = "";
  private destroyed = false;

  constructor(
    private view: EditorView,
    private readonly key: PluginKey<DecorationSet>,
    private readonly geometry: PageGeometry,
    private readonly publish: (layout: EditorLayout) => void,
  ) {
    this.schedule();
    // Text reflows when web fonts arrive: lay everything out again then.
    void document.fonts?.ready.then(() => this.relayoutAll());
  }

  update(view: EditorView): void {
    this.view = view;
    if (view.state.doc !== this.last?.doc) {
      this.schedule();
    }
  }

  destroy(): void {
    this.destroyed = true;
    if (this.frame) {
      cancelAnimationFrame(this.frame);
    }
  }

  /** Forgets the previous layout and lays the whole document out again. */
  relayoutAll(): void {
    this.last = null;
    this.schedule();
  }

  private schedule(): void {
    if (this.frame || this.destroyed) {
      return;
    }
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.layout();
    });
  }

  /** The last page start before the first changed block: layout resumes there. */
  private restartPoint(doc: ProseMirrorNode, units: readonly LayoutUnit[]): PageStart | null {
    const last = this.last;
    if (!last) {
      return FIRST_PAGE;
    }
    const diff = last.doc.content.findDiffStart(doc.content);
    if (diff === null) {
      return null;
    }
    let firstChanged = units.findIndex((unit) => unit.pos + unit.node.nodeSize > diff);
    if (firstChanged < 0) {
      firstChanged = units.length;
    }
    return last.pageStarts.filter((start) => start.line === 0 && start.unit < firstChanged).at(-1) ?? FIRST_PAGE;
  }

  private layout(): void {
    const view = this.view;
    if (this.destroyed || view.isDestroyed) {
      return;
    }
    if (view.composing) {
      view.dom.addEventListener("compositionend", () => this.schedule(), { once: true });
      return;
    }
    const doc = view.state.doc;
    const units = layoutUnits(doc);
    const from = this.restartPoint(doc, units);
    if (!from) {
      if (this.last) {
        this.last.doc = doc;
      }
      return;
    }
    const previous = this.last && from.page > 0 ? this.last : null;
    let laidOut: LaidOut;
    view.dom.classList.add(MEASURING_CLASS);
    try {
      const measurer = createMeasurer(view);
      const measured = units.map((unit, index) => (index < from.unit ? NOT_MEASURED : measurer.measureUnit(unit)));
      const result = computePageBreaks({
        units: measured,
        geometry: this.geometry,
        lines: (index) => {
          const unit = units[index];
          const measuredUnit = measured[index];
          return unit && measuredUnit ? measurer.lineBoxes(unit, measuredUnit) : [];
        },
        from,
      });
      const pageStarts = [...(previous?.pageStarts.slice(0, from.page) ?? []), ...result.pageStarts];
      const newSpacers: SpacerSpec[] = [];
      for (let page = Math.max(1, from.page + 1); page < pageStarts.length; page += 1) {
        const start = pageStarts[page];
        const before = pageStarts[page - 1];
        const unit = start ? units[start.unit] : undefined;
        if (!start || !before || !unit) {
          continue;
        }
        const inline = start.line > 0;
        newSpacers.push({
          pos: inline ? measurer.lineStart(unit, start.top) : unit.pos,
          height: spacerHeight(before, start, this.geometry),
          page,
          kind: inline ? "inline" : unit.kind === "row" ? "row" : "block",
          columns: unit.kind === "row" ? columnsOf(unit.node) : 0,
        });
      }
      laidOut = {
        doc,
        pageStarts,
        placements: [...(previous?.placements.filter((placement) => placement.unit < from.unit) ?? []), ...result.placements],
        pageCitations: [...(previous?.pageCitations.slice(0, from.page) ?? []), ...result.pageCitations],
        spacers: [...(previous?.spacers.filter((spacer) => spacer.page <= from.page) ?? []), ...newSpacers],
      };
    } finally {
      view.dom.classList.remove(MEASURING_CLASS);
    }
    this.last = laidOut;
    this.apply(laidOut);
    const layout = toLayout(units, laidOut);
    const signature = JSON.stringify(layout);
    if (signature !== this.lastSignature) {
      this.lastSignature = signature;
      this.publish(layout);
    }
  }

  private apply(laidOut: LaidOut): void {
    const drawn = spacersSignature(currentSpacers(this.key.getState(this.view.state)));
    const wanted = spacersSignature(laidOut.spacers.map((spec) => ({ pos: spec.pos, key: spacerKey(spec) })));
    if (drawn === wanted) {
      return;
    }
    const tr = this.view.state.tr.setMeta(this.key, spacerDecorations(this.view.state.doc, laidOut.spacers)).setMeta("addToHistory", false);
    this.view.dispatch(tr);
  }
}
