import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { CitationInput } from "@wordloom/shared/api";
import { citationFields } from "./use-citation-actions";

export interface FoundCitation {
  pos: number;
  fields: CitationInput;
  bibliography?: string;
  footnote?: string;
  /** The fields as text, to recognise the citation after the document moved on. */
  key: string;
}

/** The citations of a document in document order (their numbering order). */
export const scanCitations = (doc: ProseMirrorNode): FoundCitation[] => {
  const found: FoundCitation[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name !== "citation") {
      return true;
    }
    const data = node.attrs.citationData as { bibliography?: string; footnote?: string } | null;
    const fields = citationFields(data);
    if (fields) {
      found.push({ pos, fields, bibliography: data?.bibliography, footnote: data?.footnote, key: JSON.stringify(fields) });
    }
    return false;
  });
  return found;
};
