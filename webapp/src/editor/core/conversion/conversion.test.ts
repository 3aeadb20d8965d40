import { Editor, type JSONContent } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { PagesSchema, type Page } from "@wordloom/shared/model";
import { createEditorExtensions } from "../extensions";
import { block, breaksOf, everyElementPages, fragment, sentence, textBlock } from "../testing/fixtures";
import { editorSchema } from "./editor-schema";
import { createPagesConverter, editorDocToPages } from "./from-editor";
import { pagesToEditorDoc } from "./to-editor";

const editors: Editor[] = [];
const editorOf = (content: JSONContent): Editor => {
  const editor = new Editor({ extensions: createEditorExtensions(), content });
  editors.push(editor);
  return editor;
};
afterEach(() => {
  editors.splice(0).forEach((editor) => editor.destroy());
});

/** JSON as the editor stores it (defaults filled in, marks ordered). */
const normalized = (json: JSONContent): JSONContent => editorSchema().nodeFromJSON(json).toJSON() as JSONContent;

describe("pagesToEditorDoc / editorDocToPages", () => {
  it("round-trips a document with every element type, mark, link, citation, table and list", () => {
    const pages = everyElementPages();
    expect(PagesSchema.safeParse(pages).success).toBe(true);
    const doc = pagesToEditorDoc(pages);
    expect(editorDocToPages(doc, pages, breaksOf(pages))).toEqual(pages);
  });

  it("is what the editor holds: loading the JSON changes nothing, and the editor's JSON converts back", () => {
    const pages = everyElementPages();
    const doc = pagesToEditorDoc(pages);
    const editor = editorOf(doc);
    expect(editor.getJSON()).toEqual(normalized(doc));
    expect(editorDocToPages(editor.getJSON(), pages, breaksOf(pages))).toEqual(pages);
    expect(editorDocToPages(editor.state.doc, pages, breaksOf(pages))).toEqual(pages);
  });

  it("maps element types onto the editor's nodes", () => {
    const doc = pagesToEditorDoc(everyElementPages());
    const types = (doc.content ?? []).map((node) => node.type);
    expect(types).toEqual([
      "heading",
      "paragraph",
      "paragraph",
      "paragraph",
      "paragraph",
      "heading",
      "blockquote",
      "paragraph",
      "bulletList",
      "orderedList",
      "table",
      "horizontalRule",
      "paragraph",
      "paragraph",
    ]);
    const aligns = (doc.content ?? []).slice(1, 5).map((node) => node.attrs?.textAlign ?? null);
    expect(aligns).toEqual([null, "left", "center", "right"]);
    const bullets = doc.content?.[8];
    expect(bullets?.content).toHaveLength(2);
    expect(bullets?.content?.[0]?.content?.[1]).toMatchObject({
      type: "bulletList",
      content: [{ type: "listItem" }, { type: "listItem" }],
    });
    const table = doc.content?.[10];
    expect(table?.content?.[0]?.content?.map((cell) => cell.type)).toEqual(["tableHeader", "tableHeader"]);
    expect(table?.content?.[1]?.content?.map((cell) => cell.type)).toEqual(["tableCell", "tableCell"]);
  });

  it("renders nested numbered items with roman numerals and keeps citations as inline atoms", () => {
    const editor = editorOf(pagesToEditorDoc(everyElementPages()));
    const html = editor.getHTML();
    expect(html).toMatch(/<ol><li[^>]*><p>First step\.<\/p><ol>/);
    expect(html).toContain('class="wl-citation"');
    expect(html).toContain('data-author-date="(Smith 2020)"');
    expect(editor.getText()).not.toContain("[");
  });

  it("puts everything on one page without layout breaks, and follows the breaks when given", () => {
    const pages = everyElementPages();
    const doc = pagesToEditorDoc(pages);
    const single = editorDocToPages(doc, pages);
    expect(single).toHaveLength(1);
    expect(single[0]?.blocks).toEqual(pages.flatMap((page) => page.blocks));
    const ids = pages.flatMap((page) => page.blocks.map((stored) => stored.id));
    const skipping = editorDocToPages(doc, pages, { [ids[3] ?? ""]: 2 });
    expect(skipping.map((page) => page.blocks.length)).toEqual([3, 0, ids.length - 3]);
  });

  it("splits fragments at sentence ends and at every change of marks", () => {
    const doc: JSONContent = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          attrs: { blockId: "p1" },
          content: [
            { type: "text", text: "Bold start. Bold ", marks: [{ type: "bold" }] },
            { type: "text", text: "and italic", marks: [{ type: "bold" }, { type: "italic" }] },
            { type: "text", text: " end." },
          ],
        },
      ],
    };
    const [page] = editorDocToPages(doc);
    const sentences = page?.blocks[0]?.sentences ?? [];
    expect(sentences.map((stored) => stored.text)).toEqual(["Bold start.", "Bold and italic end."]);
    expect(sentences.map((stored) => stored.fragments)).toEqual([
      [{ text: "Bold start.", bold: true }],
      [{ text: "Bold ", bold: true }, { text: "and italic", bold: true, italic: true }, { text: " end." }],
    ]);
  });

  it("keeps whitespace: stored sentences joined with one space give the block text back", () => {
    const doc: JSONContent = {
      type: "doc",
      content: [{ type: "paragraph", attrs: { blockId: "p1" }, content: [{ type: "text", text: "  One.   Two!\u00a0Three? Four" }] }],
    };
    const sentences = editorDocToPages(doc)[0]?.blocks[0]?.sentences ?? [];
    expect(sentences.map((stored) => stored.text)).toEqual(["  One.  ", "Two!\u00a0Three?", "Four"]);
    expect(sentences.map((stored) => stored.text).join(" ")).toBe("  One.   Two!\u00a0Three? Four");
    expect(PagesSchema.safeParse(editorDocToPages(doc)).success).toBe(true);
  });

  it("renumbers citations in document order", () => {
    const pages: Page[] = [
      {
        blocks: [
          block("text", [
            sentence(
              fragment("late", { citation: { citationIndex: 7, citationData: { citationType: "legal", code: "U.S.C.", section: "1" } } }),
              ".",
            ),
          ]),
          block("table-row", [], {
            cells: [
              {
                sentences: [
                  sentence(
                    fragment("cell", { citation: { citationIndex: 2, citationData: { citationType: "legal", code: "C", section: "2" } } }),
                  ),
                ],
              },
            ],
          }),
        ],
      },
    ];
    const converted = editorDocToPages(pagesToEditorDoc(pages), pages);
    expect(converted[0]?.blocks[0]?.sentences[0]?.fragments[0]?.citation?.citationIndex).toBe(0);
    expect(converted[0]?.blocks[1]?.cells?.[0]?.sentences[0]?.fragments[0]?.citation?.citationIndex).toBe(1);
  });

  it("hands back the same renumbered blocks when a converter sees the unchanged document again", () => {
    const pages: Page[] = [
      {
        blocks: [
          block("text", [
            sentence(
              fragment("first", { citation: { citationIndex: 5, citationData: { citationType: "legal", code: "A", section: "1" } } }),
            ),
          ]),
          block("text", [
            sentence(
              fragment("second", { citation: { citationIndex: 0, citationData: { citationType: "legal", code: "B", section: "2" } } }),
            ),
          ]),
        ],
      },
    ];
    const doc = editorOf(pagesToEditorDoc(pages)).state.doc;
    const convert = createPagesConverter();
    const first = convert(doc, pages);
    const again = convert(doc, first);
    expect(first[0]?.blocks.map((stored) => stored.sentences[0]?.fragments[0]?.citation?.citationIndex)).toEqual([0, 1]);
    expect(again[0]?.blocks[0]).toBe(first[0]?.blocks[0]);
    expect(again[0]?.blocks[1]).toBe(first[0]?.blocks[1]);
  });

  it("gives a nested item with no item before it a hidden parent that is never stored", () => {
    const pages: Page[] = [
      { blocks: [textBlock("text", "Intro."), textBlock("nested-number-item", "Orphan."), textBlock("number-item", "Next.")] },
    ];
    const doc = pagesToEditorDoc(pages);
    expect(doc.content?.[1]?.content?.[0]?.attrs).toMatchObject({ phantom: true });
    const editor = editorOf(doc);
    expect(editorDocToPages(editor.getJSON(), pages)).toEqual(pages);
  });

  it("flattens lists nested deeper than two levels into nested items", () => {
    const item = (id: string, text: string, nested: JSONContent[] = []): JSONContent => ({
      type: "listItem",
      attrs: { blockId: id },
      content: [{ type: "paragraph", content: [{ type: "text", text }] }, ...nested],
    });
    const doc: JSONContent = {
      type: "doc",
      content: [
        {
          type: "bulletList",
          content: [
            item("a", "A.", [{ type: "orderedList", content: [item("b", "B.", [{ type: "bulletList", content: [item("c", "C.")] }])] }]),
          ],
        },
      ],
    };
    const blocks = editorDocToPages(doc)[0]?.blocks ?? [];
    expect(blocks.map((stored) => [stored.id, stored.htmlType])).toEqual([
      ["a", "bullet-item"],
      ["b", "nested-number-item"],
      ["c", "nested-bullet-item"],
    ]);
  });
});
