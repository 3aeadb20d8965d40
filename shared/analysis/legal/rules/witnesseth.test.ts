import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";

const hits = (text: string) => checkLegal([{ id: "b", text }]).filter((finding) => finding.ruleId === "witnesseth");

describe("witnesseth", () => {
  it("flags it in any case", () => {
    expect(hits("NOW, THEREFORE, THIS AGREEMENT WITNESSETH as follows.").map((finding) => finding.originalText)).toEqual(["WITNESSETH"]);
    expect(hits("This deed witnesseth that the land passes.")).toHaveLength(1);
  });

  it("leaves witness and witnessed alone", () => {
    expect(hits("The witness signed. It was witnessed by two people.")).toEqual([]);
  });
});
