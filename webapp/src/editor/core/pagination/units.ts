import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { forEachBlockNode, isEmptyPhantom, ownTextblock, type BlockKind } from "../schema/block-nodes";
import { isFooterCitation, type CitationData } from "../schema/citation-text";

/** A block as pagination sees it. */
export interface LayoutUnit {
  blockId: string | null;
  node: ProseMirrorNode;
  pos: number;
  kind: BlockKind;
  /** Positions of the footer citations in it (author-date citations take no footer line). */
  citations: number[];
}

/** Offsets (from the node's start) of footer citations inside a node, cached per node. */
const citationOffsetsCache = new WeakMap<ProseMirrorNode, number[]>();

const footerCitationOffsets = (node: ProseMirrorNode): number[] => {
  const cached = citationOffsetsCache.get(node);
  if (cached) {
    return cached;
  }
  const offsets: number[] = [];
  node.descendants((child, offset) => {
    if (child.type.name === "citation" && isFooterCitation(child.attrs.citationData as CitationData | null)) {
      offsets.push(offset);
    }
    return true;
  });
  citationOffsetsCache.set(node, offsets);
  return offsets;
};

/** The blocks of a document in order, with their footer citations. */
export const layoutUnits = (doc: ProseMirrorNode): LayoutUnit[] => {
  const units: LayoutUnit[] = [];
  forEachBlockNode(doc, ({ node, pos, kind }) => {
    if (isEmptyPhantom(node)) {
      return;
    }
    // A list item's citations are those of its own paragraph; nested items are units of their own.
    const own = kind === "row" ? node : ownTextblock(node);
    const ownPos = own === node ? pos : pos + 1;
    const citations = own ? footerCitationOffsets(own).map((offset) => ownPos + 1 + offset) : [];
    const blockId = node.attrs.blockId;
    units.push({ blockId: typeof blockId === "string" ? blockId : null, node, pos, kind, citations });
  });
  return units;
};
