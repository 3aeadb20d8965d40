import { describe, expect, it } from "vitest";
import { block, textBlock } from "../../core/testing/fixtures";
import { listMarkers } from "./list-markers";

describe("listMarkers", () => {
  it("numbers runs of items, nested ones in roman numerals, and restarts after other blocks", () => {
    const blocks = [
      textBlock("number-item", "A"),
      textBlock("nested-number-item", "A1"),
      textBlock("nested-number-item", "A2"),
      textBlock("number-item", "B"),
      textBlock("nested-number-item", "B1"),
      textBlock("text", "Break"),
      textBlock("number-item", "C"),
      textBlock("bullet-item", "Dot"),
      block("horizontal-line"),
    ];
    const markers = listMarkers(blocks);
    expect(blocks.map((item) => markers.get(item.id) ?? "")).toEqual(["1.", "i.", "ii.", "2.", "i.", "", "1.", "•", ""]);
  });
});
