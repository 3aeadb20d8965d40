import { existsSync } from "node:fs";
import path from "node:path";
import { Document, Packer, Paragraph } from "docx";
import { afterAll, describe, expect, it } from "vitest";
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from "@wordloom/shared/api";
import { PagesSchema } from "@wordloom/shared/model";
import { AppError } from "../../../errors";
import { docImporterKind } from "./doc/import-doc";
import { importDocument } from "./import-document";
import { ImportPool } from "./import-pool";
import { buildMinimalDoc } from "./testing/minimal-doc";
import { allFragments, viewBlocks } from "./testing/block-view";
import { buildSampleDocx } from "./testing/sample-docx";
import { buildSamplePdf } from "./testing/sample-pdf";

const pool = new ImportPool();
afterAll(() => pool.close());

/** A valid 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

/** The AppError an import fails with. */
const failureOf = async (call: Promise<unknown>): Promise<AppError> => {
  const outcome = await call.then(
    () => new Error("expected the import to fail"),
    (error: unknown) => error,
  );
  if (!(outcome instanceof AppError)) {
    throw outcome instanceof Error ? outcome : new Error(String(outcome));
  }
  return outcome;
};

describe("importing a .docx", () => {
  it("keeps headings, marks, the footnote, the nested numbered list, the table, the link, alignment, quote and code", async () => {
    const imported = await importDocument(await buildSampleDocx(), "Annual report.docx", pool);
    expect(imported).toMatchObject({ title: "Annual report", kind: "docx" });
    expect(PagesSchema.safeParse(imported.pages).success).toBe(true);
    expect(viewBlocks(imported.pages)).toEqual([
      { type: "heading-one", text: "Annual report" },
      { type: "text", text: "Sales grew fast, costs fell slowly and risk stayed low. See the source for details." },
      { type: "heading-two", text: "Next steps" },
      { type: "number-item", text: "Hire staff" },
      { type: "nested-number-item", text: "Two engineers" },
      { type: "nested-number-item", text: "One designer" },
      { type: "number-item", text: "Open an office" },
      { type: "text", text: "Read the full report." },
      { type: "table-row", text: "", cells: ["Region", "Revenue"], head: true },
      { type: "table-row", text: "", cells: ["North", "120"] },
      { type: "center-align", text: "Thank you." },
      { type: "block-quote", text: "Quality is never an accident." },
      { type: "text", text: "npm test" },
    ]);
    const paragraph = imported.pages[0]?.blocks[1];
    expect(paragraph?.sentences.map((sentence) => sentence.text)).toEqual([
      "Sales grew fast, costs fell slowly and risk stayed low.",
      "See the source for details.",
    ]);
    expect(paragraph?.sentences[0]?.fragments).toEqual([
      { text: "Sales grew " },
      { text: "fast", bold: true },
      { text: ", costs fell " },
      { text: "slowly", italic: true },
      { text: " and risk stayed " },
      { text: "low", underline: true },
      { text: "." },
    ]);
    expect(paragraph?.sentences[1]?.fragments[0]).toEqual({
      text: "See the source",
      citation: { citationIndex: 0, citationData: { citationType: "chicago-biblo", footnote: "Smith, Market Review, 2024." } },
    });
    const fragments = allFragments(imported.pages);
    expect(fragments).toContainEqual({ text: "the full report", href: "https://example.com/report" });
    expect(fragments).toContainEqual({ text: "npm test", code: true });
  });

  it("answers 'Unable to import your file' for a corrupt .docx", async () => {
    const corrupt = await buildSampleDocx();
    corrupt.fill(0x41, 200, 4000);
    const error = await failureOf(importDocument(corrupt, "broken.docx", pool));
    expect(error).toMatchObject({ code: "IMPORT_FAILED", status: 422, message: IMPORT_MESSAGES.failed });
  });

  it("answers 'Unable to import your file' for a .docx without any text", async () => {
    const empty = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph("")] }] }));
    expect((await failureOf(importDocument(empty, "empty.docx", pool))).code).toBe("IMPORT_FAILED");
  });
});

describe("importing a .pdf", () => {
  it("finds the heading by its size, paragraphs by their gaps, the bullets and the link", async () => {
    const imported = await importDocument(await buildSamplePdf(), "notes.pdf", pool);
    expect(imported.kind).toBe("pdf");
    expect(viewBlocks(imported.pages)).toEqual([
      { type: "heading-one", text: "Field Notes" },
      {
        type: "text",
        text: "The first paragraph is long enough to wrap onto a second line of the page, because it keeps describing the weather in detail.",
      },
      { type: "text", text: "The second paragraph is short." },
      { type: "bullet-item", text: "Bring a raincoat" },
      { type: "bullet-item", text: "Check the forecast" },
      { type: "text", text: "Read the guide" },
    ]);
    expect(allFragments(imported.pages)).toContainEqual({ text: "Read the guide", href: "https://example.com/guide" });
  });
});

describe("importing a .txt", () => {
  it("reads CRLF text with bullets and numbers, by content whatever the name", async () => {
    const text =
      "Shopping\r\n\r\nWe need a few things.\r\nAll from the market.\r\n\r\n- apples\r\n- pears\r\n  * green ones\r\n1. pay\r\n2. leave\r\n";
    const imported = await importDocument(Buffer.from(text, "utf8"), "list", pool);
    expect(imported).toMatchObject({ kind: "txt", title: "list" });
    expect(viewBlocks(imported.pages)).toEqual([
      { type: "text", text: "Shopping" },
      { type: "text", text: "We need a few things. All from the market." },
      { type: "bullet-item", text: "apples" },
      { type: "bullet-item", text: "pears" },
      { type: "nested-bullet-item", text: "green ones" },
      { type: "number-item", text: "pay" },
      { type: "number-item", text: "leave" },
    ]);
  });

  it("reads UTF-16 text with a byte-order mark", async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Grüße aus Köln.", "utf16le")]);
    expect(viewBlocks((await importDocument(bytes, "greeting.txt", pool)).pages)).toEqual([{ type: "text", text: "Grüße aus Köln." }]);
  });

  it("lays long text out on pages of the spec's page model", async () => {
    const paragraph = "This sentence fills part of a line in the page model. ".repeat(20).trim();
    const imported = await importDocument(Buffer.from(Array.from({ length: 40 }, () => paragraph).join("\n\n")), "long.txt", pool);
    expect(imported.pages.length).toBeGreaterThan(10);
    expect(imported.pages.flatMap((page) => page.blocks)).toHaveLength(40);
  });
});

describe("importing a .doc", () => {
  it(`reads a Word 97 file with the ${docImporterKind()} importer`, async () => {
    const bytes = buildMinimalDoc(["Meeting notes", "We agreed on the plan. Work starts Monday.", "- Book the room", "- Send the agenda"]);
    const imported = await importDocument(bytes, "minutes.doc", pool);
    expect(imported.kind).toBe("doc");
    expect(viewBlocks(imported.pages)).toEqual([
      { type: "text", text: "Meeting notes" },
      { type: "text", text: "We agreed on the plan. Work starts Monday." },
      { type: "bullet-item", text: "Book the room" },
      { type: "bullet-item", text: "Send the agenda" },
    ]);
  });

  it("uses word-extractor when LibreOffice is not installed", () => {
    const hasSoffice = (process.env.PATH ?? "").split(path.delimiter).some((folder) => existsSync(path.join(folder, "soffice")));
    expect(docImporterKind()).toBe(hasSoffice ? "libreoffice" : "word-extractor");
  });
});

describe("refusing files", () => {
  it("refuses a PNG named .docx by its content, with the spec's message", async () => {
    const error = await failureOf(importDocument(PNG, "report.docx", pool));
    expect(error).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", status: 415, message: IMPORT_MESSAGES.unsupported });
  });

  it("refuses a video and a zip that is not a .docx", async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.alloc(64)]);
    expect((await failureOf(importDocument(mp4, "clip.txt", pool))).code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const zip = Buffer.from("504b0506000000000000000000000000000000000000", "hex");
    expect((await failureOf(importDocument(zip, "archive.docx", pool))).code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("refuses more than 10485760 bytes before looking at them", async () => {
    const error = await failureOf(importDocument(Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x61), "big.txt", pool));
    expect(error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", status: 413, message: IMPORT_MESSAGES.tooLarge });
  });

  it("answers 'Unable to import your file' for text longer than a document may hold", async () => {
    const paragraph = "Every line of this file adds to a document far longer than the limits allow. ".repeat(10);
    const bytes = Buffer.from(Array.from({ length: 3_000 }, () => paragraph).join("\n\n"));
    expect(bytes.length).toBeLessThan(IMPORT_MAX_BYTES);
    expect((await failureOf(importDocument(bytes, "endless.txt", pool))).code).toBe("IMPORT_FAILED");
  });

  it("stops a parse that runs past the time limit", async () => {
    const impatient = new ImportPool({ timeoutMs: 1 });
    try {
      const error = await failureOf(importDocument(await buildSampleDocx(), "slow.docx", impatient));
      expect(error.code).toBe("IMPORT_FAILED");
    } finally {
      await impatient.close();
    }
  });
});

describe("titles from file names", () => {
  it("drops the extension and shortens long names to 70 characters with an ellipsis", async () => {
    const name = `${"A very long report name ".repeat(5).trim()}.txt`;
    const { title } = await importDocument(Buffer.from("Body text."), name, pool);
    expect(Array.from(title)).toHaveLength(70);
    expect(title.endsWith("…")).toBe(true);
  });
});
