import { mergeClasses } from "@fluentui/react-components";
import type { Editor, JSONContent } from "@tiptap/core";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useMemo, useRef, type CSSProperties } from "react";
import type { Page } from "@wordloom/shared/model";
import { createPagesConverter } from "./conversion/from-editor";
import { pagesToEditorDoc } from "./conversion/to-editor";
import { createEditorExtensions } from "./extensions";
import { DEFAULT_PAGE_GEOMETRY, PAGE_HEIGHT, PAGE_WIDTH, pageStride } from "./geometry";
import { PageSheets } from "./PageSheets";
import { usePagedEditorStyles } from "./paged-editor-styles";
import { useEditorLayout } from "./pagination/use-editor-layout";
import { usePageScale } from "./use-page-scale";

/** How long typing pauses before onChange converts the document (keeps keystrokes cheap). */
export const CHANGE_DELAY_MS = 150;

export interface PagedEditorProps {
  /**
   * The stored pages to show. Editable: the initial content only (remount with a `key` to load
   * another document). Read-only: the content follows this prop.
   */
  pages: readonly Page[];
  readOnly?: boolean;
  /**
   * After edits (once typing pauses for CHANGE_DELAY_MS, and on unmount): the editor JSON and the
   * stored pages, split where the layout starts each page. Not called for the initial content.
   * The JSON is made only when asked for (`editorJson()`, during the call): most callers need the pages only.
   */
  onChange?: (editorJson: () => JSONContent, pages: Page[]) => void;
  /** The editor once created (null when it goes away), for toolbars, dialogs and highlights. */
  onEditor?: (editor: Editor | null) => void;
  className?: string;
}

const STRIDE = pageStride(DEFAULT_PAGE_GEOMETRY);

/** The paged document editor: one flowing document, pages drawn around it (editable or read-only). */
export const PagedEditor = ({ pages, readOnly = false, onChange, onEditor, className }: PagedEditorProps) => {
  const styles = usePagedEditorStyles();
  const extensions = useMemo(() => createEditorExtensions({ readOnly }), [readOnly]);
  const convert = useMemo(() => createPagesConverter(), []);
  const emitted = useRef<readonly Page[]>(pages);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onEditorRef = useRef(onEditor);
  onEditorRef.current = onEditor;

  // Only the first content of each editor instance is used (see `pages`).
  const initialContent = useMemo(() => pagesToEditorDoc(emitted.current), [extensions]);
  const editor = useEditor(
    {
      extensions,
      content: initialContent,
      editable: !readOnly,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      // Nothing listens to TipTap's "delete" events, and making them replays every transaction's
      // steps over the whole document (~4 ms of a 40-paragraph paste into 100 pages).
      enableCoreExtensions: { delete: false },
      editorProps: {
        attributes: {
          class: mergeClasses(styles.content, readOnly && styles.readOnly),
          "aria-label": "Document",
          "aria-readonly": String(readOnly),
        },
      },
    },
    [extensions],
  );
  const layout = useEditorLayout(editor);
  const root = useRef<HTMLDivElement>(null);
  const scale = usePageScale(root);

  useEffect(() => {
    onEditorRef.current?.(editor);
    return () => onEditorRef.current?.(null);
  }, [editor]);

  // Read-only: show new pages when they change.
  useEffect(() => {
    if (readOnly && editor && !editor.isDestroyed && pages !== emitted.current) {
      emitted.current = pages;
      editor.commands.setContent(pagesToEditorDoc(pages), { emitUpdate: false });
    }
  }, [editor, pages, readOnly]);

  useEffect(() => {
    if (!editor) {
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      if (timer === undefined || editor.isDestroyed) {
        return;
      }
      clearTimeout(timer);
      timer = undefined;
      const next = convert(editor.state.doc, emitted.current, editor.storage.pagination.layout.breaks);
      emitted.current = next;
      onChangeRef.current?.(() => editor.getJSON(), next);
    };
    const schedule = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (!transaction.docChanged) {
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(flush, CHANGE_DELAY_MS);
    };
    editor.on("update", schedule);
    editor.on("blur", flush);
    return () => {
      flush();
      editor.off("update", schedule);
      editor.off("blur", flush);
    };
  }, [editor, convert]);

  const height = layout.pageCount * STRIDE - (STRIDE - PAGE_HEIGHT);
  // Plain min-heights: a custom property set here would be inherited by every element of the
  // document, and a new page count would then restyle them all.
  const pagesHeight: CSSProperties = { minHeight: height };

  // Narrower than a page, the pages are drawn smaller (a transform: the layout, and so the page
  // breaks, stay those of a full-size page); the frame takes the space they take on screen.
  const frame: CSSProperties = { width: PAGE_WIDTH * scale, height: height * scale };
  const stack: CSSProperties = scale < 1 ? { ...pagesHeight, transform: `scale(${scale})` } : pagesHeight;

  return (
    <div ref={root} className={mergeClasses(styles.root, className)}>
      <div className={styles.frame} style={frame} data-page-scale={scale}>
        <div className={styles.stack} style={stack}>
          <PageSheets layout={layout} />
          <EditorContent editor={editor} className={styles.editorContent} style={pagesHeight} />
        </div>
      </div>
    </div>
  );
};
