import type { JSONContent } from "@tiptap/core";
import type { Block, Page } from "@wordloom/shared/model";
import { sentencesToInline } from "./sentences-to-inline";

type ListType = "bulletList" | "orderedList";

interface OpenGroup {
  kind: ListType | "blockquote" | "table";
  node: JSONContent & { content: JSONContent[] };
}

const ALIGNMENT: Partial<Record<Block["htmlType"], string>> = {
  "left-align": "left",
  "center-align": "center",
  "right-align": "right",
};

/** The block attributes, only those that are set (the editor fills in the defaults). */
const blockAttrs = (block: Block): Record<string, unknown> => ({
  blockId: block.id,
  ...(block.blockFontSizePt === undefined ? {} : { fontSizePt: block.blockFontSizePt }),
  ...(block.blockLineHeight === undefined ? {} : { lineHeight: block.blockLineHeight }),
});

const withContent = (node: JSONContent, content: JSONContent[]): JSONContent => (content.length > 0 ? { ...node, content } : node);

const paragraph = (block: Block | null, attrs: Record<string, unknown>): JSONContent =>
  withContent({ type: "paragraph", ...(Object.keys(attrs).length > 0 ? { attrs } : {}) }, block ? sentencesToInline(block.sentences) : []);

const tableRow = (block: Block): JSONContent => ({
  type: "tableRow",
  attrs: blockAttrs(block),
  content: (block.cells ?? []).map((cell) => ({
    type: block.isHeadNode ? "tableHeader" : "tableCell",
    content: [withContent({ type: "paragraph" }, sentencesToInline(cell.sentences))],
  })),
});

const listItem = (block: Block): JSONContent => ({
  type: "listItem",
  attrs: blockAttrs(block),
  content: [paragraph(block, {})],
});

/** A hidden, empty parent for a nested item with no item before it (never stored). */
const phantomItem = (): JSONContent => ({ type: "listItem", attrs: { phantom: true }, content: [{ type: "paragraph" }] });

const listTypeOf = (htmlType: Block["htmlType"]): ListType =>
  htmlType === "number-item" || htmlType === "nested-number-item" ? "orderedList" : "bulletList";

/**
 * The editor document of stored pages. Consecutive blocks of one kind share a node: block-quote
 * blocks one quote, bullet or number items one list (a nested item goes into the item before it),
 * table-row blocks one table. Page boundaries are not kept: pages are a layout result.
 */
export const pagesToEditorDoc = (pages: readonly Page[]): JSONContent => {
  const content: JSONContent[] = [];
  // The node consecutive blocks of the same kind go into.
  const group: { open: OpenGroup | null } = { open: null };
  const openNode = (kind: OpenGroup["kind"]): JSONContent[] => {
    if (group.open?.kind !== kind) {
      group.open = { kind, node: { type: kind, content: [] } };
      content.push(group.open.node);
    }
    return group.open.node.content;
  };

  for (const block of pages.flatMap((page) => page.blocks)) {
    switch (block.htmlType) {
      case "heading-one":
      case "heading-two":
        group.open = null;
        content.push(
          withContent(
            { type: "heading", attrs: { level: block.htmlType === "heading-one" ? 1 : 2, ...blockAttrs(block) } },
            sentencesToInline(block.sentences),
          ),
        );
        break;
      case "block-quote":
        openNode("blockquote").push(paragraph(block, blockAttrs(block)));
        break;
      case "bullet-item":
      case "number-item":
        openNode(listTypeOf(block.htmlType)).push(listItem(block));
        break;
      case "nested-bullet-item":
      case "nested-number-item": {
        const current = group.open;
        const items =
          current?.kind === "bulletList" || current?.kind === "orderedList" ? current.node.content : openNode(listTypeOf(block.htmlType));
        if (items.length === 0) {
          items.push(phantomItem());
        }
        const parent = items[items.length - 1] as JSONContent & { content: JSONContent[] };
        const nestedType = listTypeOf(block.htmlType);
        const lastChild = parent.content[parent.content.length - 1];
        if (lastChild?.type === nestedType && lastChild.content) {
          lastChild.content.push(listItem(block));
        } else {
          parent.content.push({ type: nestedType, content: [listItem(block)] });
        }
        break;
      }
      case "table-row":
        openNode("table").push(tableRow(block));
        break;
      case "horizontal-line":
        group.open = null;
        content.push({ type: "horizontalRule", attrs: blockAttrs(block) });
        break;
      default: {
        group.open = null;
        const textAlign = ALIGNMENT[block.htmlType];
        content.push(paragraph(block, { ...(textAlign ? { textAlign } : {}), ...blockAttrs(block) }));
      }
    }
  }
  return { type: "doc", content: content.length > 0 ? content : [{ type: "paragraph" }] };
};
