import { Button, makeStyles } from "@fluentui/react-components";
import { ArrowLeftRegular } from "@fluentui/react-icons";
import { useQueryClient } from "@tanstack/react-query";
import type { Editor } from "@tiptap/core";
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { PUBLISHING_MESSAGES, type ImportMode } from "@wordloom/shared/api";
import type { DocumentDetail, Page, User } from "@wordloom/shared/model";
import { api } from "../../api/client";
import { AssistantPane, useEditorAssistantHost } from "../../assistant";
import { documentKeys } from "../../documents";
import { DELETE_CONFIRM_MESSAGE } from "../../documents/public/hooks";
import { DocumentViewer, EDITING_NOT_ALLOWED } from "../../documents/public/DocumentViewer";
import { useDocumentPublishing, usePublication } from "../../publications/public/document-publishing";
import { ImportDialog, MappedDriveFallback } from "../../documents/public/import-export";
import type { OpenDocumentTarget } from "../../generate/public/generation-host";
import { appPath } from "../../shell/paths";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useNotify } from "../../ui/toasts";
import { editorDocToPages, PagedEditor, pagesToEditorDoc } from "../core";
import { useReadOutMode } from "../reading";
import { useAutosave } from "./autosave/use-autosave";
import { CitationDialog } from "./citation/CitationDialog";
import { useCitationActions } from "./citation/use-citation-actions";
import { useCitationFormatting, type FormatCitations } from "./citation/use-citation-formatting";
import { CopyButton, copyText } from "./CopyButton";
import { DocumentOptionsMenu } from "./DocumentOptionsMenu";
import { DocumentOverviewPane } from "./DocumentOverviewPane";
import { documentPlainText } from "./document-text";
import { usePageExport } from "./export/use-page-export";
import { LinkDialog } from "./link/LinkDialog";
import { LinkPopover } from "./link/LinkPopover";
import { useLinkActions } from "./link/use-link-actions";
import { createValueStore, type LivePages } from "./value-store";
import { ParagraphNavigator } from "./navigator/ParagraphNavigator";
import { ReadingToolsBar } from "./reading-tools/ReadingToolsBar";
import { LiveSaveStatus } from "./SaveStatus";
import { TitleBar } from "./TitleBar";
import { Toolbar } from "./toolbar/Toolbar";
import { useDocumentActions } from "./use-document-actions";

const PHONE = "@media (max-width: 767.98px)";

/**
 * The screen fills the frame's height: the bars stay on top, the pages scroll in their own column
 * and shrink to fit it (PagedEditor), and the side column (the assistant, then the document
 * overview) stays beside them, never below (issue 21). On a phone it all flows in one column.
 */
const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", minWidth: 0, height: "100%", [PHONE]: { height: "auto" } },
  body: { display: "flex", gap: "16px", flexGrow: 1, minHeight: 0, [PHONE]: { flexDirection: "column" } },
  /** A notice above the page keeps its full height: the page column shrinks, never the notice (which the bars below would then cover). */
  notice: { flexShrink: 0 },
  document: { flex: "1 1 0", minWidth: 0, overflow: "auto", [PHONE]: { flex: "none", overflow: "visible" } },
  side: {
    flex: "none",
    display: "flex",
    flexDirection: "column",
    gap: "16px",
    minHeight: 0,
    overflowY: "auto",
    // Room for the panes' shadows.
    padding: "2px 4px 8px",
    [PHONE]: { overflowY: "visible" },
  },
});

const formatCitations: FormatCitations = async (citations) => (await api.formatCitations({ body: { citations } })).citations;

interface EditorWorkspaceProps {
  document: DocumentDetail;
  user: User;
  /** Shows a document the editor got from the server: an imported new one, or this one overwritten by an import. */
  onOpenDocument: (document: DocumentDetail) => void;
}

/** The editor screen for one document (mount with `key={document.id}`). */
export const EditorWorkspace = ({ document, user, onOpenDocument }: EditorWorkspaceProps) => {
  const styles = useStyles();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const product = user.selectedProduct;
  // The server's document policy decides (owner, not in the trash; the current editor once collaboration lands).
  const editable = document.can.edit;
  const warn = useCallback((message: string) => notify(message, "warning"), [notify]);
  const notifyError = useCallback((message: string) => notify(message, "error"), [notify]);

  const [editor, setEditor] = useState<Editor | null>(null);
  // The title as it is now: a rename changes it without reloading the document.
  const [title, setTitle] = useState(document.title);
  const assistantHost = useEditorAssistantHost(editable ? editor : null, { docId: document.id, getTitle: () => title });
  const autosave = useAutosave({
    document,
    userId: user.id,
    readOnly: !editable,
    onRebase: (rebased) => {
      livePages.set(rebased);
      editor?.chain().setMeta("addToHistory", false).setContent(pagesToEditorDoc(rebased)).run();
    },
  });
  // The latest pages, kept outside this component's state so that a pause in typing re-renders only what shows them.
  const [livePages] = useState<LivePages>(() => createValueStore(autosave.initialPages));

  const link = useLinkActions(editor, warn);
  const citation = useCitationActions(editor, warn);
  useCitationFormatting(editable ? editor : null, formatCitations);
  const actions = useDocumentActions({ documentId: document.id, userId: user.id, product, notifyError });
  const exporter = usePageExport(document.id, title, autosave.flush);
  const readOutMode = useReadOutMode();

  const [renameRequest, setRenameRequest] = useState(0);
  const [overviewShown, setOverviewShown] = useState(true);
  const [navigatorShown, setNavigatorShown] = useState(true);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Publishing is the owner's (the server answers the state to its owner only).
  const publication = usePublication(document.id);
  const visibility = publication.data?.visibility ?? document.visibility;
  const publishing = useDocumentPublishing({
    product,
    hasScreenName: Boolean(user.handle),
    getPages: () => currentPages(),
  });
  const requestDelete = () => {
    if (readOutMode) {
      return;
    }
    // Spec document 2 §4: a public document cannot be deleted.
    if (visibility === "public") {
      warn(PUBLISHING_MESSAGES.publicDelete);
      return;
    }
    setConfirmingDelete(true);
  };
  /** The import dialog, open with whether the document has content (then Overwrite or Create New is asked). */
  const [importing, setImporting] = useState<{ hasContent: boolean } | null>(null);

  useEffect(() => {
    if (!editor) {
      return;
    }
    const blocked = ({ message }: { message: string }) => warn(message);
    editor.on("formattingBlocked", blocked);
    return () => {
      editor.off("formattingBlocked", blocked);
    };
  }, [editor, warn]);

  // Leaving the editor: the list shows the new excerpt and date.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: documentKeys.all }), [queryClient]);

  const onChange = useCallback(
    (_doc: unknown, next: Page[]) => {
      livePages.set(next);
      autosave.update(next);
    },
    [autosave, livePages],
  );

  /** The pages at this moment: the editor's document, not the last debounced change. */
  const currentPages = () => (editor && editable && !editor.isDestroyed ? editorDocToPages(editor.state.doc) : livePages.get());
  const plainText = () => documentPlainText(currentPages());
  const rename = async (next: string) => {
    await actions.rename(next);
    setTitle(next);
  };
  const startImport = () => {
    // Edits reach the server before an Overwrite replaces its copy.
    void autosave.flush();
    setImporting({ hasContent: documentPlainText(currentPages()).trim().length > 0 });
  };
  const imported = (result: DocumentDetail, mode: ImportMode) => {
    setImporting(null);
    if (mode === "overwrite") {
      autosave.abandon();
    }
    onOpenDocument(result);
  };
  const flushAutosave = autosave.flush;
  /** Create in the assistant pane loads generated text here (spec document 2 §4 generate pane). */
  const generateTarget = useMemo<OpenDocumentTarget | null>(
    () =>
      editable && editor
        ? {
            documentId: document.id,
            hasContent: () => !editor.isDestroyed && documentPlainText(editorDocToPages(editor.state.doc)).trim().length > 0,
            replacePages: (pages) => {
              if (!editor.isDestroyed) {
                editor.commands.setContent(pagesToEditorDoc(pages));
              }
            },
            openDocument: (created) => {
              // Edits still pending reach the server before the editor moves to the new document.
              void flushAutosave();
              onOpenDocument(created);
            },
          }
        : null,
    [editable, editor, document.id, flushAutosave, onOpenDocument],
  );
  const shortcuts = (event: KeyboardEvent) => {
    if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k") {
      event.preventDefault();
      link.request();
    }
  };

  return (
    <section aria-labelledby="document-title" className={styles.root}>
      <TitleBar
        title={document.title}
        editable={editable}
        save={rename}
        warn={warn}
        refuse={() => warn(EDITING_NOT_ALLOWED)}
        renameRequest={renameRequest}
        start={
          <Link to={appPath(product)}>
            <Button appearance="subtle" icon={<ArrowLeftRegular />}>
              Documents
            </Button>
          </Link>
        }
        end={
          <>
            {editable ? <LiveSaveStatus status={autosave.status} /> : null}
            <CopyButton getText={plainText} notify={notify} />
            <DocumentOptionsMenu
              editable={editable}
              overviewShown={overviewShown}
              navigatorShown={navigatorShown}
              readOutMode={readOutMode}
              exportDisabled={exporter.disabled}
              onRename={() => setRenameRequest((count) => count + 1)}
              onCopy={() => void copyText(plainText(), notify)}
              onImport={startImport}
              onExport={(format) => void exporter.exportAs(format)}
              onToggleOverview={() => setOverviewShown((shown) => !shown)}
              onToggleNavigator={() => setNavigatorShown((shown) => !shown)}
              onDelete={requestDelete}
              publishing={
                publication.data
                  ? {
                      visibility,
                      pending: publishing.pendingId === document.id,
                      onMakePublic: () => publishing.requestVisibility(document.id, "public"),
                      onMakePrivate: () => publishing.requestVisibility(document.id, "private"),
                      onPreviewAndShare: () => publishing.openPanel(document.id),
                    }
                  : null
              }
            />
          </>
        }
      />
      {exporter.fallback ? (
        <div className={styles.notice}>
          <MappedDriveFallback
            fileName={exporter.fallback.fileName}
            onDownload={exporter.downloadFallback}
            onDismiss={exporter.dismissFallback}
          />
        </div>
      ) : null}
      {editable ? <Toolbar editor={editor} flags={user.flags} warn={warn} openLink={link.request} openCitation={citation.request} /> : null}
      <ReadingToolsBar
        documentId={document.id}
        editor={editable ? editor : null}
        pages={livePages}
        loadedPages={editable ? document.pages : null}
        currentPages={currentPages}
        saveNow={autosave.flush}
      />
      <div className={styles.body}>
        <div className={styles.document} onKeyDown={shortcuts}>
          {editable ? (
            <PagedEditor pages={autosave.initialPages} onChange={onChange} onEditor={setEditor} />
          ) : (
            <DocumentViewer pages={document.pages} />
          )}
        </div>
        <div className={styles.side}>
          {editable ? <AssistantPane host={assistantHost} user={user} openDocument={generateTarget} /> : null}
          {overviewShown ? (
            <DocumentOverviewPane pages={livePages} editor={editable ? editor : null} storedPageCount={document.pages.length} />
          ) : null}
        </div>
      </div>
      {editable && editor ? (
        <>
          {navigatorShown ? <ParagraphNavigator editor={editor} /> : null}
          <LinkPopover editor={editor} onEdit={link.request} />
          <LinkDialog open={link.dialog.open} initialUrl={link.dialog.initialUrl} onSubmit={link.submit} onCancel={link.cancel} />
          <CitationDialog
            open={citation.dialog.open}
            legalAvailable={user.flags.citation_legal_available}
            initial={citation.dialog.editing?.citation ?? null}
            onSubmit={citation.submit}
            onCancel={citation.cancel}
          />
        </>
      ) : null}
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete document"
        message={DELETE_CONFIRM_MESSAGE}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          if (!readOutMode) {
            actions.trash();
          }
        }}
      />
      {publishing.element}
      {editable ? (
        <ImportDialog
          open={importing !== null}
          onClose={() => setImporting(null)}
          openDocument={{ id: document.id, title, hasContent: importing?.hasContent ?? false }}
          onImported={imported}
        />
      ) : null}
    </section>
  );
};
