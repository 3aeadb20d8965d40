import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";

const hits = (text: string) =>
  checkLegal([{ id: "b", text }])
    .filter((finding) => finding.ruleId === "said")
    .map((finding) => [finding.originalText, finding.correctedText]);

describe("said as a determiner", () => {
  it("flags said used to point back at a noun", () => {
    expect(hits("The Tenant shall keep said premises clean.")).toEqual([["said", "the"]]);
    expect(hits("The keys to the said premises are with the agent.")).toEqual([["the said", "the"]]);
    expect(hits("Said Agreement is void.")).toEqual([["Said", "The"]]);
    expect(hits("All rights under said Agreement pass to the Buyer.")).toEqual([["said", "the"]]);
  });

  it("leaves the verb alone", () => {
    expect(hits("He said that the premises were empty.")).toEqual([]);
    expect(hits("The Tenant said the keys were lost.")).toEqual([]);
    expect(hits("She turned and said nothing.")).toEqual([]);
    expect(hits("“Stop,” said the judge.")).toEqual([]);
    expect(hits("She paused and said quietly that she would leave.")).toEqual([]);
  });
});
