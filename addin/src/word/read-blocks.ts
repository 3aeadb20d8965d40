import type { WordSupport } from "./word-support";

/** Check the whole document, or only the paragraphs the selection touches. */
export type CheckScope = "document" | "selection";

/** One paragraph (or table-cell paragraph) as sent for analysis. */
export interface WordBlock {
  id: string;
  /** The text the findings' offsets refer to (tracked deletions excluded when Word can). */
  text: string;
  /** Table paragraphs are sent as table rows with their cell index (spec document 3 §7). */
  type?: "table-row";
  cellIndex?: number;
}

export interface ReadDocument {
  blocks: WordBlock[];
  /** The Word paragraph of each block id, valid inside the same Word.run. */
  paragraphs: Map<string, Word.Paragraph>;
}

const TEXT_OPTIONS = { IncludeHiddenText: false, IncludeTextMarkedAsDeleted: false };

/**
 * Reads every paragraph, table cells included, in two round trips whatever the document's size:
 * the paragraph collection first, then, for all paragraphs at once, the text without tracked
 * deletions (when this Word can) and the table cell of each table paragraph. Blank paragraphs are
 * left out.
 */
export const readBlocks = async (context: Word.RequestContext, scope: CheckScope, support: WordSupport): Promise<ReadDocument> => {
  const collection = scope === "selection" ? context.document.getSelection().paragraphs : context.document.body.paragraphs;
  collection.load("items/text,items/tableNestingLevel");
  await context.sync();

  const entries = collection.items.map((paragraph) => ({
    paragraph,
    reviewed:
      support.textWithoutDeletions === "getText"
        ? paragraph.getText(TEXT_OPTIONS)
        : support.textWithoutDeletions === "getReviewedText"
          ? paragraph.getReviewedText("Current")
          : null,
    cell: paragraph.tableNestingLevel > 0 ? paragraph.parentTableCellOrNullObject.load("isNullObject,cellIndex") : null,
  }));
  if (entries.some((entry) => entry.reviewed !== null || entry.cell !== null)) {
    await context.sync();
  }

  const blocks: WordBlock[] = [];
  const paragraphs = new Map<string, Word.Paragraph>();
  entries.forEach(({ paragraph, reviewed, cell }, index) => {
    const text = reviewed ? reviewed.value : paragraph.text;
    if (text.trim().length === 0) {
      return;
    }
    const id = `p${index}`;
    const inCell = cell !== null && !cell.isNullObject;
    blocks.push(inCell ? { id, text, type: "table-row", cellIndex: cell.cellIndex } : { id, text });
    paragraphs.set(id, paragraph);
  });
  return { blocks, paragraphs };
};
