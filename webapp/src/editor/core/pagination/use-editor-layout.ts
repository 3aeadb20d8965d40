import type { Editor } from "@tiptap/core";
import { useCallback, useSyncExternalStore } from "react";
import { EMPTY_LAYOUT, type EditorLayout } from "./layout";

const noSubscription = () => () => undefined;

/** The editor's current page layout; re-renders when it changes. */
export const useEditorLayout = (editor: Editor | null | undefined): EditorLayout => {
  const subscribe = useCallback(
    (listener: () => void) => (editor && !editor.isDestroyed ? editor.storage.pagination.subscribe(listener) : noSubscription()),
    [editor],
  );
  const snapshot = useCallback(() => (editor && !editor.isDestroyed ? editor.storage.pagination.layout : EMPTY_LAYOUT), [editor]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
};
