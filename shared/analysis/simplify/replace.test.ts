import { describe, expect, it } from "vitest";
import { replaceComplexWords } from "./replace";

describe("replaceComplexWords", () => {
  it("uses the grammar pane's drop-in replacements, keeping sentence case", () => {
    expect(replaceComplexWords("In order to utilize the system, we must commence prior to March.")).toBe(
      "To use the system, we must begin before March.",
    );
  });

  it("leaves plain sentences alone", () => {
    expect(replaceComplexWords("We start the work on Monday.")).toBe("We start the work on Monday.");
  });
});
