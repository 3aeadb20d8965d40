import { Button, Dropdown, Input, makeStyles, Option, Title2 } from "@fluentui/react-components";
import { ArrowUploadRegular, SearchRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { DocumentSummary } from "@wordloom/shared/model";
import { DEFAULT_DOCUMENT_SORT, DOCUMENT_SORTS, type DocumentSort } from "@wordloom/shared/rules";
import { useSession } from "../api/session";
import { appPath, LAST_DOCUMENT_KEY } from "../shell/paths";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { LoadMoreSentinel } from "../ui/LoadMoreSentinel";
import { useDebouncedValue } from "../ui/use-debounced-value";
import { DocumentListSkeleton, EmptyState } from "./DocumentListStates";
import { DocumentRow } from "./DocumentRow";
import { ImportDialog } from "./import-export/ImportDialog";
import { RenameDialog } from "./RenameDialog";
import { useCreateDocument } from "./use-create-document";
import { DELETE_CONFIRM_MESSAGE, useDeleteDocument } from "./use-delete-document";
import { useDocuments } from "./use-documents";

const SEARCH_DEBOUNCE_MS = 400;

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
  const remove = useDeleteDocument();
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
        <Dropdown
          aria-label="Sort documents"
          value={DOCUMENT_SORTS.find((option) => option.value === sort)?.label}
          selectedOptions={[sort]}
          onOptionSelect={(_event, data) => setSort(data.optionValue as DocumentSort)}
        >
          {DOCUMENT_SORTS.map((option) => (
            <Option key={option.value} value={option.value}>
              {option.label}
            </Option>
          ))}
        </Dropdown>
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
              busyLabel={remove.isPending && remove.variables === document.id ? "Deleting…" : null}
              onOpen={() => open(document)}
              onRename={() => setRenaming(document)}
              onDelete={() => setConfirmDelete(document)}
            />
          ))}
        </ul>
      )}
      <LoadMoreSentinel
        hasMore={documents.hasNextPage}
        loading={documents.isFetchingNextPage}
        onLoadMore={() => void documents.fetchNextPage()}
      />
      <RenameDialog document={renaming} onClose={() => setRenaming(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={(document) => open(document)} />
      <ConfirmDialog
        open={confirmDelete !== null}
        title="Delete document"
        message={DELETE_CONFIRM_MESSAGE}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={() => {
          if (confirmDelete) {
            remove.mutate(confirmDelete.id);
          }
          setConfirmDelete(null);
        }}
      />
    </section>
  );
};
