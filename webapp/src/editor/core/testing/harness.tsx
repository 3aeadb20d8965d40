import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import type { Editor, JSONContent } from "@tiptap/core";
import { createRoot } from "react-dom/client";
import type { Page } from "@wordloom/shared/model";
import { PagedEditor } from "../PagedEditor";
import type { EditorLayout } from "../pagination/layout";

/**
 * A page with nothing but the paged editor, for the real-browser test
 * (webapp/e2e/editor-pagination.e2e.test.ts bundles this module). Never imported by the app.
 */
export interface EditorHarness {
  editor: Editor | null;
  layouts: { at: number; layout: EditorLayout }[];
  changes: { doc: JSONContent; pages: Page[] }[];
}

declare global {
  interface Window {
    mountPagedEditor?: (element: HTMLElement, pages: Page[], readOnly?: boolean) => void;
    editorHarness?: EditorHarness;
  }
}

window.mountPagedEditor = (element, pages, readOnly = false) => {
  const harness: EditorHarness = { editor: null, layouts: [], changes: [] };
  window.editorHarness = harness;
  const onEditor = (editor: Editor | null) => {
    harness.editor = editor;
    editor?.on("layout", ({ layout }) => harness.layouts.push({ at: performance.now(), layout }));
  };
  createRoot(element).render(
    <FluentProvider theme={webLightTheme}>
      <PagedEditor
        pages={pages}
        readOnly={readOnly}
        onEditor={onEditor}
        onChange={(editorJson, changed) => harness.changes.push({ doc: editorJson(), pages: changed })}
      />
    </FluentProvider>,
  );
};
