import { describe, expect, it } from "vitest";
import { findUnstorableStrings } from "../api/unstorable-strings";
import { ReplacePagesBodySchema, SaveBlocksBodySchema } from "./documents";
import { documentText, firstUnstorableIndex, opaqueText, plainText, singleLine, stripControlCharacters } from "./text";

describe("firstUnstorableIndex", () => {
  it.each([
    ["plain", -1],
    ["a\u0000b", 1],
    ["😀 paired", -1],
    ["a\uD800", 1],
    ["\uDFFFa", 0],
    ["😀\uD83D", 2],
    ["\uDE00\uD83D", 0],
  ])("%j → %i", (value, index) => {
    expect(firstUnstorableIndex(value)).toBe(index);
  });
});

describe("the per-field policies", () => {
  it("singleLine refuses every control character, tab and newline included", () => {
    expect(singleLine(10).safeParse("one line").success).toBe(true);
    for (const value of ["a\tb", "a\nb", "a\u0001b", "a\u007Fb", "a\u0000b", "a\uD800b"]) {
      expect(singleLine(10).safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it("plainText keeps tab and line breaks and refuses other control characters", () => {
    expect(plainText(20).parse("a\tb\r\nc")).toBe("a\tb\r\nc");
    for (const value of ["a\u000Bb", "a\u001Bb", "a\u0000b", "a\uDC00b"]) {
      expect(plainText(20).safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it("documentText and opaqueText refuse only NUL and unpaired surrogates, and say what they keep", () => {
    for (const schema of [documentText(20), opaqueText(20)]) {
      expect(schema.parse("a\u000Bb\u0007")).toBe("a\u000Bb\u0007");
      expect(schema.safeParse("a\u0000b").success).toBe(false);
      expect(schema.safeParse("\uD800").success).toBe(false);
      expect(schema.description).toMatch(/control characters|NUL/);
    }
  });

  it("stripControlCharacters removes what document text does not keep", () => {
    expect(stripControlCharacters("line\u000Bbreak\ttab\r\n\u0007cell\u001F")).toBe("linebreak\ttab\r\ncell");
  });
});

describe("a save stores document text without control characters other than tab and line breaks", () => {
  const sentence = (text: string, fragments: string[]) => ({ id: "s1", text, fragments: fragments.map((part) => ({ text: part })) });

  it("replacing pages removes them from sentence and fragment text alike", () => {
    const body = ReplacePagesBodySchema.parse({
      pages: [{ blocks: [{ id: "b1", sentences: [sentence("Pasted\u000Bfrom Word\u0007", ["Pasted\u000B", "from Word\u0007"])] }] }],
    });
    expect(body.pages[0]?.blocks[0]?.sentences[0]).toMatchObject({
      text: "Pastedfrom Word",
      fragments: [{ text: "Pasted" }, { text: "from Word" }],
    });
  });

  it("a partial save removes them from table cells too", () => {
    const body = SaveBlocksBodySchema.parse({
      baseVersion: 1,
      upserted: [
        {
          pageIndex: 0,
          position: 0,
          block: { id: "row", htmlType: "table-row", cells: [{ sentences: [sentence("A\u001Ecell", ["A\u001Ecell"])] }] },
        },
      ],
      removed: [],
    });
    expect(body.upserted[0]?.block.cells?.[0]?.sentences[0]?.text).toBe("Acell");
  });
});

describe("findUnstorableStrings", () => {
  it("names every string and field name holding NUL or an unpaired surrogate, by path", () => {
    const issues = findUnstorableStrings({ pages: [{ text: "ok" }, { text: "a\u0000" }], "k\uD800": 1, tags: ["\uDFFF"] }, ["body"]);
    expect(issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining([
        ["body", "pages", 1, "text"],
        ["body", "k\uFFFD"],
        ["body", "tags", 0],
      ]),
    );
    expect(issues).toHaveLength(3);
  });

  it("walks any depth without recursion and stops at the limit", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 100_000; level += 1) {
      deep = [deep];
    }
    expect(findUnstorableStrings(deep, ["body"])).toHaveLength(1);
    expect(
      findUnstorableStrings(
        Array.from({ length: 50 }, () => "\u0000"),
        ["body"],
        5,
      ),
    ).toHaveLength(5);
    expect(findUnstorableStrings({ a: ["fine", 1, null, { b: true }] }, ["query"])).toEqual([]);
  });
});
