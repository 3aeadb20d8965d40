import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { pdfToDrafts } from "../../import/pdf/import-pdf";
import { everyElementPages } from "../testing-pages";
import { chromiumPath, isChromiumAvailable } from "./chromium-path";
import { documentHtml } from "./document-html";
import { PdfRenderer } from "./pdf-renderer";

const available = isChromiumAvailable();
const renderer = new PdfRenderer();
afterAll(() => renderer.close());

const textOf = async (pdf: Buffer) =>
  (await pdfToDrafts(pdf)).map((draft) => draft.runs.map((run) => run.text).join("")).join("\n");

describe.skipIf(!available)(`PDF export with Chromium (${available ? chromiumPath() : `skipped: no Chromium at ${chromiumPath()}; set CHROMIUM_PATH`})`, () => {
  it("prints the pages with their text, notes and page numbers, twice on one browser", async () => {
    const html = documentHtml({ title: "Quarterly review", pages: everyElementPages() });
    const first = await renderer.render(html);
    expect(first.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await textOf(first);
    for (const expected of ["Quarterly review", "Revenue rose sharply", "Grow sales", "In the south", "Team", "Blue", "Less is more.", "Page 1 of 2", "Page 2 of 2", "Lee, Markets"]) {
      expect(text).toContain(expected);
    }
    const second = await renderer.render(html);
    expect(second.subarray(0, 5).toString("latin1")).toBe("%PDF-");
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
        .replace("</body>", `<img src="${origin}/pixel.png"><link rel="stylesheet" href="${origin}/style.css"><iframe src="${origin}/frame"></iframe></body>`);
      const pdf = await renderer.render(html);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(hits).toEqual([]);
    } finally {
      server.close();
    }
  });
});

describe("PDF export without a browser", () => {
  it("fails cleanly when Chromium cannot be launched", async () => {
    const missing = new PdfRenderer({ executablePath: "/nonexistent/chromium" });
    await expect(missing.render("<p>x</p>")).rejects.toThrow();
    await missing.close();
  });
});
