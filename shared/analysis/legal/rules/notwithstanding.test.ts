import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";

const hits = (text: string) => checkLegal([{ id: "b", text }]).filter((finding) => finding.ruleId === "notwithstanding");

describe("notwithstanding anything to the contrary", () => {
  it("flags vague overrides without a correction", () => {
    expect(
      hits("Notwithstanding anything to the contrary in this Agreement, the fee is due.").map((finding) => finding.originalText),
    ).toEqual(["Notwithstanding anything to the contrary in this Agreement"]);
    expect(hits("Notwithstanding anything herein to the contrary, the fee is due.").map((finding) => finding.correctedText)).toEqual([
      null,
    ]);
    expect(hits("Notwithstanding any other provision of this Lease, rent is due.")).toHaveLength(1);
  });

  it("leaves a named override alone", () => {
    expect(hits("Notwithstanding clause 7, the fee is due.")).toEqual([]);
  });
});
