import { createRequire } from "node:module";
import path from "node:path";
import type * as PdfJsModule from "pdfjs-dist/legacy/build/pdf.mjs";
import type { BlockDraft } from "../draft";
import { safeHref } from "../safe-href";
import { pdfLines } from "./pdf-lines";
import { layoutPdfLines } from "./pdf-layout";
import type { PdfPageText, PdfTextItem } from "./pdf-types";

const require = createRequire(import.meta.url);
/** pdf.js in Node reads the 14 standard fonts' metrics from its own package folder. */
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}${path.sep}`;

type PdfJs = typeof PdfJsModule;
type PdfPage = Awaited<ReturnType<Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>["getPage"]>>;

interface LinkArea {
  rect: [number, number, number, number];
  href: string;
}

const linkAreas = async (page: PdfPage): Promise<LinkArea[]> => {
  const annotations: unknown[] = await page.getAnnotations();
  return annotations.flatMap((annotation) => {
    const candidate = annotation as { subtype?: unknown; url?: unknown; rect?: unknown };
    const href = typeof candidate.url === "string" ? safeHref(candidate.url) : undefined;
    const rect = candidate.rect;
    if (candidate.subtype !== "Link" || !href || !Array.isArray(rect) || rect.length !== 4) {
      return [];
    }
    return [{ rect: rect.map(Number) as LinkArea["rect"], href }];
  });
};

/** The link whose area holds the middle of an item's baseline, if any. */
const linkAt = (areas: readonly LinkArea[], x: number, y: number): string | undefined =>
  areas.find(
    ({ rect: [left, bottom, right, top] }) =>
      x >= Math.min(left, right) && x <= Math.max(left, right) && y >= Math.min(bottom, top) - 2 && y <= Math.max(bottom, top),
  )?.href;

const pageText = async (page: PdfPage): Promise<PdfPageText> => {
  const [content, areas] = await Promise.all([page.getTextContent(), linkAreas(page)]);
  const items: PdfTextItem[] = [];
  for (const item of content.items) {
    if (!("str" in item)) {
      continue;
    }
    const [, , skewX = 0, scaleY = 0, x = 0, y = 0] = item.transform as number[];
    const fontSize = Math.hypot(skewX, scaleY);
    const href = item.str.trim() ? linkAt(areas, x + item.width / 2, y + fontSize * 0.3) : undefined;
    items.push({ text: item.str, x, y, width: item.width, fontSize, hasEOL: item.hasEOL, ...(href ? { href } : {}) });
  }
  return { items };
};

/**
 * A PDF's text as block drafts: pdf.js reads the positioned text and the link annotations of
 * every page, the layout heuristic makes blocks. Scripting and font loading stay off; scanned
 * pages (images only) give no text.
 */
export const pdfToDrafts = async (bytes: Uint8Array): Promise<BlockDraft[]> => {
  const pdfjs: PdfJs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const loading = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  const document = await loading.promise;
  try {
    const pages: PdfPageText[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      pages.push(await pageText(page));
      page.cleanup();
    }
    return layoutPdfLines(pdfLines(pages));
  } finally {
    await loading.destroy();
  }
};
