import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";

const hits = (text: string) => checkLegal([{ id: "b", text }]).filter((finding) => finding.ruleId === "provided-that");

describe("provided that", () => {
  it("flags provisos without a correction", () => {
    expect(
      hits("The Tenant may sublet, provided that the Landlord consents.").map((finding) => [finding.originalText, finding.correctedText]),
    ).toEqual([["provided that", null]]);
    expect(hits("The Tenant may sublet; provided, however, that the Landlord consents.").map((finding) => finding.originalText)).toEqual([
      "provided, however, that",
    ]);
  });

  it("leaves other uses of provided alone", () => {
    expect(hits("The Landlord provided the keys. Lunch is provided.")).toEqual([]);
  });
});
