import { describe, expect, it } from "vitest";
import { block, sentence, tableRow } from "../../core/testing/fixtures";
import { compareBlocks } from "./compare-blocks";
import { diffWords, MAX_TABLE_CELLS, tokenize } from "./word-diff";

const text = (id: string, ...sentences: string[]) =>
  block(
    "text",
    sentences.map((value) => sentence(value)),
    { id },
  );

describe("compareBlocks", () => {
  it("marks blocks unchanged, changed, fullnew and removed by id and text", () => {
    const before = [{ blocks: [text("a", "Same."), text("b", "Old words here."), text("c", "Gone.")] }, { blocks: [text("d", "Kept.")] }];
    const after = [{ blocks: [text("a", "Same."), text("b", "New words here."), text("n", "Fresh.")] }, { blocks: [text("d", "Kept.")] }];
    expect(compareBlocks(before, after).map(({ id, status, before: was, after: now }) => ({ id, status, was, now }))).toEqual([
      { id: "a", status: "unchanged", was: "Same.", now: "Same." },
      { id: "b", status: "changed", was: "Old words here.", now: "New words here." },
      { id: "c", status: "removed", was: "Gone.", now: null },
      { id: "n", status: "fullnew", was: null, now: "Fresh." },
      { id: "d", status: "unchanged", was: "Kept.", now: "Kept." },
    ]);
  });

  it("gives changed blocks a word diff and no diff to the others", () => {
    const rows = compareBlocks(
      [{ blocks: [text("a", "The quick fox."), text("b", "Same.")] }],
      [{ blocks: [text("a", "The slow fox."), text("b", "Same.")] }],
    );
    expect(rows[0]?.diff).toEqual([
      { kind: "same", text: "The " },
      { kind: "removed", text: "quick" },
      { kind: "added", text: "slow" },
      { kind: "same", text: " fox." },
    ]);
    expect(rows[1]?.diff).toBeNull();
  });

  it("places removed blocks after their former predecessor, or first", () => {
    const before = [
      { blocks: [text("x", "First gone."), text("a", "A."), text("y", "Second gone."), text("z", "Third gone."), text("b", "B.")] },
    ];
    const after = [{ blocks: [text("b", "B."), text("a", "A.")] }];
    expect(compareBlocks(before, after).map((row) => `${row.id}:${row.status}`)).toEqual([
      "x:removed",
      "b:unchanged",
      "a:unchanged",
      "y:removed",
      "z:removed",
    ]);
  });

  it("compares sentences joined with a space and table cells too, and skips blocks without text", () => {
    const before = [
      {
        blocks: [
          text("s", "One.", "Two."),
          tableRow([["Name"], ["Ada"]], { id: "t" }),
          block("horizontal-line", [], { id: "r" }),
          text("e"),
        ],
      },
    ];
    const after = [
      {
        blocks: [
          text("s", "One. Two."),
          tableRow([["Name"], ["Grace"]], { id: "t" }),
          block("horizontal-line", [], { id: "r2" }),
          text("e", "Filled."),
        ],
      },
    ];
    expect(compareBlocks(before, after).map((row) => `${row.id}:${row.status}`)).toEqual(["s:unchanged", "t:changed", "e:changed"]);
  });

  it("handles empty documents", () => {
    expect(compareBlocks([], [])).toEqual([]);
    expect(compareBlocks([], [{ blocks: [text("a", "New.")] }]).map((row) => row.status)).toEqual(["fullnew"]);
    expect(compareBlocks([{ blocks: [text("a", "Old.")] }], []).map((row) => row.status)).toEqual(["removed"]);
  });
});

describe("diffWords", () => {
  const sides = (before: string, after: string) => {
    const parts = diffWords(before, after);
    return {
      before: parts
        .filter((part) => part.kind !== "added")
        .map((part) => part.text)
        .join(""),
      after: parts
        .filter((part) => part.kind !== "removed")
        .map((part) => part.text)
        .join(""),
    };
  };

  it("rebuilds both texts exactly from its parts", () => {
    for (const [before, after] of [
      ["a b c", "a c d"],
      ["", "All new."],
      ["All gone.", ""],
      ["  spaced   out ", "spaced in"],
      ["Same text.", "Same text."],
    ] as const) {
      expect(sides(before, after)).toEqual({ before, after });
    }
  });

  it("keeps the common words as the same", () => {
    expect(
      diffWords("one two three four", "one three four five")
        .filter((part) => part.kind === "same")
        .map((part) => part.text)
        .join(""),
    ).toBe("one three four");
  });

  it("reports very long texts as replaced whole", () => {
    const long = Array.from({ length: Math.ceil(Math.sqrt(MAX_TABLE_CELLS)) }, (_, index) => `w${index}`).join(" ");
    expect(diffWords(long, `${long} more`)).toEqual([
      { kind: "removed", text: long },
      { kind: "added", text: `${long} more` },
    ]);
    expect(tokenize("a  b")).toEqual(["a", "  ", "b"]);
  });
});
