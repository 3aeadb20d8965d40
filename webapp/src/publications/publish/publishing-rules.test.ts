import { describe, expect, it } from "vitest";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { Page } from "@wordloom/shared/model";
import { coverProblem, cropQuery } from "./cover-rules";
import { emailHtml } from "./email-html";
import { commitTags, removeTag, typeTags } from "./tag-input";

const MB = 1024 * 1024;

describe("hashtags as typed (spec document 2 §5)", () => {
  it("a space or # ends a tag, prefixes it with # and keeps what follows in the box", () => {
    expect(typeTags([], "writing")).toEqual({ tags: [], rest: "writing" });
    expect(typeTags([], "writing ")).toEqual({ tags: ["#writing"], rest: "" });
    expect(typeTags(["#writing"], "ideas#now")).toEqual({ tags: ["#writing", "#ideas"], rest: "now" });
  });

  it("pasting several #tags gives several, repeats are dropped, and extras beyond 20 are cut", () => {
    expect(commitTags(["#one"], "#two #three #One")).toEqual(["#one", "#two", "#three"]);
    const many = Array.from({ length: 25 }, (_unused, index) => `#t${index}`).join(" ");
    const tags = commitTags([], many);
    expect(tags).toHaveLength(20);
    expect(tags.at(-1)).toBe("#t19");
    expect(removeTag(["#a", "#b"], "#a")).toEqual(["#b"]);
  });
});

describe("cover image rules (spec document 2 §5)", () => {
  it("refuses a gif over 2 MB, any file over 25 MB and what is not an image, with the spec's messages", () => {
    expect(coverProblem({ type: "image/gif", size: 2 * MB + 1 })).toBe(PUBLISHING_MESSAGES.gifTooLarge);
    expect(coverProblem({ type: "image/gif", size: 2 * MB })).toBeNull();
    expect(coverProblem({ type: "image/png", size: 25 * MB + 1 })).toBe(PUBLISHING_MESSAGES.fileTooLarge);
    expect(coverProblem({ type: "image/jpeg", size: 24 * MB })).toBeNull();
    expect(coverProblem({ type: "application/pdf", size: 10 })).toBe(PUBLISHING_MESSAGES.cantUpload);
  });

  it("sends the crop area in whole pixels", () => {
    expect(cropQuery({ x: 10.4, y: -0.2, width: 700.6, height: 300.2 })).toEqual({ left: 10, top: 0, width: 701, height: 300 });
  });
});

describe("the e-mail share's HTML", () => {
  const sentence = (text: string, marks: Record<string, unknown> = {}) => ({ id: text, text, fragments: [{ text, ...marks }] });
  const pages: Page[] = [
    {
      blocks: [
        { id: "h", htmlType: "heading-one", sentences: [sentence("Intro")] },
        { id: "p", htmlType: "text", sentences: [sentence("Bold <b>", { bold: true }), sentence("link", { href: "javascript:alert(1)" })] },
        { id: "l1", htmlType: "bullet-item", sentences: [sentence("one")] },
        { id: "l2", htmlType: "bullet-item", sentences: [sentence("two")] },
        { id: "r", htmlType: "table-row", sentences: [], cells: [{ sentences: [sentence("cell")] }] },
      ],
    },
  ];

  it("has the linked title, the cover, the body with marks, lists and tables, escaped, without script links", () => {
    const html = emailHtml({
      title: "A & B",
      url: "https://w.example/publications/@ada/a-b",
      coverUrl: "https://w.example/media/c.jpg",
      pages,
    });
    expect(html).toContain('<h1><a href="https://w.example/publications/@ada/a-b">A &amp; B</a></h1>');
    expect(html).toContain('<img src="https://w.example/media/c.jpg"');
    expect(html).toContain("<h2>Intro</h2>");
    expect(html).toContain("<strong>Bold &lt;b&gt;</strong>");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain("<tr><td>cell</td></tr>");
  });
});
