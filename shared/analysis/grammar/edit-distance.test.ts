import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent transpositions", () => {
    expect(editDistance("goverments", "governments")).toBe(1);
    expect(editDistance("effel", "eiffel")).toBe(1);
    expect(editDistance("teh", "the")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
    expect(editDistance("belgrano", "belgian", 1)).toBe(2);
  });
});
