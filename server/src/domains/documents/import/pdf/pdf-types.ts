/** One piece of text pdf.js placed on a page, in PDF units (y grows upwards). */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  /** pdf.js saw a line end after this item. */
  hasEOL: boolean;
  href?: string;
}

export interface PdfPageText {
  items: PdfTextItem[];
}

/** A line of text on one page, its runs carrying link targets. */
export interface PdfLine {
  page: number;
  x: number;
  y: number;
  fontSize: number;
  text: string;
  runs: { text: string; href?: string }[];
}
