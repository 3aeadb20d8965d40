import { AlignmentType, BorderStyle, HeadingLevel, Paragraph, Table, TableCell, TableRow, WidthType, type FileChild } from "docx";
import type { Block } from "@wordloom/shared/model";
import { listNumbering } from "./docx-numbering";
import { sentenceRuns } from "./docx-runs";

export const QUOTE_STYLE = "Quote";

const ALIGNMENTS: Partial<Record<Block["htmlType"], (typeof AlignmentType)[keyof typeof AlignmentType]>> = {
  "left-align": AlignmentType.LEFT,
  "center-align": AlignmentType.CENTER,
  "right-align": AlignmentType.RIGHT,
};

const HEADINGS: Partial<Record<Block["htmlType"], (typeof HeadingLevel)[keyof typeof HeadingLevel]>> = {
  "heading-one": HeadingLevel.HEADING_1,
  "heading-two": HeadingLevel.HEADING_2,
};

/** One non-table block as a Word paragraph; `listInstance` is the numbering list a list item belongs to. */
export const blockParagraph = (block: Block, listInstance: number): Paragraph => {
  if (block.htmlType === "horizontal-line") {
    return new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "auto", space: 1 } } });
  }
  return new Paragraph({
    children: sentenceRuns(block.sentences),
    heading: HEADINGS[block.htmlType],
    alignment: ALIGNMENTS[block.htmlType],
    numbering: listNumbering(block, listInstance),
    ...(block.htmlType === "block-quote" ? { style: QUOTE_STYLE } : {}),
  });
};

/** Consecutive table-row blocks as one table; a header row repeats on every page. */
export const rowsTable = (rows: readonly Block[]): FileChild => {
  const columns = Math.max(1, ...rows.map((row) => row.cells?.length ?? 0));
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (row) =>
        new TableRow({
          // Only set when true: docx writes <w:tblHeader w:val="false"/> otherwise, which readers take as a header.
          ...(row.isHeadNode ? { tableHeader: true } : {}),
          children: Array.from({ length: columns }, (_unused, index) => {
            const cell = row.cells?.[index];
            const runs = sentenceRuns(cell?.sentences ?? []);
            return new TableCell({ children: [new Paragraph({ children: runs })] });
          }),
        }),
    ),
  });
};
