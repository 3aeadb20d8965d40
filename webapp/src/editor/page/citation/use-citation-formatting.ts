import type { Editor } from "@tiptap/core";
import { useEffect } from "react";
import type { CitationInput, FormattedCitation } from "@wordloom/shared/api";
import { scanCitations } from "./citation-scan";

/** Spec document 2 §5: the citation list refresh is debounced 1 s. */
export const CITATION_REFRESH_MS = 1_000;

export type FormatCitations = (citations: CitationInput[]) => Promise<FormattedCitation[]>;

/**
 * Keeps every citation's bibliography entry and footnote formatted by the server: 1 s after the
 * last change, citations without them (new or edited ones) are sent, and the answers are written
 * into the citations outside the undo history. A citation the server refuses is not sent again.
 */
export const useCitationFormatting = (editor: Editor | null, format: FormatCitations) => {
  useEffect(() => {
    if (!editor || !editor.isEditable) {
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    const refused = new Set<string>();

    const refresh = async () => {
      const pending = scanCitations(editor.state.doc).filter(
        (citation) => !(citation.bibliography && citation.footnote) && !refused.has(citation.key),
      );
      if (pending.length === 0) {
        return;
      }
      const keys = [...new Set(pending.map((citation) => citation.key))];
      let formatted: FormattedCitation[];
      try {
        formatted = await format(keys.map((key) => JSON.parse(key) as CitationInput));
      } catch {
        keys.forEach((key) => refused.add(key));
        return;
      }
      if (!active || editor.isDestroyed) {
        return;
      }
      const byKey = new Map(keys.map((key, index) => [key, formatted[index]]));
      const { tr } = editor.state;
      for (const citation of scanCitations(editor.state.doc)) {
        const result = byKey.get(citation.key);
        if (result && !(citation.bibliography && citation.footnote)) {
          tr.setNodeAttribute(citation.pos, "citationData", {
            ...citation.fields,
            bibliography: result.bibliography,
            footnote: result.footnote,
          });
        }
      }
      if (tr.docChanged) {
        editor.view.dispatch(tr.setMeta("addToHistory", false));
      }
    };

    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refresh(), CITATION_REFRESH_MS);
    };
    editor.on("update", schedule);
    schedule();
    return () => {
      active = false;
      clearTimeout(timer);
      editor.off("update", schedule);
    };
  }, [editor, format]);
};
