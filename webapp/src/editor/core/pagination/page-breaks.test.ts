import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_GEOMETRY, PAGE_GAP, PAGE_HEIGHT } from "../geometry";
import { computePageBreaks, spacerHeight, type LineBox, type MeasuredUnit } from "./page-breaks";

// Content height of a page: 1056 − 2 × 50 = 956 px.

interface UnitSpec {
  height: number;
  splittable?: boolean;
  /** Citation positions as offsets from the block's top. */
  citations?: number[];
  gapAfter?: number;
}

/** Blocks stacked one after another (a 12 px margin after each unless told). */
const stack = (specs: UnitSpec[]): MeasuredUnit[] => {
  let top = 0;
  return specs.map((spec) => {
    const unit = {
      top,
      bottom: top + spec.height,
      splittable: spec.splittable ?? false,
      citations: (spec.citations ?? []).map((offset) => top + offset),
    };
    top += spec.height + (spec.gapAfter ?? 12);
    return unit;
  });
};

/** Line boxes of 20 px for every splittable block. */
const lines =
  (units: MeasuredUnit[], lineHeight = 20) =>
  (index: number): LineBox[] => {
    const unit = units[index];
    if (!unit) {
      return [];
    }
    const count = Math.round((unit.bottom - unit.top) / lineHeight);
    return Array.from({ length: count }, (_, line) => ({ top: unit.top + line * lineHeight, bottom: unit.top + (line + 1) * lineHeight }));
  };

const run = (units: MeasuredUnit[], lineHeight = 20) =>
  computePageBreaks({ units, geometry: DEFAULT_PAGE_GEOMETRY, lines: lines(units, lineHeight) });
const pagesOf = (units: MeasuredUnit[]) => run(units).placements.map((placement) => placement.page);

describe("computePageBreaks", () => {
  it("keeps everything on one page when it fits", () => {
    const result = run(stack([{ height: 300 }, { height: 300 }, { height: 300 }]));
    expect(result.pageStarts).toEqual([{ page: 0, unit: 0, line: 0, top: 0 }]);
    expect(result.placements.map((placement) => placement.page)).toEqual([0, 0, 0]);
  });

  it("moves a block that overflows the page to the next page", () => {
    // Tops 0, 212, 424, 636, 848: the fifth block would end at 1048 > 956.
    const units = stack(Array.from({ length: 6 }, () => ({ height: 200 })));
    const result = run(units);
    expect(result.placements.map((placement) => placement.page)).toEqual([0, 0, 0, 0, 1, 1]);
    expect(result.pageStarts[1]).toEqual({ page: 1, unit: 4, line: 0, top: 848 });
  });

  it("fills a page exactly: a block ending on the content limit stays", () => {
    expect(pagesOf(stack([{ height: 944 }, { height: 0 }]))).toEqual([0, 0]);
    expect(pagesOf(stack([{ height: 900, gapAfter: 0 }, { height: 56 }]))).toEqual([0, 0]);
    expect(pagesOf(stack([{ height: 900, gapAfter: 0 }, { height: 57 }]))).toEqual([0, 1]);
  });

  it("reserves 19 px of footer per citation on the page, the block's own included", () => {
    // Without citations a 950 px block fits (950 ≤ 956); with one it does not (950 > 937).
    expect(pagesOf(stack([{ height: 10 }, { height: 930 }]))).toEqual([0, 0]);
    expect(pagesOf(stack([{ height: 10, citations: [5] }, { height: 920 }]))).toEqual([0, 1]);
    expect(pagesOf(stack([{ height: 10 }, { height: 920, citations: [5] }]))).toEqual([0, 1]);
    const result = run(stack([{ height: 10, citations: [5] }, { height: 10, citations: [2, 8] }, { height: 10 }]));
    expect(result.pageCitations).toEqual([
      [
        { unit: 0, index: 0 },
        { unit: 1, index: 0 },
        { unit: 1, index: 1 },
      ],
    ]);
  });

  it("moves headings, table rows and rules whole, even to leave space at the page end", () => {
    const units = stack([{ height: 900 }, { height: 100 }]);
    const result = run(units);
    expect(result.placements).toEqual([
      { unit: 0, page: 0, part: 0 },
      { unit: 1, page: 1, part: 0 },
    ]);
  });

  it("splits a paragraph taller than the space left between lines", () => {
    // 880 px used (0–868 + margin); a 200 px paragraph of ten 20 px lines starts at 880: 3 lines fit (940 ≤ 956).
    const units = stack([{ height: 868 }, { height: 200, splittable: true }]);
    const result = run(units);
    expect(result.placements).toEqual([
      { unit: 0, page: 0, part: 0 },
      { unit: 1, page: 0, part: 0 },
      { unit: 1, page: 1, part: 1 },
    ]);
    expect(result.pageStarts[1]).toEqual({ page: 1, unit: 1, line: 3, top: 940 });
  });

  it("splits a paragraph longer than a page over several pages", () => {
    const units = stack([{ height: 3000, splittable: true }]);
    const result = run(units);
    // 47 lines of 20 px fit in 956 px per page: 64 lines → pages of 47, 47, 47, 9 lines.
    expect(result.pageStarts.map((start) => start.line)).toEqual([0, 47, 94, 141]);
    expect(result.placements.map((placement) => [placement.page, placement.part])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it("moves a paragraph whole when not one line of it fits", () => {
    const units = stack([{ height: 944 }, { height: 100, splittable: true }]);
    const result = run(units);
    expect(result.pageStarts[1]).toEqual({ page: 1, unit: 1, line: 0, top: 956 });
    expect(result.placements.at(-1)).toEqual({ unit: 1, page: 1, part: 0 });
  });

  it("counts a split paragraph's citations on the page of their line", () => {
    // Citation on line 1 (stays on page 0), citation on line 8 (goes to page 1).
    const units = stack([{ height: 868 }, { height: 200, splittable: true, citations: [25, 165] }]);
    const result = run(units);
    // With one citation on page 0 the room is 937: 2 lines fit (900 + 20 + 20 = 920 ≤ 937, 3 lines = 940 > 937).
    expect(result.pageStarts[1]).toMatchObject({ unit: 1, line: 2 });
    expect(result.pageCitations).toEqual([[{ unit: 1, index: 0 }], [{ unit: 1, index: 1 }]]);
  });

  it("lets a block taller than a page that cannot split overflow its own page", () => {
    const result = run(stack([{ height: 10 }, { height: 2000 }, { height: 10 }]));
    expect(result.placements.map((placement) => placement.page)).toEqual([0, 1, 2]);
  });

  it("resumes from a page start with the same result as a full pass", () => {
    const units = stack(Array.from({ length: 40 }, (_, index) => ({ height: 90 + (index % 5) * 30, splittable: index % 3 === 0 })));
    const full = run(units);
    // Layout resumes only where a page starts with a whole block.
    const restart = full.pageStarts.find((start) => start.page >= 2 && start.line === 0);
    expect(restart).toBeDefined();
    if (!restart) {
      return;
    }
    const resumed = computePageBreaks({ units, geometry: DEFAULT_PAGE_GEOMETRY, lines: lines(units), from: restart });
    expect(resumed.pageStarts).toEqual(full.pageStarts.slice(restart.page));
    expect(resumed.placements).toEqual(full.placements.filter((placement) => placement.page >= restart.page));
  });

  it("stops where stopAt accepts a page start, measuring no block after it", () => {
    const units = stack(Array.from({ length: 40 }, (_, index) => ({ height: 90 + (index % 5) * 30, splittable: index % 3 === 0 })));
    const full = run(units);
    const stop = full.pageStarts.find((start) => start.page >= 2 && start.line === 0);
    expect(stop).toBeDefined();
    if (!stop) {
      return;
    }
    const asked: number[] = [];
    const lazy = { length: units.length, get: (index: number) => (asked.push(index), units[index]) };
    const stopped = computePageBreaks({
      units: lazy,
      geometry: DEFAULT_PAGE_GEOMETRY,
      lines: lines(units),
      stopAt: (start) => start.unit === stop.unit,
    });
    expect(stopped.stoppedAt).toEqual(stop);
    expect(stopped.pageStarts).toEqual(full.pageStarts.slice(0, stop.page));
    expect(stopped.placements).toEqual(full.placements.filter((placement) => placement.unit < stop.unit));
    expect(stopped.pageCitations).toHaveLength(stop.page);
    expect(Math.max(...asked)).toBe(stop.unit);
    expect(run(units).stoppedAt).toBeUndefined();
  });

  it("sizes each spacer to fill the rest of the page, the gap and the next top padding", () => {
    expect(spacerHeight({ page: 0, unit: 0, line: 0, top: 0 }, { page: 1, unit: 4, line: 0, top: 848 }, DEFAULT_PAGE_GEOMETRY)).toBe(
      PAGE_HEIGHT + PAGE_GAP - 848,
    );
  });
});
