import JSZip from "jszip";
import { afterAll, describe, expect, it } from "vitest";
import { importDocument } from "../../import/import-document";
import { ImportPool } from "../../import/import-pool";
import { allFragments, viewBlocks } from "../../import/testing/block-view";
import { everyElementPages } from "../testing-pages";
import { buildDocx } from "./build-docx";

const pool = new ImportPool();
afterAll(() => pool.close());

const partOf = async (docx: Buffer, name: string) => {
  const part = (await JSZip.loadAsync(docx)).file(name);
  if (!part) {
    throw new Error(`${name} is missing`);
  }
  return part.async("string");
};

describe("DOCX export", () => {
  it("writes lists with roman nested numbers, real footnotes, a bottom-border line and a 'Page X of Y' footer", async () => {
    const docx = await buildDocx({ title: "Quarterly review", pages: everyElementPages() });
    expect(docx.subarray(0, 2).toString("latin1")).toBe("PK");
    const numbering = await partOf(docx, "word/numbering.xml");
    expect(numbering).toContain('w:val="lowerRoman"');
    expect(numbering).toContain('w:val="decimal"');
    const footnotes = await partOf(docx, "word/footnotes.xml");
    expect(footnotes).toContain("Lee, Markets, Acme, 2023");
    const body = await partOf(docx, "word/document.xml");
    expect(body).toContain("<w:footnoteReference");
    expect(body).toMatch(/<w:pBdr><w:bottom [^>]*w:val="single"/);
    expect(body).toContain("(Kim 2021)");
    expect(body).toContain("w:tblHeader");
    const footerName = Object.keys((await JSZip.loadAsync(docx)).files).find((name) => /^word\/footer\d*\.xml$/.test(name)) ?? "";
    const footer = await partOf(docx, footerName);
    expect(footer).toContain("PAGE");
    expect(footer).toContain("NUMPAGES");
    expect(footer).toContain("Page ");
  });

  it("re-imports with the same text, headings, lists, table, alignment, quote, marks, link and citation", async () => {
    const pages = everyElementPages();
    const reimported = await importDocument(await buildDocx({ title: "Quarterly review", pages }), "Quarterly review.docx", pool);
    const expected = viewBlocks(pages)
      // mammoth reads no paragraph borders, and a left-aligned paragraph is a plain one.
      .filter((view) => view.type !== "horizontal-line")
      .map((view) => (view.type === "left-align" ? { ...view, type: "text" as const } : view))
      // The author-date citation is written in the text.
      .map((view) => (view.text === "As shown before." ? { ...view, text: "As shown (Kim 2021) before." } : view));
    expect(viewBlocks(reimported.pages)).toEqual(expected);
    const fragments = allFragments(reimported.pages);
    expect(fragments).toContainEqual({ text: "sharply", bold: true });
    expect(fragments).toContainEqual({ text: "spring", italic: true });
    expect(fragments).toContainEqual({ text: "forecast", underline: true });
    expect(fragments).toContainEqual({ text: "our site", href: "https://example.com/" });
    expect(fragments).toContainEqual({ text: "make", code: true });
    expect(fragments).toContainEqual({
      text: "Analysts agree",
      citation: { citationIndex: 0, citationData: { citationType: "chicago-biblo", footnote: "Lee, Markets, Acme, 2023" } },
    });
  });

  it("starts numbering again for a second list", async () => {
    const [first] = everyElementPages();
    const lists = first ? first.blocks.filter((block) => block.htmlType === "number-item") : [];
    const separator = first?.blocks[0];
    if (!separator) {
      throw new Error("fixture changed");
    }
    const docx = await buildDocx({ title: "Lists", pages: [{ blocks: [...lists, separator, ...lists] }] });
    const body = await partOf(docx, "word/document.xml");
    const numIds = [...body.matchAll(/<w:numId w:val="(\d+)"\/>/g)].map((match) => match[1]);
    expect(new Set(numIds.slice(0, 2)).size).toBe(1);
    expect(numIds[2]).not.toBe(numIds[0]);
  });
});
