import type { Editor } from "@tiptap/core";
import { useEffect, useRef, useState } from "react";
import { editorAssistantHost, type EditorAssistantHost, type EditorAssistantHostOptions } from "./host";

/** The host over the page's editor, rebuilt when the editor changes and stopped when it goes. */
export const useEditorAssistantHost = (editor: Editor | null, options: EditorAssistantHostOptions): EditorAssistantHost | null => {
  const [host, setHost] = useState<EditorAssistantHost | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const { docId } = options;

  useEffect(() => {
    if (!editor) {
      setHost(null);
      return;
    }
    const created = editorAssistantHost(editor, {
      docId,
      getTitle: () => latest.current.getTitle(),
      onReplace: (edit, replaceOptions) => latest.current.onReplace?.(edit, replaceOptions),
    });
    setHost(created);
    return () => created.destroy();
  }, [editor, docId]);
  return host;
};
