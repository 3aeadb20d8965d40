import { Body1, Button, Field, makeStyles, MessageBar, MessageBarBody, ProgressBar } from "@fluentui/react-components";
import { ArrowUploadRegular } from "@fluentui/react-icons";
import { useRef, type ChangeEvent } from "react";
import { REFERENCE_WORK_ACCEPT } from "@wordloom/shared/api";
import { errorMessage } from "../api/errors";
import { useUploadReferenceWork } from "./use-reference-works";

const useStyles = makeStyles({
  root: { display: "grid", gap: "12px", marginBottom: "16px", maxWidth: "640px" },
  row: { display: "flex", alignItems: "center", gap: "12px", flexWrap: "wrap" },
  hidden: { display: "none" },
});

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/** Add a work: pick a .txt, .md or .docx file; the upload shows its progress, then the server reads and fingerprints it. */
export const ReferenceWorkUpload = () => {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const { upload, cancel, phase, progress, error, added, reset } = useUploadReferenceWork();
  const busy = phase !== "idle";

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) {
      reset();
      upload(file);
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <Button appearance="primary" icon={<ArrowUploadRegular />} disabled={busy} onClick={() => input.current?.click()}>
          Upload a work
        </Button>
        <Body1>.txt, .md or .docx, up to 10 MB.</Body1>
        <input
          ref={input}
          className={styles.hidden}
          type="file"
          accept={REFERENCE_WORK_ACCEPT}
          onChange={choose}
          aria-label="Choose a reference work to upload"
        />
      </div>
      {phase === "uploading" ? (
        <div className={styles.row}>
          <Field label={`Uploading… ${Math.round(progress * 100)}%`} validationState="none" style={{ flexGrow: 1 }}>
            <ProgressBar value={progress} max={1} aria-label="Upload progress" />
          </Field>
          <Button onClick={cancel}>Cancel</Button>
        </div>
      ) : null}
      {phase === "reading" ? (
        <Field label="Reading and fingerprinting…" validationState="none">
          <ProgressBar aria-label="Reading the work" />
        </Field>
      ) : null}
      {error && !isAbort(error) ? (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage(error)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {added && !busy ? (
        <MessageBar intent="success">
          <MessageBarBody>
            Added “{added.title}” ({added.wordCount.toLocaleString()} words). Plagiarism checks compare documents with it from now on.
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
};
