import { describe, expect, it } from "vitest";
import { LIMITS } from "../rules";
import { UpdateProfileBodySchema } from "./account.user";
import {
  BlockSchema,
  countDocumentChars,
  CreateDocumentBodySchema,
  FragmentSchema,
  PagesSchema,
  ReplacePagesBodySchema,
  SentenceSchema,
  TitleSchema,
  type Page,
  type Sentence,
} from "./documents";

const L = LIMITS.document;

/** A sentence whose text is split over fragments of at most the fragment limit. */
const sentenceOf = (id: string, text: string): Sentence => {
  const fragments = [];
  for (let start = 0; start < text.length; start += L.maxFragmentChars) {
    fragments.push({ text: text.slice(start, start + L.maxFragmentChars) });
  }
  return { id, text, fragments };
};

/** One page with one block holding sentences whose lengths are given. */
const pageWithSentences = (...lengths: number[]): Page => ({
  blocks: [{ id: "b1", htmlType: "text", sentences: lengths.map((length, index) => sentenceOf(`s${index}`, "x".repeat(length))) }],
});

describe("SentenceSchema", () => {
  it("accepts a sentence whose text equals its fragments joined", () => {
    const parsed = SentenceSchema.safeParse({
      id: "s1",
      text: "Hello world",
      fragments: [{ text: "Hello " }, { text: "world", bold: true }],
    });
    expect(parsed.success).toBe(true);
  });

  it("accepts an empty sentence with no fragments", () => {
    expect(SentenceSchema.safeParse({ id: "s1", text: "", fragments: [] }).success).toBe(true);
  });

  it("rejects a sentence whose text differs from its fragments, pointing at text", () => {
    const parsed = SentenceSchema.safeParse({ id: "s1", text: "Hello world", fragments: [{ text: "Hello" }, { text: "world" }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["text"]);
    expect(parsed.error?.issues[0]?.message).toBe("Sentence text must equal the text of its fragments");
  });

  it("rejects text without fragments", () => {
    expect(SentenceSchema.safeParse({ id: "s1", text: "orphan", fragments: [] }).success).toBe(false);
  });

  it("rejects an empty id", () => {
    expect(SentenceSchema.safeParse({ id: "", text: "", fragments: [] }).success).toBe(false);
  });
});

describe("TitleSchema", () => {
  it("trims and collapses whitespace", () => {
    expect(TitleSchema.parse("  My   first\n\tdraft  ")).toBe("My first draft");
  });

  it("rejects an empty or whitespace-only title with the spec's message", () => {
    for (const title of ["", "   ", "\n\t "]) {
      const parsed = TitleSchema.safeParse(title);
      expect(parsed.success, JSON.stringify(title)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Title Can't be empty!");
    }
  });

  it("rejects control characters", () => {
    const parsed = TitleSchema.safeParse("bad\u0007title");
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Must be plain text");
    expect(TitleSchema.safeParse("nul\u0000").success).toBe(false);
  });

  it("accepts titles of up to the maximum length and rejects longer ones", () => {
    expect(TitleSchema.safeParse("t".repeat(L.maxTitleChars)).success).toBe(true);
    expect(TitleSchema.safeParse("t".repeat(L.maxTitleChars + 1)).success).toBe(false);
  });

  it("rejects non-strings", () => {
    expect(TitleSchema.safeParse(42).success).toBe(false);
    expect(TitleSchema.safeParse(null).success).toBe(false);
  });
});

describe("PagesSchema", () => {
  it("counts the characters of block sentences and of table cells", () => {
    const pages: Page[] = [
      {
        blocks: [
          { id: "b1", htmlType: "text", sentences: [sentenceOf("s1", "abc"), sentenceOf("s2", "de")] },
          {
            id: "b2",
            htmlType: "table-row",
            sentences: [],
            cells: [{ sentences: [sentenceOf("c1", "1234")] }, { sentences: [sentenceOf("c2", "5")] }],
          },
        ],
      },
      { blocks: [{ id: "b3", htmlType: "text", sentences: [sentenceOf("s3", "xyz")] }] },
    ];
    expect(countDocumentChars(pages)).toBe(13);
  });

  it("accepts a document of exactly the character limit and rejects one character more", () => {
    const perSentence = L.maxFragmentChars * 4;
    const sentences = L.maxTotalChars / perSentence;
    expect(Number.isInteger(sentences)).toBe(true);
    const atLimit = [pageWithSentences(...Array.from({ length: sentences }, () => perSentence))];
    expect(countDocumentChars(atLimit)).toBe(L.maxTotalChars);
    expect(PagesSchema.safeParse(atLimit).success).toBe(true);

    const overLimit = [...atLimit, pageWithSentences(1)];
    const parsed = PagesSchema.safeParse(overLimit);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(`A document holds at most ${L.maxTotalChars} characters`);
  });

  it("counts characters in table cells towards the limit", () => {
    const perSentence = L.maxFragmentChars * 4;
    const atLimit = pageWithSentences(...Array.from({ length: L.maxTotalChars / perSentence }, () => perSentence));
    const withCell: Page = {
      blocks: [...atLimit.blocks, { id: "t1", htmlType: "table-row", sentences: [], cells: [{ sentences: [sentenceOf("c", "y")] }] }],
    };
    expect(PagesSchema.safeParse([withCell]).success).toBe(false);
  });

  it("rejects more pages than the maximum", () => {
    const empty: Page = { blocks: [] };
    expect(PagesSchema.safeParse(Array.from({ length: L.maxPages }, () => empty)).success).toBe(true);
    expect(PagesSchema.safeParse(Array.from({ length: L.maxPages + 1 }, () => empty)).success).toBe(false);
  });

  it("rejects a fragment longer than the fragment limit", () => {
    const text = "z".repeat(L.maxFragmentChars + 1);
    expect(FragmentSchema.safeParse({ text }).success).toBe(false);
    expect(FragmentSchema.safeParse({ text: text.slice(1) }).success).toBe(true);
  });

  it("validates sentences nested inside pages", () => {
    const pages = [{ blocks: [{ id: "b1", sentences: [{ id: "s1", text: "ab", fragments: [{ text: "a" }] }] }] }];
    const parsed = PagesSchema.safeParse(pages);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([0, "blocks", 0, "sentences", 0, "text"]);
  });
});

describe("BlockSchema defaults", () => {
  it("defaults htmlType to text and sentences to an empty list", () => {
    expect(BlockSchema.parse({ id: "b1" })).toEqual({ id: "b1", htmlType: "text", sentences: [] });
  });

  it("rejects an unknown block type", () => {
    expect(BlockSchema.safeParse({ id: "b1", htmlType: "marquee" }).success).toBe(false);
  });
});

describe("strict objects", () => {
  it("reject unknown keys at every level of a document", () => {
    expect(FragmentSchema.safeParse({ text: "a", colour: "red" }).success).toBe(false);
    expect(SentenceSchema.safeParse({ id: "s", text: "", fragments: [], extra: 1 }).success).toBe(false);
    expect(BlockSchema.safeParse({ id: "b", style: "x" }).success).toBe(false);
    expect(PagesSchema.safeParse([{ blocks: [], footer: "x" }]).success).toBe(false);
    expect(
      FragmentSchema.safeParse({ text: "a", citation: { citationIndex: 0, citationData: { citationType: "legal", isbn: "1" } } }).success,
    ).toBe(false);
  });

  it("reject unknown keys in request bodies", () => {
    const unknownKey = CreateDocumentBodySchema.safeParse({ title: "Draft", ownerId: "someone-else" });
    expect(unknownKey.success).toBe(false);
    expect(unknownKey.error?.issues[0]?.code).toBe("unrecognized_keys");
    expect(ReplacePagesBodySchema.safeParse({ pages: [], version: 3 }).success).toBe(false);
    expect(UpdateProfileBodySchema.safeParse({ fname: "Ada", email: "x@example.test" }).success).toBe(false);
    expect(UpdateProfileBodySchema.safeParse({ userRole: "SuperAdmin" }).success).toBe(false);
  });

  it("accept the same bodies without the unknown keys", () => {
    expect(CreateDocumentBodySchema.parse({ title: " Draft " })).toEqual({ title: "Draft", type: "classic" });
    expect(ReplacePagesBodySchema.safeParse({ pages: [], baseVersion: 3 }).success).toBe(true);
    expect(UpdateProfileBodySchema.safeParse({ fname: "Ada" }).success).toBe(true);
  });
});
