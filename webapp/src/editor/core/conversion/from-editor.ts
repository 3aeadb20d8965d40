import type { JSONContent } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { Block, BlockType, Page } from "@wordloom/shared/model";
import { newId } from "../ids";
import { forEachBlockNode, isEmptyPhantom, ownTextblock, type BlockNodeVisit } from "../schema/block-nodes";
import { sameValue } from "./changed-blocks";
import { renumberCitations } from "./citation-numbers";
import { toDocNode } from "./editor-schema";
import { textblockSentences } from "./textblock-sentences";

/** The layout's page of each block (blockId → 0-based page index where the block starts). */
export type PageBreaks = Readonly<Record<string, number>>;

const ALIGNED: Record<string, BlockType> = { left: "left-align", center: "center-align", right: "right-align" };

const htmlTypeOf = ({ node, kind, container, listLevel }: BlockNodeVisit): BlockType => {
  switch (kind) {
    case "heading":
      return node.attrs.level === 1 ? "heading-one" : "heading-two";
    case "row":
      return "table-row";
    case "rule":
      return "horizontal-line";
    default:
      if (container === "bulletList" || container === "orderedList") {
        const item = container === "orderedList" ? "number-item" : "bullet-item";
        return listLevel >= 2 ? `nested-${item}` : item;
      }
      if (container === "blockquote") {
        return "block-quote";
      }
      return ALIGNED[String(node.attrs.textAlign)] ?? "text";
  }
};

const numberAttr = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

const convertBlock = (visit: BlockNodeVisit, htmlType: BlockType, previous: Block | undefined, id: string): Block => {
  const { node } = visit;
  const block: Block = { id, htmlType, sentences: [] };
  if (visit.kind === "row") {
    const cells: NonNullable<Block["cells"]> = [];
    node.forEach((cell, _offset, index) => {
      const paragraph = cell.firstChild;
      cells.push({ sentences: paragraph ? textblockSentences(paragraph, previous?.cells?.[index]?.sentences) : [] });
    });
    block.cells = cells;
    let header = node.childCount > 0;
    node.forEach((cell) => {
      header &&= cell.type.name === "tableHeader";
    });
    if (header) {
      block.isHeadNode = true;
    }
  } else {
    const textblock = ownTextblock(node);
    block.sentences = textblock ? textblockSentences(textblock, previous?.sentences) : [];
  }
  const fontSize = numberAttr(node.attrs.fontSizePt);
  const lineHeight = numberAttr(node.attrs.lineHeight);
  if (fontSize !== undefined) {
    block.blockFontSizePt = fontSize;
  }
  if (lineHeight !== undefined) {
    block.blockLineHeight = lineHeight;
  }
  return block;
};

/** Groups blocks into pages where the layout starts each one; without breaks, one page. */
const intoPages = (blocks: readonly Block[], pageBreaks?: PageBreaks): Page[] => {
  const pages: Block[][] = [[]];
  let current = 0;
  for (const block of blocks) {
    const page = pageBreaks?.[block.id];
    if (page !== undefined && page > current) {
      current = page;
    }
    while (pages.length <= current) {
      pages.push([]);
    }
    pages[current]?.push(block);
  }
  return pages.map((pageBlocks) => ({ blocks: pageBlocks }));
};

export type PagesConverter = (doc: JSONContent | ProseMirrorNode, previous?: readonly Page[], pageBreaks?: PageBreaks) => Page[];

/**
 * A converter that remembers the block it made for each editor node: an unchanged node (the
 * editor shares them between versions of the document) is not converted again.
 */
export const createPagesConverter = (): PagesConverter => {
  const cache = new WeakMap<ProseMirrorNode, { htmlType: BlockType; block: Block }>();
  return (input, previous = [], pageBreaks) => {
    const doc = toDocNode(input);
    const previousById = new Map(previous.flatMap((page) => page.blocks).map((block) => [block.id, block]));
    const blocks: Block[] = [];
    /** Per block: the node and type it is cached under (null when it is not cached). */
    const cacheEntries: ({ node: ProseMirrorNode; htmlType: BlockType } | null)[] = [];
    forEachBlockNode(doc, (visit) => {
      if (isEmptyPhantom(visit.node)) {
        return;
      }
      const htmlType = htmlTypeOf(visit);
      const storedId = visit.node.attrs.blockId;
      const cached = cache.get(visit.node);
      if (cached && cached.htmlType === htmlType) {
        blocks.push(cached.block);
        cacheEntries.push({ node: visit.node, htmlType });
        return;
      }
      const id = typeof storedId === "string" && storedId !== "" ? storedId : newId();
      const previousBlock = previousById.get(id);
      const converted = convertBlock(visit, htmlType, previousBlock, id);
      // Equal to the block it was made from: keep that object, so comparisons with it (the autosave's
      // diff against the server's copy) stop at identity.
      const block = previousBlock && sameValue(previousBlock, converted) ? previousBlock : converted;
      if (id === storedId) {
        cache.set(visit.node, { htmlType, block });
      }
      blocks.push(block);
      cacheEntries.push(id === storedId ? { node: visit.node, htmlType } : null);
    });
    const numbered = renumberCitations(blocks);
    // Cache the renumbered block: caching the block as converted (with the node's stored citation
    // numbers) would make every later conversion renumber it into a new object again, and the
    // overview counts and the autosave diff, which stop at unchanged block objects, would then
    // redo the whole document after each pause in typing.
    numbered.forEach((block, index) => {
      const entry = cacheEntries[index];
      if (entry && block !== blocks[index]) {
        cache.set(entry.node, { htmlType: entry.htmlType, block });
      }
    });
    return intoPages(numbered, pageBreaks);
  };
};

/**
 * The stored pages of an editor document (JSON or node): one block per paragraph, heading, quote
 * paragraph, list item, table row and rule, in order. Sentences are derived with
 * storedSentenceRanges and keep the ids of `previous` by assignSentenceIds; citations are
 * renumbered in document order. Blocks go to the page `pageBreaks` (the layout) starts them on;
 * without breaks, everything is one page.
 */
export const editorDocToPages = (doc: JSONContent | ProseMirrorNode, previous?: readonly Page[], pageBreaks?: PageBreaks): Page[] =>
  createPagesConverter()(doc, previous, pageBreaks);
