import { describe, expect, it } from "vitest";
import { LIMITS, shortenFileName } from "./limits";

describe("shortenFileName", () => {
  it("keeps names of up to 70 characters as they are", () => {
    expect(shortenFileName("report.docx")).toBe("report.docx");
    expect(shortenFileName("")).toBe("");
    const exactly70 = "a".repeat(70);
    expect(shortenFileName(exactly70)).toBe(exactly70);
  });

  it("shortens a 71-character name to 70 characters ending with an ellipsis", () => {
    const name = `${"b".repeat(69)}XY`;
    const short = shortenFileName(name);
    expect(short).toHaveLength(70);
    expect(short).toBe(`${"b".repeat(69)}…`);
  });

  it("keeps the first 69 characters of a long name", () => {
    const name = Array.from({ length: 200 }, (_, index) => String.fromCharCode(97 + (index % 26))).join("");
    const short = shortenFileName(name);
    expect(short.slice(0, 69)).toBe(name.slice(0, 69));
    expect(short.endsWith("…")).toBe(true);
    expect(short).toHaveLength(LIMITS.fileNameChars);
  });

  it("honours a custom maximum", () => {
    expect(shortenFileName("abcdefgh", 5)).toBe("abcd…");
    expect(shortenFileName("abcde", 5)).toBe("abcde");
  });

  it("never cuts a character in half", () => {
    // 68 letters then emoji (two UTF-16 units each): a cut at 69 units would split the first emoji.
    const name = `${"c".repeat(68)}😀😀😀`;
    const short = shortenFileName(name);
    expect(short).toBe(`${"c".repeat(68)}😀…`);
    expect(Array.from(short)).toHaveLength(70);
    expect(() => encodeURIComponent(short)).not.toThrow();
  });

  it("counts characters, not UTF-16 units, when deciding whether to shorten", () => {
    const seventyEmoji = "😀".repeat(70);
    expect(shortenFileName(seventyEmoji)).toBe(seventyEmoji);
  });
});
