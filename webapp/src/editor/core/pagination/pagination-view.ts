import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { PluginKey } from "@tiptap/pm/state";
import type { DecorationSet, EditorView } from "@tiptap/pm/view";
import type { PageGeometry } from "../geometry";
import { publishesSameLayout, toLayout, type LaidOut } from "./laid-out";
import type { EditorLayout } from "./layout";
import { createMeasurer, elementAt } from "./measure";
import { computePageBreaks, spacerHeight, type MeasuredUnit, type PageStart } from "./page-breaks";
import { currentSpacers, SPACER_CLASS, spacerDecorations, spacerKey, spacersSignature, type SpacerSpec } from "./spacers";
import { unitChange, type UnchangedTail, type UnitChange } from "./unit-change";
import { isComplete, UnitMeasurements } from "./unit-measurements";
import { layoutUnits, type LayoutUnit } from "./units";

const FIRST_PAGE: PageStart = { page: 0, unit: 0, line: 0, top: 0 };
/** Characters added or removed by one change beyond which it is laid out before the next frame. */
const LARGE_CHANGE_SIZE = 1_000;
const NOT_MEASURED: MeasuredUnit = { top: 0, bottom: 0, splittable: false, citations: [] };

/**
 * The unchanged end of the document since the previous layout: from a page that starts with a
 * block of it, the rest lays out as before (shifted), so layout can stop there.
 */
interface Tail extends UnchangedTail {
  last: LaidOut;
  /** Previous page starts that begin with a whole block, by unit. */
  starts: Map<number, PageStart>;
}

/**
 * Whether a change adds or removes blocks, or much text: such a change moves the page breaks after
 * it, while typing in a paragraph usually moves none.
 */
const movesBlocks = (before: ProseMirrorNode, after: ProseMirrorNode): boolean =>
  Math.abs(before.childCount - after.childCount) > 1 || Math.abs(before.content.size - after.content.size) > LARGE_CHANGE_SIZE;

const columnsOf = (row: ProseMirrorNode): number => {
  let columns = 0;
  row.forEach((cell) => {
    columns += Number(cell.attrs.colspan) || 1;
  });
  return columns;
};

/**
 * Completes a layout that stopped at `stop`, a page starting like the previous layout's `reused`:
 * the previous layout from there on, moved to its new pages, blocks, positions and tops.
 */
const appendTail = (laidOut: LaidOut, tail: Tail, stop: PageStart, reused: PageStart) => {
  const { last, unitShift, posShift } = tail;
  const pageShift = stop.page - reused.page;
  const topShift = stop.top - reused.top;
  for (const start of last.pageStarts.slice(reused.page + 1)) {
    laidOut.pageStarts.push({ page: start.page + pageShift, unit: start.unit + unitShift, line: start.line, top: start.top + topShift });
  }
  for (const placement of last.placements) {
    if (placement.unit >= reused.unit) {
      laidOut.placements.push({ unit: placement.unit + unitShift, page: placement.page + pageShift, part: placement.part });
    }
  }
  for (const citations of last.pageCitations.slice(reused.page)) {
    laidOut.pageCitations.push(citations.map(({ unit, index }) => ({ unit: unit + unitShift, index })));
  }
  for (const spacer of last.spacers) {
    if (spacer.page > reused.page) {
      laidOut.spacers.push({ ...spacer, page: spacer.page + pageShift, pos: spacer.pos + posShift });
    }
  }
};

/**
 * Lays the document out in pages after each change (at most once per frame, in the task right
 * after the frame that shows the change, never while an IME composition is running): measures the
 * blocks from the first changed page on with the spacers before them hidden, computes the page
 * starts until a page starts as it did before in the unchanged rest of the document (whose layout
 * is then reused), and dispatches new spacer decorations only when they differ from the ones drawn
 * (the transaction stays out of the undo history).
 */
export class PaginationView {
  private frame = 0;
  private scheduled = false;
  private pendingNow = false;
  /** Runs the layout in a task of its own once the frame has been drawn. */
  private readonly afterFrame = new MessageChannel();
  private last: LaidOut | null = null;
  private lastSignature = "";
  private destroyed = false;

  constructor(
    private view: EditorView,
    private readonly key: PluginKey<DecorationSet>,
    private readonly geometry: PageGeometry,
    private readonly publish: (layout: EditorLayout) => void,
  ) {
    this.afterFrame.port1.onmessage = () => {
      this.scheduled = false;
      this.layout();
    };
    this.schedule();
    // Text reflows when web fonts arrive: lay everything out again then.
    void document.fonts?.ready.then(() => this.relayoutAll());
  }

  update(view: EditorView): void {
    this.view = view;
    const laidOut = this.last?.doc;
    if (view.state.doc === laidOut) {
      return;
    }
    if (laidOut && movesBlocks(laidOut, view.state.doc)) {
      this.layoutBeforeFrame();
    } else {
      this.schedule();
    }
  }

  destroy(): void {
    this.destroyed = true;
    if (this.frame) {
      cancelAnimationFrame(this.frame);
    }
    this.afterFrame.port1.close();
  }

  /** Forgets the previous layout and lays the whole document out again. */
  relayoutAll(): void {
    this.last = null;
    this.schedule();
  }

  /**
   * Lays out after the next frame rather than in it: the frame that shows a keystroke is drawn
   * without waiting for the measuring (which forces layouts of the blocks after the edit), and the
   * spacers it moves appear one frame later. Edits until then share one layout.
   */
  private schedule(): void {
    if (this.scheduled || this.destroyed) {
      return;
    }
    this.scheduled = true;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.afterFrame.port2.postMessage(null);
    });
  }

  /**
   * Lays out at the end of the current task, before the next frame: after a change of many blocks
   * (a paste, a deletion, an undo of either) the first frame already shows the new pages, instead
   * of the blocks in the old pages' places for a frame.
   */
  private layoutBeforeFrame(): void {
    if (this.destroyed || this.pendingNow) {
      return;
    }
    this.pendingNow = true;
    queueMicrotask(() => {
      this.pendingNow = false;
      this.layout();
    });
  }

  /** The last page start before the first changed unit: layout resumes there. */
  private static restartPoint(last: LaidOut, firstChanged: number): PageStart {
    return last.pageStarts.filter((start) => start.line === 0 && start.unit < firstChanged).at(-1) ?? FIRST_PAGE;
  }

  /** The previous layout's page starts that begin with a whole block of the unchanged end. */
  private static tailOf(last: LaidOut, unchanged: UnchangedTail): Tail {
    const starts = new Map<number, PageStart>();
    for (const start of last.pageStarts) {
      if (start.page > 0 && start.line === 0) {
        starts.set(start.unit, start);
      }
    }
    return { ...unchanged, last, starts };
  }

  /** Whether the page starting at `start` starts as before, with the rest of the document unchanged. */
  private static reusableFrom(tail: Tail, units: readonly LayoutUnit[], start: PageStart): boolean {
    const unit = units[start.unit];
    const previousIndex = start.unit - tail.unitShift;
    const previous = tail.last.units[previousIndex];
    return (
      unit !== undefined &&
      previous !== undefined &&
      tail.starts.has(previousIndex) &&
      unit.pos >= tail.from &&
      previous.pos + tail.posShift === unit.pos &&
      (previous.node === unit.node || previous.node.eq(unit.node))
    );
  }

  /**
   * The spacers after `anchor` (all of them without one), hidden on demand while measuring: only
   * those before the blocks measured are hidden, so a keystroke does not move the whole document.
   * Each time measuring reaches spacers still drawn, twice as many as the time before are hidden
   * at once: every hide makes the next measurement lay the whole document out again, so a layout
   * that runs on for many pages (after a paste) costs a few of those instead of one per page.
   * Hiding spacers after the blocks measured changes nothing above them.
   */
  private spacerHider(anchor: HTMLElement | null) {
    const spacers = [...this.view.dom.querySelectorAll<HTMLElement>(`.${SPACER_CLASS}`)].filter(
      (spacer) => !anchor || anchor.compareDocumentPosition(spacer) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    let next = 0;
    let batch = 1;
    const hideThrough = (last: number) => {
      for (; next <= last && next < spacers.length; next += 1) {
        const spacer = spacers[next];
        if (spacer) {
          spacer.style.display = "none";
        }
      }
    };
    return {
      /** Hides the spacers before the end of `element` (every one left without an element). */
      upTo(element: HTMLElement | null) {
        let needed = next;
        for (let spacer = spacers[needed]; spacer; spacer = spacers[needed]) {
          const relation = element ? element.compareDocumentPosition(spacer) : Node.DOCUMENT_POSITION_PRECEDING;
          if (!(relation & (Node.DOCUMENT_POSITION_PRECEDING | Node.DOCUMENT_POSITION_CONTAINED_BY))) {
            break;
          }
          needed += 1;
        }
        if (needed === next) {
          return;
        }
        hideThrough(Math.max(needed, next + batch) - 1);
        batch *= 2;
      },
      restore() {
        spacers.slice(0, next).forEach((spacer) => {
          spacer.style.display = "";
        });
      },
    };
  }

  /** What changed since the previous layout, or null when nothing did. */
  private changeSince(doc: ProseMirrorNode, units: readonly LayoutUnit[]): UnitChange | null {
    const last = this.last;
    if (!last || !isComplete(last.geometry, last.units)) {
      return { firstChanged: 0, tail: null };
    }
    return unitChange(last, doc, units);
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
    let change = this.changeSince(doc, units);
    if (!change) {
      if (this.last) {
        this.last.doc = doc;
        this.last.units = units;
      }
      return;
    }
    // Changed blocks are measured from the unit before them, the spacers before it left drawn.
    const anchorUnit = units[change.firstChanged - 1];
    const anchorTop = this.last?.geometry.measured[change.firstChanged - 1]?.top;
    const anchorElement = anchorUnit ? elementAt(view, anchorUnit.pos) : null;
    const anchor = anchorUnit && anchorElement && anchorTop !== undefined ? { unit: anchorUnit, top: anchorTop } : undefined;
    const last = change.firstChanged === 0 || anchor ? this.last : null;
    if (!last) {
      change = { firstChanged: 0, tail: null };
    }
    const from = last ? PaginationView.restartPoint(last, change.firstChanged) : FIRST_PAGE;
    const previous = last && from.page > 0 ? last : null;
    const tail = last && change.tail ? PaginationView.tailOf(last, change.tail) : null;
    let laidOut: LaidOut;
    const hider = this.spacerHider(last && anchor ? anchorElement : null);
    try {
      const measurer = createMeasurer(view, last ? anchor : undefined);
      const measurements = new UnitMeasurements(
        units.length,
        {
          measureUnit: (index) => {
            const unit = units[index];
            if (!unit) {
              return NOT_MEASURED;
            }
            hider.upTo(elementAt(view, unit.pos));
            return measurer.measureUnit(unit);
          },
          lineBoxes: (index, measured) => {
            const unit = units[index];
            return unit ? measurer.lineBoxes(unit, measured) : [];
          },
        },
        last?.geometry ?? null,
        change,
      );
      const result = computePageBreaks({
        units: { length: units.length, get: (index) => measurements.unit(index) },
        geometry: this.geometry,
        lines: (index) => measurements.lineBoxes(index),
        from,
        stopAt: tail ? (start) => PaginationView.reusableFrom(tail, units, start) : undefined,
      });
      const pageStarts = [
        ...(previous?.pageStarts.slice(0, from.page) ?? []),
        ...result.pageStarts,
        ...(result.stoppedAt ? [result.stoppedAt] : []),
      ];
      const newSpacers: SpacerSpec[] = [];
      for (let page = Math.max(1, from.page + 1); page < pageStarts.length; page += 1) {
        const start = pageStarts[page];
        const before = pageStarts[page - 1];
        const unit = start ? units[start.unit] : undefined;
        const measured = start ? measurements.unit(start.unit) : undefined;
        if (!start || !before || !unit || !measured) {
          continue;
        }
        const inline = start.line > 0;
        newSpacers.push({
          pos: inline ? measurer.lineStart(unit, measured, start.top) : unit.pos,
          height: spacerHeight(before, start, this.geometry),
          page,
          kind: inline ? "inline" : unit.kind === "row" ? "row" : "block",
          columns: unit.kind === "row" ? columnsOf(unit.node) : 0,
        });
      }
      laidOut = {
        doc,
        units,
        pageStarts,
        placements: [...(previous?.placements.filter((placement) => placement.unit < from.unit) ?? []), ...result.placements],
        pageCitations: [...(previous?.pageCitations.slice(0, from.page) ?? []), ...result.pageCitations],
        spacers: [...(previous?.spacers.filter((spacer) => spacer.page <= from.page) ?? []), ...newSpacers],
        geometry: measurements.finish(),
      };
      const stop = result.stoppedAt;
      const reused = stop && tail ? tail.starts.get(stop.unit - tail.unitShift) : undefined;
      if (stop && tail && reused) {
        appendTail(laidOut, tail, stop, reused);
      }
    } finally {
      hider.restore();
    }
    const previousLayout = this.last;
    this.last = laidOut;
    this.apply(laidOut);
    if (previousLayout && this.lastSignature && publishesSameLayout(previousLayout, laidOut)) {
      return;
    }
    const layout = toLayout(laidOut);
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
