// bench:editor's file figures: DOCX and PDF export of 20 pages and a ~10 MB .docx import, with the
// server's code in process (editor-files.ts), then the same over HTTP against the real server.
import { buildPath, contract, type ApiClient } from "@wordloom/shared/api";
import { benchDocument, buildLargeDocx, measureDocxExport, measureDocxImport, measurePdfExport, type Timing } from "./editor-files";
import { ms, type Row } from "./result-table";
import { percentile } from "./run-support";

/** The targets of issue 6 for the files (ms). */
export interface FileTargets {
  pdfMs: number;
  docxMs: number;
  importMs: number;
}

const median = (values: readonly number[]) => percentile(values, 0.5);

/** One HTTP call, timed. */
const timed = async (task: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await task();
  return performance.now() - started;
};

const httpTiming = async (label: string, runs: number, task: () => Promise<unknown>, warmUp = true): Promise<Timing> => {
  if (warmUp) {
    await task();
  }
  const durations: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    durations.push(await timed(task));
  }
  return { label, runs, medianMs: median(durations), minMs: Math.min(...durations), maxMs: Math.max(...durations) };
};

/** The server's export of a document, read to the end. */
const exportOverHttp = (baseUrl: string, token: string, id: string, format: "pdf" | "docx") => async () => {
  const response = await fetch(`${baseUrl}${buildPath(contract.exportDocument.path, { id })}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ format }),
  });
  if (!response.ok) {
    throw new Error(`export ${format}: HTTP ${response.status} ${await response.text()}`);
  }
  await response.arrayBuffer();
};

/** POST /api/documents/import of a file (a new document each time). */
const importOverHttp = (baseUrl: string, token: string, bytes: Buffer) => async () => {
  const form = new FormData();
  form.set(contract.importDocument.multipart.field, new Blob([new Uint8Array(bytes)]), "large.docx");
  const response = await fetch(`${baseUrl}${buildPath(contract.importDocument.path, {})}?mode=new`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) {
    throw new Error(`import: HTTP ${response.status} ${await response.text()}`);
  }
  await response.arrayBuffer();
};

/** The file figures: the server's code in process (editor-files.ts), then the same over HTTP. */
export const measureFiles = async (
  client: ApiClient,
  baseUrl: string,
  token: string,
  runs: number,
  targets: FileTargets,
): Promise<Row[]> => {
  console.log("\nFile figures (server code in process)…");
  const twentyPages = benchDocument(20);
  const docx = await measureDocxExport(twentyPages, runs);
  const pdf = await measurePdfExport(twentyPages, runs);
  const largeDocx = await buildLargeDocx();
  const [importCold, importWarm] = await measureDocxImport(largeDocx, runs);
  for (const timing of [docx, pdf, importCold, importWarm]) {
    if (timing) {
      console.log(
        `  ${timing.label}: median ${ms(timing.medianMs)} (min ${ms(timing.minMs)}, max ${ms(timing.maxMs)})${timing.note ? `; ${timing.note}` : ""}`,
      );
    }
  }

  console.log("\nThe same over HTTP (the real server)…");
  const twentyId = (await client.createDocument({ body: { title: "Bench 20 pages", pages: twentyPages } })).id;
  const httpDocx = await httpTiming("DOCX export over HTTP, 20 pages", runs, exportOverHttp(baseUrl, token, twentyId, "docx"));
  const httpPdf = await httpTiming("PDF export over HTTP (warm), 20 pages", runs, exportOverHttp(baseUrl, token, twentyId, "pdf"));
  const httpImport = await httpTiming(
    `DOCX import over HTTP (${(largeDocx.length / 1024 / 1024).toFixed(1)} MB)`,
    Math.min(runs, 3),
    importOverHttp(baseUrl, token, largeDocx),
  );
  for (const timing of [httpDocx, httpPdf, httpImport]) {
    console.log(`  ${timing.label}: median ${ms(timing.medianMs)} (min ${ms(timing.minMs)}, max ${ms(timing.maxMs)})`);
  }

  return [
    pdf
      ? {
          metric: "PDF export, 20 pages, warm Chromium (median)",
          measured: ms(pdf.medianMs),
          target: `≤ ${targets.pdfMs} ms`,
          ok: pdf.medianMs <= targets.pdfMs,
        }
      : { metric: "PDF export, 20 pages (no Chromium for the server)", measured: "skipped", target: `≤ ${targets.pdfMs} ms`, ok: false },
    {
      metric: "DOCX export, 20 pages (median)",
      measured: ms(docx.medianMs),
      target: `≤ ${targets.docxMs} ms`,
      ok: docx.medianMs <= targets.docxMs,
    },
    importWarm
      ? {
          metric: `.docx import, ${(largeDocx.length / 1024 / 1024).toFixed(1)} MB, warm worker (median)`,
          measured: ms(importWarm.medianMs),
          target: `≤ ${targets.importMs} ms`,
          ok: importWarm.medianMs <= targets.importMs,
        }
      : { metric: ".docx import", measured: "not measured", target: `≤ ${targets.importMs} ms`, ok: false },
    ...(importCold ? [{ metric: ".docx import, cold worker thread", measured: ms(importCold.medianMs), target: "—", ok: null }] : []),
    { metric: httpPdf.label, measured: ms(httpPdf.medianMs), target: "—", ok: null },
    { metric: httpDocx.label, measured: ms(httpDocx.medianMs), target: "—", ok: null },
    { metric: httpImport.label, measured: ms(httpImport.medianMs), target: "—", ok: null },
  ];
};
