import { describe, expect, it } from "vitest";
import { matchAll } from "./text-utils";

describe("matchAll", () => {
  it("finds every match with its offsets, for global and non-global patterns alike", () => {
    expect(matchAll("Ann met Bob", /\p{Lu}\p{Ll}+/gu).map(({ start, end }) => [start, end])).toEqual([
      [0, 3],
      [8, 11],
    ]);
    expect(matchAll("Ann met Bob", /\p{Lu}\p{Ll}+/u).map(({ match }) => match[0])).toEqual(["Ann", "Bob"]);
  });

  it("starts every call at the beginning, though the compiled copy is reused", () => {
    const pattern = /\d+/g;
    expect(matchAll("1 22 333", pattern).map(({ match }) => match[0])).toEqual(["1", "22", "333"]);
    expect(matchAll("4444", pattern).map(({ match }) => match[0])).toEqual(["4444"]);
    expect(matchAll("55 6", pattern).map(({ start }) => start)).toEqual([0, 3]);
  });

  it("skips empty matches without looping", () => {
    expect(matchAll("ab", /x*/g)).toEqual([]);
  });
});
