import type { Editor } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import { useCallback, useState } from "react";
import type { CitationInput } from "@wordloom/shared/api";
import { citationSelectionProblem } from "../selection-rules";

interface CitationDialogState {
  open: boolean;
  /** The citation being edited and where it is; null when adding one. */
  editing: { pos: number; citation: CitationInput } | null;
}

const CLOSED: CitationDialogState = { open: false, editing: null };

/** The fields of a stored citation, without the formatted forms the server computes. */
export const citationFields = (data: unknown): CitationInput | null => {
  if (!data || typeof data !== "object" || !("citationType" in data)) {
    return null;
  }
  const {
    bibliography: _bibliography,
    footnote: _footnote,
    ...fields
  } = data as CitationInput & { bibliography?: string; footnote?: string };
  return fields;
};

/**
 * Adding a citation after the selected text (spec document 2 §5: it needs a selection), or editing
 * the selected citation. The formatted forms are filled in by the debounced refresh.
 */
export const useCitationActions = (editor: Editor | null, warn: (message: string) => void) => {
  const [dialog, setDialog] = useState<CitationDialogState>(CLOSED);

  const request = useCallback(() => {
    if (!editor?.isEditable) {
      return;
    }
    const { selection } = editor.state;
    if (selection instanceof NodeSelection && selection.node.type.name === "citation") {
      const citation = citationFields(selection.node.attrs.citationData);
      setDialog({ open: true, editing: citation ? { pos: selection.from, citation } : null });
      return;
    }
    const problem = citationSelectionProblem(editor.state);
    if (problem) {
      warn(problem);
      return;
    }
    setDialog({ open: true, editing: null });
  }, [editor, warn]);

  const submit = useCallback(
    (citation: CitationInput) => {
      const editing = dialog.editing;
      setDialog(CLOSED);
      if (!editor) {
        return;
      }
      if (editing) {
        editor
          .chain()
          .focus()
          .command(({ tr }) => {
            tr.setNodeAttribute(editing.pos, "citationData", citation);
            return true;
          })
          .run();
        return;
      }
      editor.chain().focus().insertCitation(citation).run();
    },
    [editor, dialog.editing],
  );

  const cancel = useCallback(() => {
    setDialog(CLOSED);
    editor?.commands.focus();
  }, [editor]);

  return { dialog, request, submit, cancel };
};
