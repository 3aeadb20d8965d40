import type { BlockType } from "@wordloom/shared/model";
import type { BlockDraft, InlineRun } from "../draft";
import { inlineRuns } from "./html-inline";
import { collectNotes, isNotesList } from "./html-notes";
import { attributeOf, childrenOf, elementChildren, isText, parseHtml, tagOf, type HtmlNode } from "./html-tree";

const HEADINGS: Record<string, BlockType> = {
  h1: "heading-one",
  h2: "heading-two",
  h3: "heading-two",
  h4: "heading-two",
  h5: "heading-two",
  h6: "heading-two",
};
const LIST_TAGS = ["ul", "ol"];
const BLOCK_TAGS = new Set([...Object.keys(HEADINGS), ...LIST_TAGS, "p", "blockquote", "table", "hr", "dl", "div", "body"]);

const paragraphType = (node: HtmlNode, inQuote: boolean): BlockType => {
  const classes = attributeOf(node, "class").split(/\s+/);
  if (classes.includes("align-center")) {
    return "center-align";
  }
  if (classes.includes("align-right")) {
    return "right-align";
  }
  return inQuote ? "block-quote" : "text";
};

const listItemType = (ordered: boolean, depth: number): BlockType => {
  if (ordered) {
    return depth === 0 ? "number-item" : "nested-number-item";
  }
  return depth === 0 ? "bullet-item" : "nested-bullet-item";
};

/** The rows of one table (not of tables nested in its cells), with whether each is a header row. */
const tableRows = (table: HtmlNode): { row: HtmlNode; inHead: boolean }[] =>
  childrenOf(table).flatMap((child) => {
    const tag = tagOf(child);
    if (tag === "tr") {
      return [{ row: child, inHead: false }];
    }
    if (tag === "thead" || tag === "tbody" || tag === "tfoot") {
      return elementChildren(child, "tr").map((row) => ({ row, inHead: tag === "thead" }));
    }
    return [];
  });

/**
 * Walks mammoth's HTML into block drafts. The HTML is data here: every element is mapped to an
 * editor block type or its text is kept, and nothing of it is ever rendered.
 */
class DraftWalker {
  readonly drafts: BlockDraft[] = [];

  constructor(private readonly notes: ReadonlyMap<string, string>) {}

  container(node: HtmlNode, inQuote: boolean) {
    let loose: InlineRun[] = [];
    const flushLoose = () => {
      if (loose.some((run) => run.text.trim() || run.footnote)) {
        this.drafts.push({ htmlType: inQuote ? "block-quote" : "text", runs: loose });
      }
      loose = [];
    };
    for (const child of childrenOf(node)) {
      if (isText(child) || !BLOCK_TAGS.has(tagOf(child))) {
        loose.push(...inlineRuns(child, this.notes));
        continue;
      }
      flushLoose();
      this.block(child, inQuote);
    }
    flushLoose();
  }

  private block(node: HtmlNode, inQuote: boolean) {
    const tag = tagOf(node);
    const heading = HEADINGS[tag];
    if (heading) {
      this.drafts.push({ htmlType: heading, runs: inlineRuns(node, this.notes) });
    } else if (tag === "p") {
      this.drafts.push({ htmlType: paragraphType(node, inQuote), runs: inlineRuns(node, this.notes) });
    } else if (tag === "blockquote") {
      this.container(node, true);
    } else if (LIST_TAGS.includes(tag)) {
      if (!isNotesList(node)) {
        this.list(node, 0);
      }
    } else if (tag === "table") {
      this.table(node);
    } else if (tag === "hr") {
      this.drafts.push({ htmlType: "horizontal-line", runs: [] });
    } else if (tag !== "dl") {
      // dl holds mammoth's comments, which are not document text; div and body are plain containers.
      this.container(node, inQuote);
    }
  }

  private list(list: HtmlNode, depth: number) {
    const ordered = tagOf(list) === "ol";
    for (const item of elementChildren(list, "li")) {
      const nested = childrenOf(item).filter((child) => LIST_TAGS.includes(tagOf(child)));
      const runs = childrenOf(item)
        .filter((child) => !nested.includes(child))
        .flatMap((child) => inlineRuns(child, this.notes));
      this.drafts.push({ htmlType: listItemType(ordered, depth), runs });
      for (const sublist of nested) {
        this.list(sublist, depth + 1);
      }
    }
  }

  private table(table: HtmlNode) {
    for (const { row, inHead } of tableRows(table)) {
      const cells = elementChildren(row, "td", "th");
      const isHeadNode = inHead || (cells.length > 0 && cells.every((cell) => tagOf(cell) === "th"));
      this.drafts.push({
        htmlType: "table-row",
        runs: [],
        cells: cells.map((cell) => childrenOf(cell).flatMap((child) => inlineRuns(child, this.notes))),
        ...(isHeadNode ? { isHeadNode: true } : {}),
      });
    }
  }
}

/** Block drafts from the HTML mammoth produced: headings, paragraphs, quotes, lists, tables, notes. */
export const htmlToDrafts = (html: string): BlockDraft[] => {
  const root = parseHtml(html);
  const walker = new DraftWalker(collectNotes(root));
  walker.container(root, false);
  return walker.drafts;
};
