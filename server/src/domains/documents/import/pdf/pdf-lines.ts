import type { PdfLine, PdfPageText, PdfTextItem } from "./pdf-types";

/** Items further apart than this share of the font size get a space between them. */
const WORD_GAP = 0.2;
/** Items whose baselines differ by more than half the font size are on different lines. */
const SAME_LINE = 0.5;

const newLine = (page: number, item: PdfTextItem): PdfLine => ({ page, x: item.x, y: item.y, fontSize: item.fontSize, text: "", runs: [] });

const append = (line: PdfLine, item: PdfTextItem, lastEnd: number) => {
  const needsSpace =
    line.text.length > 0 && !line.text.endsWith(" ") && !item.text.startsWith(" ") && item.x - lastEnd > item.fontSize * WORD_GAP;
  const text = needsSpace ? ` ${item.text}` : item.text;
  line.text += text;
  line.fontSize = Math.max(line.fontSize, item.fontSize);
  const previous = line.runs.at(-1);
  if (previous && previous.href === item.href) {
    previous.text += text;
  } else {
    line.runs.push(item.href ? { text, href: item.href } : { text });
  }
};

/** Groups the text items of each page into lines, in the order pdf.js read them. */
export const pdfLines = (pages: readonly PdfPageText[]): PdfLine[] => {
  const lines: PdfLine[] = [];
  pages.forEach((page, pageIndex) => {
    let line: PdfLine | null = null;
    let lastEnd = 0;
    for (const item of page.items) {
      if (item.text.length > 0) {
        if (line && Math.abs(item.y - line.y) > Math.max(line.fontSize, item.fontSize) * SAME_LINE) {
          lines.push(line);
          line = null;
        }
        line ??= newLine(pageIndex, item);
        append(line, item, lastEnd);
        lastEnd = item.x + item.width;
      }
      if (item.hasEOL && line) {
        lines.push(line);
        line = null;
      }
    }
    if (line) {
      lines.push(line);
    }
  });
  return lines.filter((candidate) => candidate.text.trim().length > 0);
};
