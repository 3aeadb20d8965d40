import { Caption1, tokens } from "@fluentui/react-components";
import type { AutosaveStatus } from "./autosave/autosave-controller";
import { useStoreValue, type ValueStore } from "./value-store";

/** The spec's three save states (document 2 §4), and Wordloom's two for saves that wait or were refused. */
const SAVE_STATUS_LABELS: Record<AutosaveStatus, string> = {
  idle: "",
  saving: "Saving started",
  saved: "Saving completed",
  updated: "Document updated",
  retrying: "Not saved yet: your changes are kept on this device and saved when the connection returns",
  stopped: "Your changes could not be saved; they are kept on this device",
};

/** The autosave state, announced politely to screen readers. */
export const SaveStatus = ({ status }: { status: AutosaveStatus }) => (
  <Caption1
    role="status"
    aria-live="polite"
    data-save-status={status}
    style={{
      color: status === "retrying" || status === "stopped" ? tokens.colorPaletteDarkOrangeForeground1 : tokens.colorNeutralForeground3,
      minWidth: 120,
    }}
  >
    {SAVE_STATUS_LABELS[status]}
  </Caption1>
);

/** The status line of the open document's autosave, following its status store. */
export const LiveSaveStatus = ({ status }: { status: ValueStore<AutosaveStatus> }) => <SaveStatus status={useStoreValue(status)} />;
