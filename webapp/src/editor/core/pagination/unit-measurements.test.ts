import { describe, expect, it } from "vitest";
import type { LineBox, MeasuredUnit } from "./page-breaks";
import type { UnitChange } from "./unit-change";
import { isComplete, UnitMeasurements, type DomReader, type UnitGeometry } from "./unit-measurements";

const unitAt = (top: number, height = 40, citations: number[] = []): MeasuredUnit => ({
  top,
  bottom: top + height,
  splittable: true,
  citations,
});

/** A DOM that holds `units` (their current geometry) and counts what is read from it. */
const fakeDom = (units: MeasuredUnit[], lines: Record<number, LineBox[]> = {}) => {
  const reads: string[] = [];
  const dom: DomReader = {
    measureUnit: (index) => {
      reads.push(`unit ${index}`);
      const unit = units[index];
      if (!unit) {
        throw new Error(`no unit ${index}`);
      }
      return unit;
    },
    lineBoxes: (index) => {
      reads.push(`lines ${index}`);
      return lines[index] ?? [];
    },
  };
  return { dom, reads };
};

/** Five 40 px blocks, 10 px apart, the third split in two lines. */
const previous = (): UnitGeometry => ({
  measured: [0, 50, 100, 150, 200].map((top) => unitAt(top)),
  lines: new Map([
    [
      2,
      [
        { top: 100, bottom: 120 },
        { top: 120, bottom: 140 },
      ],
    ],
  ]),
});

describe("UnitMeasurements", () => {
  it("reads every block from the DOM without a previous layout", () => {
    const { dom, reads } = fakeDom([unitAt(0), unitAt(50)]);
    const measurements = new UnitMeasurements(2, dom, null, { firstChanged: 0, tail: null });
    expect(measurements.finish().measured.map((unit) => unit.top)).toEqual([0, 50]);
    expect(reads).toEqual(["unit 0", "unit 1"]);
  });

  it("reads only the changed block and the first of the unchanged end, and moves the rest", () => {
    // Block 1 grew by 30 px: the blocks after it are 30 px lower.
    const now = [unitAt(0), unitAt(50, 70), unitAt(130), unitAt(180), unitAt(230)];
    const { dom, reads } = fakeDom(now);
    const change: UnitChange = { firstChanged: 1, tail: { start: 2, from: 0, unitShift: 0, posShift: 3 } };
    const measurements = new UnitMeasurements(5, dom, previous(), change);
    expect([0, 1, 2, 3, 4].map((index) => measurements.unit(index)?.top)).toEqual([0, 50, 130, 180, 230]);
    expect(measurements.unit(1)?.bottom).toBe(120);
    expect(measurements.lineBoxes(2)).toEqual([
      { top: 130, bottom: 150 },
      { top: 150, bottom: 170 },
    ]);
    expect(reads).toEqual(["unit 1", "unit 2"]);
  });

  it("maps the unchanged end through inserted blocks, citations and line boxes included", () => {
    const before: UnitGeometry = {
      ...previous(),
      measured: previous().measured.map((unit, index) => (index === 3 ? unitAt(150, 40, [170]) : unit)),
    };
    // Two 40 px blocks inserted after block 0: the old blocks 1–4 are now 3–6, 100 px lower.
    const now = [unitAt(0), unitAt(50), unitAt(100), unitAt(150), unitAt(200), unitAt(250, 40, [270]), unitAt(300)];
    const { dom, reads } = fakeDom(now);
    const measurements = new UnitMeasurements(7, dom, before, { firstChanged: 1, tail: { start: 3, from: 0, unitShift: 2, posShift: 20 } });
    const geometry = measurements.finish();
    expect(geometry.measured.map((unit) => unit.top)).toEqual([0, 50, 100, 150, 200, 250, 300]);
    expect(geometry.measured[5]?.citations).toEqual([270]);
    expect(geometry.lines.get(4)).toEqual([
      { top: 200, bottom: 220 },
      { top: 220, bottom: 240 },
    ]);
    expect(isComplete(geometry, Array.from({ length: 7 }))).toBe(true);
    expect(reads).toEqual(["unit 1", "unit 2", "unit 3"]);
  });

  it("keeps the blocks before the change, and reads line boxes of a block never split before", () => {
    const { dom, reads } = fakeDom(previous().measured, { 4: [{ top: 200, bottom: 220 }] });
    const measurements = new UnitMeasurements(5, dom, previous(), {
      firstChanged: 3,
      tail: { start: 4, from: 0, unitShift: 0, posShift: 0 },
    });
    expect(measurements.lineBoxes(2)).toHaveLength(2);
    expect(measurements.lineBoxes(4)).toEqual([{ top: 200, bottom: 220 }]);
    expect(reads).toEqual(["unit 4", "lines 4"]);
  });

  it("reads everything after the change when no end is reusable", () => {
    const { dom, reads } = fakeDom(previous().measured);
    const measurements = new UnitMeasurements(5, dom, previous(), { firstChanged: 3, tail: null });
    measurements.finish();
    expect(reads).toEqual(["unit 3", "unit 4"]);
  });
});
