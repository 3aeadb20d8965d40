import { Button, Input, makeStyles, Select, Title2 } from "@fluentui/react-components";
import { ArrowUploadRegular, SearchRegular } from "@fluentui/react-icons";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { DocumentSummary } from "@wordloom/shared/model";
import { DEFAULT_DOCUMENT_SORT, DOCUMENT_SORTS, type DocumentSort } from "@wordloom/shared/rules";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import { useSession } from "../api/session";
import type { VisibilityRequest } from "../publications/public/VisibilityRequester";
import { useNotify } from "../ui/toasts";
import { appPath, LAST_DOCUMENT_KEY } from "../shell/paths";
import { lazyDialog, preloadWhenIdle } from "../ui/lazy-dialog";
import { LoadMoreSentinel } from "../ui/LoadMoreSentinel";
import { useDebouncedValue } from "../ui/use-debounced-value";
import { DocumentListSkeleton, EmptyState } from "./DocumentListStates";
import { DocumentRow, rowMenu } from "./DocumentRow";
import { useCreateDocument } from "./use-create-document";
import { pendingDeletes } from "./pending-deletes";
import { DELETE_CONFIRM_MESSAGE, useDeleteDocument } from "./use-delete-document";
import { useDocuments } from "./use-documents";

const SEARCH_DEBOUNCE_MS = 400;

// The dialogs load when first opened (or once the list is idle), not with the list.
const renameDialog = lazyDialog(
  () => import("./RenameDialog"),
  (module) => module.RenameDialog,
  (props) => props.document !== null,
);
const importDialog = lazyDialog(
  () => import("./import-export/ImportDialog"),
  (module) => module.ImportDialog,
  (props) => props.open,
);
// Make Public / Make Private loads with the first request.
const visibilityRequester = lazyDialog(
  () => import("../publications/public/VisibilityRequester"),
  (module) => module.VisibilityRequester,
  (props) => props.request !== null,
);
const confirmDialog = lazyDialog(
  () => import("../ui/ConfirmDialog"),
  (module) => module.ConfirmDialog,
  (props) => props.open,
);

const useStyles = makeStyles({
  toolbar: { display: "flex", flexWrap: "wrap", gap: "12px", alignItems: "center", margin: "16px 0" },
  search: { flexGrow: 1, minWidth: "220px", maxWidth: "480px" },
  list: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "8px" },
});

/** app/list: the documents home (spec document 1 §2, document 2 §4). */
export const DocumentsHome = () => {
  const styles = useStyles();
  const session = useSession();
  const navigate = useNavigate();
  const product = session?.user.selectedProduct ?? "writing";
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<DocumentSort>(DEFAULT_DOCUMENT_SORT);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const documents = useDocuments({ sort, q, deleted: false });
  const create = useCreateDocument(product);
  const { remove, undo, pending } = useDeleteDocument();
  // Leaving the list (its Undo goes with it): the waiting deletions go out now.
  useEffect(() => () => pendingDeletes.sendAll(), []);
  useEffect(
    () => preloadWhenIdle(rowMenu.preload, renameDialog.preload, importDialog.preload, confirmDialog.preload, visibilityRequester.preload),
    [],
  );
  const notify = useNotify();
  const [visibilityRequest, setVisibilityRequest] = useState<VisibilityRequest | null>(null);
  const [publishingId, setPublishingId] = useState<string | null>(null);
  const toggleVisibility = (document: DocumentSummary) =>
    setVisibilityRequest((last) => ({
      documentId: document.id,
      visibility: document.visibility === "public" ? "private" : "public",
      key: (last?.key ?? 0) + 1,
    }));
  const requestDelete = (document: DocumentSummary) =>
    // Spec document 2 §4: a public document cannot be deleted.
    document.visibility === "public" ? notify(PUBLISHING_MESSAGES.publicDelete, "warning") : setConfirmDelete(document);
  const [renaming, setRenaming] = useState<DocumentSummary | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<DocumentSummary | null>(null);
  const [importing, setImporting] = useState(false);

  const items = documents.data?.pages.flatMap((page) => page.items) ?? [];
  const open = (document: DocumentSummary) => {
    localStorage.setItem(LAST_DOCUMENT_KEY, document.id);
    navigate(appPath(product, ""));
  };

  return (
    <section aria-labelledby="documents-heading">
      <Title2 id="documents-heading">Documents</Title2>
      <div className={styles.toolbar}>
        <Input
          className={styles.search}
          contentBefore={<SearchRegular />}
          placeholder="Search documents"
          aria-label="Search documents"
          value={search}
          onChange={(_event, data) => setSearch(data.value)}
          type="search"
        />
        <Select aria-label="Sort documents" value={sort} onChange={(_event, data) => setSort(data.value as DocumentSort)}>
          {DOCUMENT_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <Button icon={<ArrowUploadRegular />} onClick={() => setImporting(true)}>
          Import
        </Button>
      </div>
      {documents.isPending ? (
        <DocumentListSkeleton />
      ) : documents.isError ? (
        <EmptyState
          title="Could not load your documents"
          message="There was a problem. Please retry."
          action={{ label: "Retry", onClick: () => void documents.refetch() }}
        />
      ) : items.length === 0 ? (
        q ? (
          <EmptyState title="No matches" message={`No document matches “${q}”.`} />
        ) : (
          <EmptyState
            title="No documents yet"
            message="Create your first document to start writing."
            action={{ label: "New document", onClick: () => create.mutate() }}
          />
        )
      ) : (
        <ul className={styles.list} aria-label="Documents">
          {items.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              busyLabel={pending.has(document.id) ? "Deleting…" : publishingId === document.id ? "Updating…" : null}
              onUndo={pending.get(document.id) === "waiting" ? () => undo(document.id) : undefined}
              onOpen={() => open(document)}
              onRename={() => setRenaming(document)}
              onDelete={() => requestDelete(document)}
              onToggleVisibility={() => toggleVisibility(document)}
            />
          ))}
        </ul>
      )}
      <LoadMoreSentinel
        hasMore={documents.hasNextPage}
        loading={documents.isFetchingNextPage}
        onLoadMore={() => void documents.fetchNextPage()}
      />
      <visibilityRequester.Component
        request={visibilityRequest}
        product={product}
        hasScreenName={Boolean(session?.user.handle)}
        onPendingChange={setPublishingId}
      />
      <renameDialog.Component document={renaming} onClose={() => setRenaming(null)} />
      <importDialog.Component open={importing} onClose={() => setImporting(false)} onImported={(document) => open(document)} />
      <confirmDialog.Component
        open={confirmDelete !== null}
        title="Delete document"
        message={DELETE_CONFIRM_MESSAGE}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={() => {
          if (confirmDelete) {
            remove(confirmDelete.id);
          }
          setConfirmDelete(null);
        }}
      />
    </section>
  );
};
