import { Body1, Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Title2, tokens } from "@fluentui/react-components";
import { useState } from "react";
import type { ReferenceWork } from "@wordloom/shared/model";
import { errorMessage } from "../api/errors";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { Loading } from "../ui/Loading";
import { ReferenceWorksTable } from "./ReferenceWorksTable";
import { ReferenceWorkUpload } from "./ReferenceWorkUpload";
import { useDeleteReferenceWork, useReferenceWorks } from "./use-reference-works";

const useStyles = makeStyles({
  intro: { display: "block", marginBottom: "16px", maxWidth: "720px", color: tokens.colorNeutralForeground2 },
  table: { overflowX: "auto" },
  empty: { display: "grid", justifyItems: "center", gap: "8px", padding: "48px 16px", color: tokens.colorNeutralForeground2 },
  deleteError: { marginBottom: "12px" },
});

/** /admin/reference-works: the published works every plagiarism check compares documents with. */
export const ReferenceWorksPage = () => {
  const styles = useStyles();
  const works = useReferenceWorks();
  const remove = useDeleteReferenceWork();
  const [confirming, setConfirming] = useState<ReferenceWork | null>(null);

  const confirmDelete = () => {
    if (confirming) {
      remove.mutate(confirming.id);
    }
    setConfirming(null);
  };

  return (
    <section aria-labelledby="reference-works-heading">
      <Title2 id="reference-works-heading" as="h2" block>
        Reference works
      </Title2>
      <Body1 className={styles.intro}>
        Published works (speeches, novels, articles) that every plagiarism check compares documents with, beside users' own and public
        documents. A folder of files can also be added on the server with <code>npm run corpus:import &lt;folder&gt;</code>.
      </Body1>
      <ReferenceWorkUpload />
      {remove.isError ? (
        <MessageBar intent="error" className={styles.deleteError}>
          <MessageBarBody>{errorMessage(remove.error)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {works.isPending ? (
        <Loading label="Loading reference works" />
      ) : works.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage(works.error)}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void works.refetch()}>Retry</Button>
          </MessageBarActions>
        </MessageBar>
      ) : works.data.items.length === 0 ? (
        <div role="status" className={styles.empty}>
          <Body1>The reference corpus is empty.</Body1>
          <Body1>Upload a work, and plagiarism checks will find text copied from it.</Body1>
        </div>
      ) : (
        <div className={styles.table} aria-busy={works.isFetching || remove.isPending}>
          <ReferenceWorksTable works={works.data.items} onDelete={setConfirming} />
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Delete reference work?"
        message={`“${confirming?.title ?? ""}” will be removed from the reference corpus, and plagiarism checks will no longer compare documents with it.`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
};
