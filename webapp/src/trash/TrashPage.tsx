import { Body1, Button, makeStyles, Title2, Tooltip } from "@fluentui/react-components";
import { ArrowUndoRegular, DeleteDismissRegular } from "@fluentui/react-icons";
import { useState } from "react";
import type { DocumentSummary } from "@wordloom/shared/model";
import { LIMITS } from "@wordloom/shared/rules";
import { useDocuments } from "../documents/public/hooks";
import { DocumentListSkeleton, DocumentRow, EmptyState } from "../documents/public/document-list";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { LoadMoreSentinel } from "../ui/LoadMoreSentinel";
import { DELETE_FOREVER_CONFIRM, EMPTY_TRASH_CONFIRM, useTrashActions } from "./use-trash-actions";

const useStyles = makeStyles({
  header: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "12px", flexWrap: "wrap", marginBottom: "8px" },
  list: { listStyle: "none", margin: "16px 0 0", padding: 0, display: "grid", gap: "8px" },
});

type Confirming = { kind: "one"; document: DocumentSummary } | { kind: "all" } | null;

/** app/trash: deleted documents, with restore, delete permanently and delete all. */
export const TrashPage = () => {
  const styles = useStyles();
  const trash = useDocuments({ sort: "modified_descending", q: "", deleted: true });
  const { restore, destroy, empty } = useTrashActions();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const items = trash.data?.pages.flatMap((page) => page.items) ?? [];
  const total = trash.data?.pages[0]?.total ?? 0;
  const busy = (id: string) =>
    restore.isPending && restore.variables === id ? "Restoring…" : destroy.isPending && destroy.variables === id ? "Deleting…" : null;

  return (
    <section aria-labelledby="trash-heading">
      <div className={styles.header}>
        <Title2 id="trash-heading">Trash</Title2>
        <Button icon={<DeleteDismissRegular />} disabled={total === 0 || empty.isPending} onClick={() => setConfirming({ kind: "all" })}>
          Delete all
        </Button>
      </div>
      <Body1>Documents stay in the trash for {LIMITS.trashRetentionDays} days, then they are deleted permanently.</Body1>
      {trash.isPending ? (
        <DocumentListSkeleton />
      ) : trash.isError ? (
        <EmptyState
          title="Could not load the trash"
          message="There was a problem. Please retry."
          action={{ label: "Retry", onClick: () => void trash.refetch() }}
        />
      ) : items.length === 0 ? (
        <EmptyState title="The trash is empty" message="Deleted documents appear here." />
      ) : (
        <ul className={styles.list} aria-label="Deleted documents">
          {items.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              busyLabel={busy(document.id)}
              actions={
                <>
                  <Tooltip content="Restore" relationship="label">
                    <Button
                      appearance="subtle"
                      icon={<ArrowUndoRegular />}
                      onClick={() => restore.mutate(document.id)}
                      disabled={Boolean(busy(document.id))}
                    />
                  </Tooltip>
                  <Tooltip content="Delete permanently" relationship="label">
                    <Button
                      appearance="subtle"
                      icon={<DeleteDismissRegular />}
                      onClick={() => setConfirming({ kind: "one", document })}
                      disabled={Boolean(busy(document.id))}
                    />
                  </Tooltip>
                </>
              }
            />
          ))}
        </ul>
      )}
      <LoadMoreSentinel hasMore={trash.hasNextPage} loading={trash.isFetchingNextPage} onLoadMore={() => void trash.fetchNextPage()} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === "all" ? "Empty the trash" : "Delete permanently"}
        message={confirming?.kind === "all" ? EMPTY_TRASH_CONFIRM : DELETE_FOREVER_CONFIRM}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming?.kind === "all") {
            empty.mutate();
          } else if (confirming) {
            destroy.mutate(confirming.document.id);
          }
          setConfirming(null);
        }}
      />
    </section>
  );
};
