import { AlignmentType, Document, Footer, Packer, PageNumber, Paragraph, TextRun, type FileChild } from "docx";
import type { Page } from "@wordloom/shared/model";
import { groupBlocks, isListItem } from "../block-groups";
import { blockParagraph, QUOTE_STYLE, rowsTable } from "./docx-blocks";
import { NUMBERING } from "./docx-numbering";

interface ExportSource {
  title: string;
  pages: readonly Page[];
}

/** Spec document 2 §2: page footers read "Page X of Y". */
const pageFooter = () =>
  new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ children: ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES] })],
      }),
    ],
  });

const QUOTE = {
  id: QUOTE_STYLE,
  name: QUOTE_STYLE,
  basedOn: "Normal",
  next: "Normal",
  run: { italics: true, color: "555555" },
  paragraph: { indent: { left: 720 }, border: { left: { style: "single" as const, size: 12, color: "BBBBBB", space: 8 } } },
};

/** The document body: each list gets its own numbering instance, so numbers restart after other blocks. */
const bodyOf = (pages: readonly Page[]): FileChild[] => {
  let listInstance = 0;
  let inList = false;
  return groupBlocks(pages.flatMap((page) => page.blocks)).map((group) => {
    if (group.kind === "table") {
      inList = false;
      return rowsTable(group.rows);
    }
    const listItem = isListItem(group.block);
    if (listItem && !inList) {
      listInstance += 1;
    }
    inList = listItem;
    return blockParagraph(group.block, listInstance);
  });
};

/**
 * A Word document from editor pages: headings, alignment, quotes, bullet and numbered lists with
 * nested levels, tables with a header row, horizontal lines, links, marks, citations as footnotes
 * and a "Page X of Y" footer. Word lays out its own pages, so the editor's page breaks are not kept.
 */
export const buildDocx = async ({ title, pages }: ExportSource): Promise<Buffer> => {
  const document = new Document({
    creator: "Wordloom",
    title,
    styles: { paragraphStyles: [QUOTE] },
    numbering: NUMBERING,
    sections: [{ footers: { default: pageFooter() }, children: bodyOf(pages) }],
  });
  return Packer.toBuffer(document);
};
