import { describe, expect, it } from "vitest";
import { footnote, sentence, fragment, block, textBlock } from "../testing/fixtures";
import { pagesToEditorDoc } from "../conversion/to-editor";
import { toDocNode } from "../conversion/editor-schema";
import { publishesSameLayout, toLayout, type LaidOut } from "./laid-out";
import { layoutUnits } from "./units";

/** Three blocks, the last with a footer citation: two on page 0, the third on page 1. */
const laidOutOf = (texts: [string, string, string], thirdOnPage = 1): LaidOut => {
  const doc = toDocNode(
    pagesToEditorDoc([
      {
        blocks: [
          textBlock("text", texts[0]),
          textBlock("text", texts[1]),
          { ...block("text", [sentence(fragment(texts[2], { citation: footnote(0, "Cited") }))]), id: "c" },
        ],
      },
    ]),
  );
  const units = layoutUnits(doc);
  return {
    doc,
    units,
    pageStarts: [
      { page: 0, unit: 0, line: 0, top: 0 },
      { page: 1, unit: 2, line: 0, top: 900 },
    ],
    placements: [
      { unit: 0, page: 0, part: 0 },
      { unit: 1, page: 0, part: 0 },
      { unit: 2, page: thirdOnPage, part: 0 },
    ],
    pageCitations: [[], [{ unit: 2, index: 0 }]],
    spacers: [],
    geometry: { measured: [], lines: new Map() },
  };
};

describe("publishesSameLayout", () => {
  it("is true after typing that moves no block: the published layouts are equal", () => {
    const before = laidOutOf(["One.", "Two.", "Three."]);
    const typed: LaidOut = { ...laidOutOf(["One.", "Two.", "Three."]), doc: before.doc, units: before.units.map((unit) => ({ ...unit })) };
    expect(publishesSameLayout(before, typed)).toBe(true);
    expect(JSON.stringify(toLayout(typed))).toBe(JSON.stringify(toLayout(before)));
  });

  it("is false when a block moves to another page", () => {
    expect(publishesSameLayout(laidOutOf(["One.", "Two.", "Three."]), laidOutOf(["One.", "Two.", "Three."], 0))).toBe(false);
  });

  it("is false when the blocks are others (new ids)", () => {
    const before = laidOutOf(["One.", "Two.", "Three."]);
    const renamed: LaidOut = { ...before, units: before.units.map((unit, index) => (index === 1 ? { ...unit, blockId: "other" } : unit)) };
    expect(publishesSameLayout(before, renamed)).toBe(false);
  });

  it("is false when a footer citation is another node (its text may differ)", () => {
    const before = laidOutOf(["One.", "Two.", "Three."]);
    const edited = laidOutOf(["One.", "Two.", "Three."]);
    // Same block ids and pages, but the citation's attributes are new objects.
    expect(
      publishesSameLayout(before, {
        ...edited,
        units: edited.units.map((unit, index) => ({ ...unit, blockId: before.units[index]?.blockId ?? null })),
      }),
    ).toBe(false);
  });
});
