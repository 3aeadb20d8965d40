import { describe, expect, it } from "vitest";
import { PagesSchema } from "@wordloom/shared/model";
import { titleFromText } from "./document-title";
import { textToPages } from "./text-to-pages";

const blockTexts = (text: string) =>
  textToPages(text).flatMap((page) =>
    page.blocks.map((block) => ({ type: block.htmlType, sentences: block.sentences.map((sentence) => sentence.text) })),
  );

describe("generated text to pages", () => {
  it("makes headings, list items and paragraphs with their sentences", () => {
    const text = "# Working from home\n\nIt is quiet. Mostly.\n\n## Tools\n- A good chair.\n1. **Plan** the day.\nDr. Smith agrees.";
    expect(blockTexts(text)).toEqual([
      { type: "heading-one", sentences: ["Working from home"] },
      { type: "text", sentences: ["It is quiet.", "Mostly."] },
      { type: "heading-two", sentences: ["Tools"] },
      { type: "bullet-item", sentences: ["A good chair."] },
      { type: "number-item", sentences: ["Plan the day."] },
      { type: "text", sentences: ["Dr. Smith agrees."] },
    ]);
  });

  it("answers pages the documents API accepts, with fresh ids", () => {
    const pages = textToPages("One.\nTwo three.");
    expect(PagesSchema.safeParse(pages).success).toBe(true);
    const ids = pages.flatMap((page) => page.blocks.flatMap((block) => [block.id, ...block.sentences.map((sentence) => sentence.id)]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives an empty text one empty block", () => {
    expect(blockTexts("\n \n")).toEqual([{ type: "text", sentences: [] }]);
  });
});

describe("title of generated text", () => {
  it("takes the first heading", () => {
    expect(titleFromText("Intro line.\n# The real title\nBody.", "Blog")).toBe("The real title");
  });

  it("takes the first sentence, cut at a word", () => {
    expect(titleFromText("Short opener. Then more.", "Post")).toBe("Short opener.");
    const long = `${"word ".repeat(30)}end.`;
    const title = titleFromText(long, "Post");
    expect(title.length).toBeLessThanOrEqual(81);
    expect(title.endsWith("…")).toBe(true);
  });

  it("falls back when there is no text", () => {
    expect(titleFromText("", "Memoir")).toBe("Memoir");
  });
});
