import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";

const hits = (...texts: string[]) =>
  checkLegal(texts.map((text, index) => ({ id: `b${index}`, text })))
    .filter((finding) => finding.ruleId === "herein")
    .map((finding) => [finding.originalText, finding.correctedText]);

describe("herein, hereof, hereto, hereunder", () => {
  it("names the document when it calls itself one thing", () => {
    expect(hits("This Agreement is made today.", "The terms defined herein apply.")).toEqual([["herein", "in this Agreement"]]);
    expect(hits("This Lease runs for a year. The schedules hereto and the rights hereunder are part hereof.")).toEqual([
      ["hereto", "to this Lease"],
      ["hereunder", "under this Lease"],
      ["hereof", "of this Lease"],
    ]);
  });

  it("flags without a correction when the document has no name, and leaves other words alone", () => {
    expect(hits("The terms defined herein apply.")).toEqual([["herein", null]]);
    expect(hits("The goods hereinafter described are sold. Sheer inertia. Here it is.")).toEqual([]);
  });
});
