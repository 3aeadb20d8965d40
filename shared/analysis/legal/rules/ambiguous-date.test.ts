import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";

const hits = (text: string, dialect: "en-US" | "en-GB" = "en-US") =>
  checkLegal([{ id: "b", text }], { dialect })
    .filter((finding) => finding.ruleId === "ambiguous-date")
    .map((finding) => [finding.originalText, finding.correctedText]);

describe("ambiguous numeric dates", () => {
  it("suggests the dialect's reading with the month as a word", () => {
    expect(hits("The lease starts on 03/04/2025.")).toEqual([["03/04/2025", "March 4, 2025"]]);
    expect(hits("The lease starts on 03/04/2025.", "en-GB")).toEqual([["03/04/2025", "3 April 2025"]]);
    expect(hits("Signed 1.2.2024 in London.", "en-GB")).toEqual([["1.2.2024", "1 February 2024"]]);
  });

  it("names both readings and gives no correction for two-digit years", () => {
    const [finding] = checkLegal([{ id: "b", text: "Due 05/06/25." }]).filter((item) => item.ruleId === "ambiguous-date");
    expect(finding).toMatchObject({ originalText: "05/06/25", correctedText: null });
    expect(finding?.message).toContain("May 6");
    expect(finding?.message).toContain("5 June");
  });

  it("leaves unambiguous dates and other numbers alone", () => {
    expect(hits("Due 25/12/2025, 12/25/2025, 04/04/2025 and 2025-03-04.")).toEqual([]);
    expect(hits("See section 3.4.25 and version 1.2.3.4, and the ratio 1/2.")).toEqual([]);
    expect(hits("Call 03-04-25 now.")).toEqual([]);
  });
});
