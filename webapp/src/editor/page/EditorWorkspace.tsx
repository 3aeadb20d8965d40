import { Button, makeStyles, tokens } from "@fluentui/react-components";
import { ArrowLeftRegular } from "@fluentui/react-icons";
import { useQueryClient } from "@tanstack/react-query";
import type { Editor } from "@tiptap/core";
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import type { DocumentDetail, Page, User } from "@wordloom/shared/model";
import { api } from "../../api/client";
import { DocumentViewer, EDITING_NOT_ALLOWED } from "../../documents/DocumentPage";
import { DELETE_CONFIRM_MESSAGE } from "../../documents/use-delete-document";
import { DOCUMENTS_QUERY_KEY } from "../../documents/use-documents";
import { appPath } from "../../shell/paths";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useNotify } from "../../ui/toasts";
import { editorDocToPages, PagedEditor, pagesToEditorDoc, useEditorLayout } from "../core";
import { useAutosave } from "./autosave/use-autosave";
import { CitationDialog } from "./citation/CitationDialog";
import { CitationList } from "./citation/CitationList";
import { useCitationActions } from "./citation/use-citation-actions";
import { useCitationFormatting, type FormatCitations } from "./citation/use-citation-formatting";
import { CopyButton, copyText } from "./CopyButton";
import { DocumentOptionsMenu } from "./DocumentOptionsMenu";
import { documentPlainText } from "./document-text";
import { LinkDialog } from "./link/LinkDialog";
import { LinkPopover } from "./link/LinkPopover";
import { useLinkActions } from "./link/use-link-actions";
import { ParagraphNavigator } from "./navigator/ParagraphNavigator";
import { overviewCounts } from "./overview-counts";
import { OverviewCounts } from "./OverviewCounts";
import { documentAccess, editingAllowed } from "./permissions";
import { SaveStatus } from "./SaveStatus";
import { TitleBar } from "./TitleBar";
import { Toolbar } from "./toolbar/Toolbar";
import { useDocumentActions } from "./use-document-actions";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", minWidth: 0 },
  body: { display: "flex", alignItems: "flex-start", gap: "16px", flexWrap: "wrap" },
  document: { flex: "1 1 640px", minWidth: 0, overflowX: "auto" },
  pane: {
    flex: "0 0 260px",
    position: "sticky",
    top: "64px",
    display: "grid",
    gap: "20px",
    padding: "16px",
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
});

const formatCitations: FormatCitations = async (citations) => (await api.formatCitations({ body: { citations } })).citations;

export interface EditorWorkspaceProps {
  document: DocumentDetail;
  user: User;
}

/** The editor screen for one document (mount with `key={document.id}`). */
export const EditorWorkspace = ({ document, user }: EditorWorkspaceProps) => {
  const styles = useStyles();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const product = user.selectedProduct;
  const editable = editingAllowed(documentAccess(document), user.id);
  const warn = useCallback((message: string) => notify(message, "warning"), [notify]);
  const notifyError = useCallback((message: string) => notify(message, "error"), [notify]);

  const [editor, setEditor] = useState<Editor | null>(null);
  const autosave = useAutosave({
    document,
    userId: user.id,
    readOnly: !editable,
    onRebase: (rebased) => {
      setPages(rebased);
      editor?.chain().setMeta("addToHistory", false).setContent(pagesToEditorDoc(rebased)).run();
    },
  });
  const [pages, setPages] = useState<Page[]>(autosave.initialPages);
  const layout = useEditorLayout(editor);
  const counts = useMemo(() => overviewCounts(pages, editable ? layout.pageCount : document.pages.length), [pages, layout.pageCount, editable, document.pages.length]);

  const link = useLinkActions(editor, warn);
  const citation = useCitationActions(editor, warn);
  useCitationFormatting(editable ? editor : null, formatCitations);
  const actions = useDocumentActions({ documentId: document.id, userId: user.id, product, notifyError });

  const [renameRequest, setRenameRequest] = useState(0);
  const [overviewShown, setOverviewShown] = useState(true);
  const [navigatorShown, setNavigatorShown] = useState(true);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

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
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }), [queryClient]);

  const onChange = useCallback(
    (_doc: unknown, next: Page[]) => {
      setPages(next);
      autosave.update(next);
    },
    [autosave],
  );

  const plainText = () => documentPlainText(editor && editable ? editorDocToPages(editor.state.doc) : pages);
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
        save={actions.rename}
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
            {editable ? <SaveStatus status={autosave.status} /> : null}
            <CopyButton getText={plainText} notify={notify} />
            <DocumentOptionsMenu
              editable={editable}
              overviewShown={overviewShown}
              navigatorShown={navigatorShown}
              onRename={() => setRenameRequest((count) => count + 1)}
              onCopy={() => void copyText(plainText(), notify)}
              onToggleOverview={() => setOverviewShown((shown) => !shown)}
              onToggleNavigator={() => setNavigatorShown((shown) => !shown)}
              onDelete={() => setConfirmingDelete(true)}
            />
          </>
        }
      />
      {editable ? <Toolbar editor={editor} flags={user.flags} warn={warn} openLink={link.request} openCitation={citation.request} /> : null}
      <div className={styles.body}>
        <div className={styles.document} onKeyDown={shortcuts}>
          {editable ? <PagedEditor pages={autosave.initialPages} onChange={onChange} onEditor={setEditor} /> : <DocumentViewer pages={document.pages} />}
        </div>
        {overviewShown ? (
          <aside aria-label="Document overview" className={styles.pane}>
            <OverviewCounts counts={counts} />
            {editor ? <CitationList editor={editor} /> : null}
          </aside>
        ) : null}
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
          actions.trash();
        }}
      />
    </section>
  );
};
