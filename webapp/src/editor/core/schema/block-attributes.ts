import { Extension } from "@tiptap/core";

/** Node types that stand for one stored block (a paragraph inside a list item or a table cell is not one). */
const BLOCK_NODE_TYPES = ["paragraph", "heading", "listItem", "tableRow", "horizontalRule"] as const;

const numberOrNull = (value: string | null): number | null => {
  if (value === null || value.trim() === "") {
    return null;
  }
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/**
 * The attributes every block node carries: its stable `blockId` (the stored block's id; a split
 * leaves it on the first half, the new half gets a fresh one from the block-id plugin) and the
 * block's font size (pt) and line height.
 */
export const BlockAttributes = Extension.create({
  name: "blockAttributes",

  addGlobalAttributes() {
    return [
      {
        types: [...BLOCK_NODE_TYPES],
        attributes: {
          blockId: {
            default: null,
            keepOnSplit: false,
            parseHTML: (element) => element.getAttribute("data-block-id"),
            renderHTML: (attributes) => (typeof attributes.blockId === "string" ? { "data-block-id": attributes.blockId } : {}),
          },
          fontSizePt: {
            default: null,
            parseHTML: (element) => numberOrNull(element.getAttribute("data-font-size-pt")),
            renderHTML: (attributes) =>
              typeof attributes.fontSizePt === "number"
                ? { "data-font-size-pt": String(attributes.fontSizePt), style: `font-size: ${attributes.fontSizePt}pt` }
                : {},
          },
          lineHeight: {
            default: null,
            parseHTML: (element) => numberOrNull(element.getAttribute("data-line-height")),
            renderHTML: (attributes) =>
              typeof attributes.lineHeight === "number"
                ? { "data-line-height": String(attributes.lineHeight), style: `line-height: ${attributes.lineHeight}` }
                : {},
          },
        },
      },
    ];
  },
});
