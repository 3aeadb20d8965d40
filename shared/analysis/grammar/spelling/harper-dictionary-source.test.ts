import { describe, expect, it } from "vitest";
import { findHarperDictionary, indexOfBytes } from "./harper-dictionary-source";

const encoder = new TextEncoder();

describe("findHarperDictionary", () => {
  it("finds the dictionary text and the affix JSON after it", () => {
    const text =
      '\u0000\u0001123\n\n# Start of original dictionary import\ncat/S\n{\n\t"affixes": {"S": {"add": "}"}}, "properties": {}}\u0000tail';
    const source = findHarperDictionary(encoder.encode(text));
    expect(source?.dictionary).toBe("123\n\n# Start of original dictionary import\ncat/S\n");
    expect(JSON.parse(source?.affixes ?? "")).toEqual({ affixes: { S: { add: "}" } }, properties: {} });
  });

  it("answers null for bytes without a dictionary", () => {
    expect(findHarperDictionary(encoder.encode("no dictionary here"))).toBeNull();
  });

  it("finds byte sequences", () => {
    expect(indexOfBytes(encoder.encode("abcabd"), encoder.encode("abd"))).toBe(3);
    expect(indexOfBytes(encoder.encode("abc"), encoder.encode("x"))).toBe(-1);
  });
});
