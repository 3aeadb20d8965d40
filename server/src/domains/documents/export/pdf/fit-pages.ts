import { readFileSync } from "node:fs";
import { NOTE_LINE_PX, PAGE_HEIGHT_PX, PAGE_PADDING_PX } from "./page-css";

interface FitGeometry {
  pageHeight: number;
  padding: number;
  noteLine: number;
}

export const PRINT_GEOMETRY: FitGeometry = { pageHeight: PAGE_HEIGHT_PX, padding: PAGE_PADDING_PX, noteLine: NOTE_LINE_PX };

/** What the fitting pass did, for tests and logs. */
export interface FitResult {
  pageCount: number;
  /** Blocks cut between lines (text) or between rows (tables). */
  splits: number;
}

/**
 * The page-fitting pass, run in the print page (fit-pages.page.js, a plain browser script declaring
 * `fitPages(geometry)`: a block running past a page's bottom continues on the next page, as in the
 * editor's paginator, and the footers are rebuilt). It is loaded as source text, once, so no bundler
 * or tsx helper can leak into it; the file is type-checked by server/tsconfig.page-scripts.json.
 */
export const FIT_PAGES_SCRIPT = readFileSync(new URL("./fit-pages.page.js", import.meta.url), "utf8");
