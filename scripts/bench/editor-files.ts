// `node --import tsx scripts/bench/editor-files.ts`: the import/export figures of issue 6. Measures
// DOCX export of a 20-page document, PDF export with a warm Chromium (skipped when none is
// installed), and the import of a ~10 MB .docx through the worker pool (cold thread, then warm).
// Each measure is also exported for the lead's bench.
//
// Environment: BENCH_EDITOR_RUNS (default 5) repetitions per measure; CHROMIUM_PATH as for the server.
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { Document, ImageRun, Packer, Paragraph, TextRun, HeadingLevel } from "docx";
import type { Block, Page } from "@wordloom/shared/model";
import { buildDocx } from "../../server/src/domains/documents/export/docx/build-docx";
import { documentHtml } from "../../server/src/domains/documents/export/pdf/document-html";
import { chromiumPath, isChromiumAvailable } from "../../server/src/domains/documents/export/pdf/chromium-path";
import { PdfRenderer } from "../../server/src/domains/documents/export/pdf/pdf-renderer";
import { paginate } from "../../server/src/domains/documents/import/build/paginate";
import { importDocument } from "../../server/src/domains/documents/import/import-document";
import { ImportPool } from "../../server/src/domains/documents/import/import-pool";
import { intFromEnv } from "./run-support";
import { createRng, paragraphs, sentence, type Rng } from "./text";

export interface Timing {
  label: string;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  note?: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const time = async (label: string, runs: number, task: () => Promise<unknown>, note?: string): Promise<Timing> => {
  const durations: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await task();
    durations.push(performance.now() - started);
  }
  return {
    label,
    runs,
    medianMs: median(durations),
    minMs: Math.min(...durations),
    maxMs: Math.max(...durations),
    ...(note ? { note } : {}),
  };
};

const textBlock = (rng: Rng, htmlType: Block["htmlType"], sentences: string[], citeFirst = false): Block => ({
  id: rng.uuid(),
  htmlType,
  sentences: sentences.map((text, index) => ({
    id: rng.uuid(),
    text,
    fragments: [
      {
        text,
        ...(citeFirst && index === 0
          ? {
              citation: {
                citationIndex: 0,
                citationData: { citationType: "chicago-biblo" as const, author: "Lee", title: "Markets", publisher: "Acme", year: "2023" },
              },
            }
          : {}),
      },
    ],
  })),
});

/** A document of about `pageCount` editor pages with headings, paragraphs, lists, tables and citations. */
export const benchDocument = (pageCount = 20, seed = 6): Page[] => {
  const rng = createRng(seed);
  const blocks: Block[] = [];
  let section = 0;
  while (paginate(blocks).length < pageCount) {
    section += 1;
    blocks.push(textBlock(rng, "heading-one", [`Section ${section}`]));
    for (const paragraph of paragraphs(rng, 180)) {
      blocks.push(textBlock(rng, "text", paragraph, rng.next() < 0.3));
    }
    blocks.push(
      textBlock(rng, "number-item", [sentence(rng)]),
      textBlock(rng, "nested-number-item", [sentence(rng)]),
      textBlock(rng, "bullet-item", [sentence(rng)]),
    );
    for (const head of [true, false, false]) {
      blocks.push({
        id: rng.uuid(),
        htmlType: "table-row",
        sentences: [],
        cells: [0, 1, 2].map(() => ({ sentences: textBlock(rng, "text", [sentence(rng)]).sentences })),
        ...(head ? { isHeadNode: true } : {}),
      });
    }
  }
  return paginate(blocks).slice(0, pageCount);
};

/** DOCX export of a document (the docx library, in process). */
export const measureDocxExport = async (pages: Page[], runs: number): Promise<Timing> => {
  await buildDocx({ title: "Warm-up", pages });
  const size = (await buildDocx({ title: "Bench", pages })).length;
  return time(`DOCX export, ${pages.length} pages`, runs, () => buildDocx({ title: "Bench", pages }), `${Math.round(size / 1024)} KB`);
};

/** PDF export with one warm browser, a new page per job; null when Chromium is missing. */
export const measurePdfExport = async (pages: Page[], runs: number): Promise<Timing | null> => {
  if (!isChromiumAvailable()) {
    return null;
  }
  const renderer = new PdfRenderer();
  try {
    const html = documentHtml({ title: "Bench", pages });
    const coldStarted = performance.now();
    const first = await renderer.render(html);
    const coldMs = Math.round(performance.now() - coldStarted);
    return await time(
      `PDF export (warm Chromium), ${pages.length} pages`,
      runs,
      () => renderer.render(html),
      `cold first job ${coldMs} ms, ${Math.round(first.length / 1024)} KB`,
    );
  } finally {
    await renderer.close();
  }
};

/**
 * A .docx of about `targetBytes`: `textPages` pages of prose plus one incompressible image making
 * up the rest (text alone compresses ~5×, so 10 MB of it would exceed a document's size limit).
 */
export const buildLargeDocx = async (targetBytes = 10 * 1024 * 1024 - 64 * 1024, textPages = 200): Promise<Buffer> => {
  const rng = createRng(10);
  const children: Paragraph[] = [];
  for (let page = 0; page < textPages; page += 1) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(`Part ${page + 1}`)] }));
    for (const paragraph of paragraphs(rng, 300)) {
      children.push(new Paragraph(paragraph.join(" ")));
    }
  }
  const textOnly = await Packer.toBuffer(new Document({ sections: [{ children }] }));
  const padding = Math.max(0, targetBytes - textOnly.length);
  const png = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), randomBytes(padding)]);
  children.push(new Paragraph({ children: [new ImageRun({ type: "png", data: png, transformation: { width: 400, height: 300 } })] }));
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
};

/** Import of a large .docx through the worker pool: the first call starts a thread, the rest reuse it. */
export const measureDocxImport = async (bytes: Buffer, runs: number): Promise<Timing[]> => {
  const pool = new ImportPool({ threads: 1, timeoutMs: 60_000 });
  try {
    const cold = await time("DOCX import, cold worker thread", 1, () => importDocument(bytes, "large.docx", pool));
    const imported = await importDocument(bytes, "large.docx", pool);
    const blocks = imported.pages.reduce((sum, page) => sum + page.blocks.length, 0);
    const warm = await time(
      `DOCX import (${(bytes.length / 1024 / 1024).toFixed(1)} MB), warm`,
      runs,
      () => importDocument(bytes, "large.docx", pool),
      `${imported.pages.length} pages, ${blocks} blocks`,
    );
    return [cold, warm];
  } finally {
    await pool.close();
  }
};

export const runEditorFilesBench = async (runs = intFromEnv("BENCH_EDITOR_RUNS", 5, 1)): Promise<Timing[]> => {
  const pages = benchDocument(20);
  const results: Timing[] = [await measureDocxExport(pages, runs)];
  const pdf = await measurePdfExport(pages, runs);
  if (pdf) {
    results.push(pdf);
  } else {
    console.log(`PDF export: skipped, no Chromium at ${chromiumPath()} (set CHROMIUM_PATH)`);
  }
  results.push(...(await measureDocxImport(await buildLargeDocx(), runs)));
  return results;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await runEditorFilesBench();
  for (const result of results) {
    console.log(
      `${result.label}: median ${result.medianMs.toFixed(0)} ms (min ${result.minMs.toFixed(0)}, max ${result.maxMs.toFixed(0)}, ${result.runs} runs)${result.note ? `; ${result.note}` : ""}`,
    );
  }
  console.log(`peak RSS of this process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
}
