import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { CitationInput } from "@wordloom/shared/api";
import { citationFields } from "./use-citation-actions";

interface FoundCitation {
  pos: number;
  fields: CitationInput;
  bibliography?: string;
  footnote?: string;
  /** The fields as text, to recognise the citation after the document moved on. */
  key: string;
}

/**
 * The citations found in each top-level node, with positions relative to the node. ProseMirror
 * shares unchanged nodes between versions of a document, so a scan after a keystroke looks only
 * into the node that changed (the citation list scans on every transaction).
 */
const foundInNode = new WeakMap<ProseMirrorNode, FoundCitation[]>();

const scanNode = (node: ProseMirrorNode): FoundCitation[] => {
  const cached = foundInNode.get(node);
  if (cached) {
    return cached;
  }
  const found: FoundCitation[] = [];
  const visit = (child: ProseMirrorNode, pos: number) => {
    if (child.type.name !== "citation") {
      return true;
    }
    const data = child.attrs.citationData as { bibliography?: string; footnote?: string } | null;
    const fields = citationFields(data);
    if (fields) {
      found.push({ pos, fields, bibliography: data?.bibliography, footnote: data?.footnote, key: JSON.stringify(fields) });
    }
    return false;
  };
  if (visit(node, 0)) {
    // Positions inside the node are counted from its start (its opening token is 1).
    node.descendants((child, pos) => visit(child, pos + 1));
  }
  foundInNode.set(node, found);
  return found;
};

/** The citations of a document in document order (their numbering order). */
export const scanCitations = (doc: ProseMirrorNode): FoundCitation[] => {
  const found: FoundCitation[] = [];
  doc.forEach((node, offset) => {
    for (const citation of scanNode(node)) {
      found.push({ ...citation, pos: offset + citation.pos });
    }
  });
  return found;
};
