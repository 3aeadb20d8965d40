import { describe, expect, it } from "vitest";
import { isContextFalsePositive } from "./context";

const hit = (text: string, phrase: string, ruleId = "x") => {
  const start = text.indexOf(phrase);
  return isContextFalsePositive({ ruleId, phrase, text, start, end: start + phrase.length });
};

describe("context false positives", () => {
  it("drops academic degrees, clinical names, chosen titles and identity-first or software uses of disabled", () => {
    expect(hit("She holds a Master's degree.", "Master's", "masters")).toBe(true);
    expect(hit("He has a Master of Science.", "Master", "master")).toBe(true);
    expect(hit("She has bipolar disorder.", "bipolar", "bipolar")).toBe(true);
    expect(hit("Ask Mrs. Jones.", "Mrs.", "mrs-")).toBe(true);
    expect(hit("Disabled people vote too.", "Disabled", "invalid")).toBe(true);
    expect(hit("The button is disabled.", "disabled", "invalid")).toBe(true);
    expect(hit("Go #Cowboys tonight!", "Cowboys", "cowboys-cowgirls")).toBe(true);
  });

  it("keeps the same words elsewhere", () => {
    expect(hit("The master bedroom is large.", "master", "master")).toBe(false);
    expect(hit("My mood is so bipolar today.", "bipolar", "bipolar")).toBe(false);
    expect(hit("Dear Mrs., hello.", "Mrs.", "mrs-")).toBe(false);
    expect(hit("The disabled must wait.", "disabled", "invalid")).toBe(false);
  });
});
