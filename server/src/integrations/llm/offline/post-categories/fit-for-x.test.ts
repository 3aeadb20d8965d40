import { describe, expect, it } from "vitest";
import { xWeightedLength } from "../../../platforms/x/x-text";
import { fitForX } from "./fit-for-x";

const SENTENCES = [
  "Most small teams track expenses too late.",
  "Start with a clear monthly budget.",
  "Track every expense weekly, not at the end of the quarter.",
  "Avoid mixing personal and business accounts.",
];

describe("fitForX (the offline shortener for X)", () => {
  it("keeps a text that fits, only tidying its spaces", () => {
    expect(fitForX("Short   and sweet.\n\n\n\n#Tag", 280)).toEqual({ text: "Short and sweet.\n\n#Tag", shortened: false });
  });

  it("packs whole sentences in order, keeping room for two trailing hashtags", () => {
    const text = `${SENTENCES.join(" ")}\n\n#Bookkeeping #Budget #Teams`;
    const fitted = fitForX(text, 100);
    expect(fitted).toEqual({ text: `${SENTENCES[0]} ${SENTENCES[1]}\n\n#Bookkeeping #Budget`, shortened: true });
    expect(xWeightedLength(fitted.text)).toBeLessThanOrEqual(100);
  });

  it("cuts a first sentence that is too long at a word, with an ellipsis, and keeps links whole", () => {
    const text = `Read https://example.com/${"a".repeat(80)} before you plan your budget for the next quarter and the one after it too.`;
    const fitted = fitForX(text, 40);
    expect(fitted.shortened).toBe(true);
    expect(fitted.text).toMatch(/^Read https:\/\/example\.com\/a+ before…$/);
    // The link counts 23 whatever its length, as X counts it.
    expect(xWeightedLength(fitted.text)).toBeLessThanOrEqual(40);
  });

  it("counts emoji as two, as X does", () => {
    const text = `${"🎉".repeat(10)} ${SENTENCES.join(" ")}`;
    const fitted = fitForX(text, 60);
    expect(xWeightedLength(fitted.text)).toBeLessThanOrEqual(60);
    expect(fitted.text.startsWith("🎉")).toBe(true);
  });

  it("is deterministic", () => {
    const text = SENTENCES.join(" ").repeat(5);
    expect(fitForX(text, 120)).toEqual(fitForX(text, 120));
  });
});
