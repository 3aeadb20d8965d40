import type { LineBox, MeasuredUnit } from "./page-breaks";
import type { UnitChange } from "./unit-change";
import type { LayoutUnit } from "./units";

/** What a layout knows of its blocks' geometry, in column coordinates (every spacer hidden). */
export interface UnitGeometry {
  /** One per unit. */
  measured: MeasuredUnit[];
  /** Line boxes of the text units that were asked for (those that had to be split). */
  lines: Map<number, readonly LineBox[]>;
}

/** Reads a unit's geometry from the DOM. */
export interface DomReader {
  measureUnit(index: number): MeasuredUnit;
  lineBoxes(index: number, measured: MeasuredUnit): LineBox[];
}

const movedUnit = (measured: MeasuredUnit, shift: number): MeasuredUnit =>
  shift === 0
    ? measured
    : { ...measured, top: measured.top + shift, bottom: measured.bottom + shift, citations: measured.citations.map((y) => y + shift) };

const movedLines = (lines: readonly LineBox[], shift: number): readonly LineBox[] =>
  shift === 0 ? lines : lines.map((line) => ({ top: line.top + shift, bottom: line.bottom + shift }));

/** Whether a previous layout's geometry covers every one of its units (finish measures them all). */
export const isComplete = (geometry: UnitGeometry, units: readonly LayoutUnit[]): boolean => geometry.measured.length === units.length;

/**
 * The geometry of a layout's units, measured once: a block's height does not depend on its page,
 * so the blocks before the change keep the previous layout's figures, the unchanged end keeps them
 * moved by one offset (the change of its first block's top, read from the DOM), and only the
 * changed blocks are read from the DOM. Without a previous layout, every block is read.
 */
export class UnitMeasurements {
  private readonly measured: (MeasuredUnit | undefined)[];
  private readonly lines = new Map<number, readonly LineBox[]>();
  private tailShift: number | null = null;

  constructor(
    private readonly unitCount: number,
    private readonly dom: DomReader,
    private readonly previous: UnitGeometry | null,
    private readonly change: UnitChange,
  ) {
    this.measured = new Array<MeasuredUnit | undefined>(unitCount);
    if (previous) {
      for (let index = 0; index < change.firstChanged; index += 1) {
        this.measured[index] = previous.measured[index];
      }
      for (const [index, lines] of previous.lines) {
        if (index < change.firstChanged) {
          this.lines.set(index, lines);
        }
      }
    }
  }

  unit(index: number): MeasuredUnit | undefined {
    if (index < 0 || index >= this.unitCount) {
      return undefined;
    }
    const known = this.measured[index];
    if (known) {
      return known;
    }
    const before = this.tailOrigin(index);
    const measured = before !== null && this.previous ? this.fromTail(before) : this.dom.measureUnit(index);
    this.measured[index] = measured;
    return measured;
  }

  lineBoxes(index: number): readonly LineBox[] {
    const known = this.lines.get(index);
    if (known) {
      return known;
    }
    const before = this.tailOrigin(index);
    const previousLines = before !== null ? this.previous?.lines.get(before) : undefined;
    const measured = this.unit(index);
    const lines = previousLines ? movedLines(previousLines, this.shift()) : measured ? this.dom.lineBoxes(index, measured) : [];
    this.lines.set(index, lines);
    return lines;
  }

  /** Every unit's geometry, for the next layout to reuse. */
  finish(): UnitGeometry {
    const measured: MeasuredUnit[] = [];
    for (let index = 0; index < this.unitCount; index += 1) {
      const unit = this.unit(index);
      if (unit) {
        measured.push(unit);
      }
    }
    const tail = this.change.tail;
    if (tail && this.previous) {
      for (const [before, lines] of this.previous.lines) {
        const index = before + tail.unitShift;
        if (index >= tail.start && !this.lines.has(index)) {
          this.lines.set(index, movedLines(lines, this.shift()));
        }
      }
    }
    return { measured, lines: this.lines };
  }

  /** The previous index of a unit of the unchanged end, else null. */
  private tailOrigin(index: number): number | null {
    const tail = this.change.tail;
    return tail && index >= tail.start ? index - tail.unitShift : null;
  }

  private fromTail(before: number): MeasuredUnit {
    const previous = this.previous?.measured[before];
    if (!previous) {
      throw new Error(`no previous measurement of unit ${before}`);
    }
    return movedUnit(previous, this.shift());
  }

  /** How far the unchanged end moved: its first block is read from the DOM once. */
  private shift(): number {
    if (this.tailShift === null) {
      const tail = this.change.tail;
      const first = tail ? this.previous?.measured[tail.start - tail.unitShift] : undefined;
      this.tailShift = tail && first ? this.dom.measureUnit(tail.start).top - first.top : 0;
    }
    return this.tailShift;
  }
}
