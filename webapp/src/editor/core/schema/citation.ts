import { Node, mergeAttributes } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { authorDateLabel, isFooterCitation, type CitationData } from "./citation-text";

export const CITATION_CLASS = "wl-citation";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    citation: {
      /**
       * Adds a citation after the selection; the selected text (within one paragraph) is what it
       * cites. Citation numbers are recalculated in document order.
       */
      insertCitation: (citationData: CitationData) => ReturnType;
    };
  }
}

const parseData = (raw: string | null): CitationData | null => {
  if (!raw) {
    return null;
  }
  try {
    return JSON.parse(raw) as CitationData;
  } catch {
    return null;
  }
};

/** The citation data of a citation node (null when it was pasted without any). */
const citationDataOf = (node: ProseMirrorNode): CitationData | null => (node.attrs.citationData as CitationData | null) ?? null;

/**
 * A citation: an inline atom after the text it cites. `citationIndex` is its number in document
 * order (0-based, recalculated), `citedLength` how many characters before it the citation covers
 * (the stored fragment's text; null: the whole text run before it).
 */
export const Citation = Node.create({
  name: "citation",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addAttributes() {
    return {
      citationIndex: {
        default: 0,
        parseHTML: (element) => Number(element.getAttribute("data-citation-index") ?? 0) || 0,
        renderHTML: (attributes) => ({ "data-citation-index": String(attributes.citationIndex) }),
      },
      citationData: {
        default: null,
        parseHTML: (element) => parseData(element.getAttribute("data-citation")),
        renderHTML: (attributes) => (attributes.citationData ? { "data-citation": JSON.stringify(attributes.citationData) } : {}),
      },
      citedLength: {
        default: null,
        parseHTML: (element) => {
          const value = element.getAttribute("data-cited-length");
          return value === null ? null : Number(value);
        },
        renderHTML: (attributes) =>
          typeof attributes.citedLength === "number" ? { "data-cited-length": String(attributes.citedLength) } : {},
      },
    };
  },

  parseHTML() {
    return [{ tag: `sup.${CITATION_CLASS}` }, { tag: "sup[data-citation]" }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const data = citationDataOf(node);
    const inline = data && !isFooterCitation(data) ? { "data-author-date": authorDateLabel(data) } : {};
    return ["sup", mergeAttributes(HTMLAttributes, { class: CITATION_CLASS }, inline)];
  },

  // Citations add nothing to the text the analysis engines see (blockText).
  renderText() {
    return "";
  },

  addCommands() {
    return {
      insertCitation:
        (citationData) =>
        ({ state, tr, dispatch }) => {
          const { from, to } = state.selection;
          const $from = state.doc.resolve(from);
          const sameBlock = $from.sameParent(state.doc.resolve(to)) && $from.parent.isTextblock;
          if (!$from.parent.isTextblock) {
            return false;
          }
          const citedLength = sameBlock ? state.doc.textBetween(from, to, "", "").length : 0;
          if (dispatch) {
            tr.insert(to, this.type.create({ citationData, citedLength }));
            renumberCitations(tr.doc, (pos, index) => tr.setNodeAttribute(pos, "citationIndex", index));
          }
          return true;
        },
    };
  },
});

/** Calls `update` for every citation whose citationIndex is not its place in document order. */
export const renumberCitations = (doc: ProseMirrorNode, update: (pos: number, index: number) => void): void => {
  let index = 0;
  doc.descendants((node, pos) => {
    if (node.type.name === "citation") {
      if (node.attrs.citationIndex !== index) {
        update(pos, index);
      }
      index += 1;
    }
    return true;
  });
};
