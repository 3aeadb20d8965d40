import type { Node as ProseMirrorNode } from "@tiptap/pm/model";

/** How a stored block behaves on a page: text splits between lines; headings, rows and rules move whole. */
export type BlockKind = "text" | "heading" | "row" | "rule";

export interface BlockNodeVisit {
  node: ProseMirrorNode;
  /** Position right before the node. */
  pos: number;
  kind: BlockKind;
  /** 1 for a list item, 2 (or more) for a nested one; 0 outside lists. */
  listLevel: number;
  /** What holds the block: the list type holding a list item, a quote, a table, or nothing (top level). */
  container: BlockContainer;
}

type BlockContainer = "bulletList" | "orderedList" | "blockquote" | "table" | null;

const LIST_TYPES = new Set(["bulletList", "orderedList"]);

/** Whether a node is a bullet or numbered list. */
const isListNode = (node: ProseMirrorNode): boolean => LIST_TYPES.has(node.type.name);

const visitList = (list: ProseMirrorNode, listPos: number, level: number, visit: (entry: BlockNodeVisit) => void): void => {
  list.forEach((item, itemOffset) => {
    const itemPos = listPos + 1 + itemOffset;
    visit({
      node: item,
      pos: itemPos,
      kind: "text",
      listLevel: level,
      container: list.type.name === "orderedList" ? "orderedList" : "bulletList",
    });
    item.forEach((child, childOffset) => {
      if (isListNode(child)) {
        visitList(child, itemPos + 1 + childOffset, level + 1, visit);
      }
    });
  });
};

/**
 * Calls `visit` for every node that stands for one stored block, in document order: top-level
 * paragraphs, headings and rules, the paragraphs of a quote, list items (nested ones too) and table rows.
 */
export const forEachBlockNode = (doc: ProseMirrorNode, visit: (entry: BlockNodeVisit) => void): void => {
  doc.forEach((node, offset) => {
    switch (node.type.name) {
      case "heading":
        visit({ node, pos: offset, kind: "heading", listLevel: 0, container: null });
        return;
      case "horizontalRule":
        visit({ node, pos: offset, kind: "rule", listLevel: 0, container: null });
        return;
      case "blockquote":
        node.forEach((child, childOffset) =>
          visit({ node: child, pos: offset + 1 + childOffset, kind: "text", listLevel: 0, container: "blockquote" }),
        );
        return;
      case "table":
        node.forEach((row, rowOffset) => visit({ node: row, pos: offset + 1 + rowOffset, kind: "row", listLevel: 0, container: "table" }));
        return;
      default:
        if (isListNode(node)) {
          visitList(node, offset, 1, visit);
        } else {
          visit({ node, pos: offset, kind: node.isTextblock ? "text" : "rule", listLevel: 0, container: null });
        }
    }
  });
};

/** The textblock holding a block's own text: the node itself, or a list item's first paragraph. */
export const ownTextblock = (node: ProseMirrorNode): ProseMirrorNode | null => {
  if (node.isTextblock) {
    return node;
  }
  if (node.type.name === "listItem") {
    const first = node.firstChild;
    return first?.isTextblock ? first : null;
  }
  return null;
};

/** A phantom list item with nothing typed into it: not a stored block. */
export const isEmptyPhantom = (node: ProseMirrorNode): boolean =>
  node.type.name === "listItem" && node.attrs.phantom === true && (node.firstChild?.content.size ?? 0) === 0;
