import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { pdfToDrafts } from "../../import/pdf/import-pdf";
import type { Page } from "@wordloom/shared/model";
import { block, everyElementPages, row, sentence } from "../testing-pages";
import { chromiumPath, isChromiumAvailable } from "./chromium-path";
import { documentHtml } from "./document-html";
import { PdfRenderer } from "./pdf-renderer";

const available = isChromiumAvailable();
const renderer = new PdfRenderer();
afterAll(() => renderer.close());

const pageCountOf = async (pdf: Buffer): Promise<number> => {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const loading = pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: pdfjs.VerbosityLevel.ERRORS });
  try {
    return (await loading.promise).numPages;
  } finally {
    await loading.destroy();
  }
};

const textOf = async (pdf: Buffer) => (await pdfToDrafts(pdf)).map((draft) => draft.runs.map((run) => run.text).join("")).join("\n");

describe.skipIf(!available)(
  `PDF export with Chromium (${available ? chromiumPath() : `skipped: no Chromium at ${chromiumPath()}; set CHROMIUM_PATH`})`,
  () => {
    it("prints the pages with their text, notes and page numbers, twice on one browser", async () => {
      const html = documentHtml({ title: "Quarterly review", pages: everyElementPages() });
      const first = await renderer.render(html);
      expect(first.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = await textOf(first);
      for (const expected of [
        "Quarterly review",
        "Revenue rose sharply",
        "Grow sales",
        "In the south",
        "Team",
        "Blue",
        "Less is more.",
        "Page 1 of 2",
        "Page 2 of 2",
        "Lee, Markets",
      ]) {
        expect(text).toContain(expected);
      }
      const second = await renderer.render(html);
      expect(second.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    });

    it("puts the document's title at the head of page 1 and in the PDF's metadata", async () => {
      const title = "Harbour Almanac & Tide Tables";
      const pages: Page[] = [{ blocks: [block("text", sentence({ text: "The boats came in at dawn." }))] }];
      const pdf = await renderer.render(documentHtml({ title, pages }));
      const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
      const loading = pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: pdfjs.VerbosityLevel.ERRORS });
      try {
        const loaded = await loading.promise;
        const { info } = (await loaded.getMetadata()) as { info: { Title?: string } };
        expect(info.Title).toBe(title);
        const first = await loaded.getPage(1);
        const lines = (await first.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).filter((text) => text.trim());
        expect(lines[0]).toBe(title);
        expect(lines.join(" ")).toContain("The boats came in at dawn.");
      } finally {
        await loading.destroy();
      }
    });

    it("continues a paragraph taller than the space left on the next page, cut between lines, as the editor does", async () => {
      // The editor stores a block it split between pages on the page where it starts.
      const words = Array.from({ length: 700 }, (_, index) => `word${index}`);
      const long = block(
        "text",
        sentence(
          { text: "Start " },
          { text: words.join(" "), bold: true },
          {
            text: " end.",
            citation: { citationIndex: 0, citationData: { citationType: "chicago-biblo", footnote: "Lee, Markets, 2023" } },
          },
        ),
      );
      const pages: Page[] = [
        { blocks: [block("heading-one", sentence({ text: "Long" })), long, block("text", sentence({ text: "After the long one." }))] },
      ];
      const pdf = await renderer.render(documentHtml({ title: "Long", pages }));
      expect(renderer.lastFit).toEqual({ pageCount: 2, splits: 1 });
      expect(await pageCountOf(pdf)).toBe(2);
      const text = await textOf(pdf);
      expect(text).toContain("Page 1 of 2");
      expect(text).toContain("Page 2 of 2");
      // Every word printed once, in order, none lost at the cut.
      const printed = text.split(/\s+/).filter((word) => /^word\d+$/.test(word));
      expect(printed).toEqual(words);
      // The note is in the footer of the page its reference landed on (the second).
      expect(text.indexOf("Lee, Markets, 2023")).toBeGreaterThan(text.indexOf("Page 1 of 2"));
      expect(text.indexOf("After the long one.")).toBeGreaterThan(text.indexOf("word699"));
    });

    it("continues a table between rows and moves a heading that does not fit whole", async () => {
      const rows = [row(["Name", "Value"], true), ...Array.from({ length: 40 }, (_, index) => row([`Row ${index}`, String(index)]))];
      const pages: Page[] = [
        {
          blocks: [block("heading-one", sentence({ text: "Table" })), ...rows, block("heading-two", sentence({ text: "Closing heading" }))],
        },
      ];
      const pdf = await renderer.render(documentHtml({ title: "Table", pages }));
      expect(renderer.lastFit?.splits).toBe(1);
      const count = await pageCountOf(pdf);
      expect(count).toBe(renderer.lastFit?.pageCount);
      expect(count).toBeGreaterThanOrEqual(2);
      const text = await textOf(pdf);
      // Every row printed once: none lost or repeated at the cut; the heading after the table too.
      for (let index = 0; index < 40; index += 1) {
        expect(text.match(new RegExp(`\\bRow ${index}\\b`, "g"))).toHaveLength(1);
      }
      expect(text.match(/Closing heading/g)).toHaveLength(1);
      expect(text).toContain(`Page ${count} of ${count}`);
    });

    it("loads nothing from the network, even without the page's content security policy", async () => {
      const hits: string[] = [];
      const server = createServer((request, response) => {
        hits.push(request.url ?? "");
        response.end("x");
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      try {
        const origin = `http://127.0.0.1:${port}`;
        const html = documentHtml({ title: "x", pages: [] })
          .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")
          .replace(
            "</body>",
            `<img src="${origin}/pixel.png"><link rel="stylesheet" href="${origin}/style.css"><iframe src="${origin}/frame"></iframe></body>`,
          );
        const pdf = await renderer.render(html);
        expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        expect(hits).toEqual([]);
      } finally {
        server.close();
      }
    });
  },
);

describe("PDF export without a browser", () => {
  it("fails cleanly when Chromium cannot be launched", async () => {
    const missing = new PdfRenderer({ executablePath: "/nonexistent/chromium" });
    await expect(missing.render("<p>x</p>")).rejects.toThrow();
    await missing.close();
  });
});
