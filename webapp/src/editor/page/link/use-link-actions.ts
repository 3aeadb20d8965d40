import type { Editor } from "@tiptap/core";
import { useCallback, useState } from "react";
import { linkSelectionProblem } from "../selection-rules";

interface LinkDialogState {
  open: boolean;
  initialUrl: string;
}

const CLOSED: LinkDialogState = { open: false, initialUrl: "" };

/**
 * Adding and editing links: the selection rules of spec document 2 §5 are checked before the URL
 * is prompted; with the caret in a link (no selection) the whole link is edited.
 */
export const useLinkActions = (editor: Editor | null, warn: (message: string) => void) => {
  const [dialog, setDialog] = useState<LinkDialogState>(CLOSED);

  const request = useCallback(() => {
    if (!editor?.isEditable) {
      return;
    }
    const href = editor.isActive("link") ? String(editor.getAttributes("link").href ?? "") : "";
    if (!(href && editor.state.selection.empty)) {
      const problem = linkSelectionProblem(editor.state);
      if (problem) {
        warn(problem);
        return;
      }
    }
    setDialog({ open: true, initialUrl: href });
  }, [editor, warn]);

  const submit = useCallback(
    (url: string) => {
      setDialog(CLOSED);
      if (!editor) {
        return;
      }
      const chain = editor.chain().focus();
      (editor.state.selection.empty ? chain.extendMarkRange("link") : chain).setLink({ href: url }).run();
    },
    [editor],
  );

  const cancel = useCallback(() => {
    setDialog(CLOSED);
    editor?.commands.focus();
  }, [editor]);

  return { dialog, request, submit, cancel };
};
