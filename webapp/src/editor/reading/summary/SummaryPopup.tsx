import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
} from "@fluentui/react-components";
import { SUMMARY_TOO_SHORT_MESSAGE, type SummaryLoader } from "./summary-types";
import { useSummary, type SummaryState } from "./use-summary";

const useStyles = makeStyles({
  surface: { maxWidth: "min(720px, 96vw)" },
  sentences: { margin: 0, paddingLeft: "20px", lineHeight: 1.6, display: "flex", flexDirection: "column", gap: "8px" },
});

export interface SummaryPopupProps {
  /** Calls the server's summary endpoint (see isSummaryAvailable: without an engine, do not render this). */
  load: SummaryLoader;
  open: boolean;
  onClose: () => void;
}

const SummaryBody = ({ state, styles }: { state: SummaryState; styles: ReturnType<typeof useStyles> }) => {
  switch (state.status) {
    case "idle":
    case "loading":
      return <Spinner label="Summarising…" data-testid="summary-loading" />;
    case "too-short":
      return (
        <MessageBar intent="info" data-testid="summary-too-short">
          <MessageBarBody>{SUMMARY_TOO_SHORT_MESSAGE}</MessageBarBody>
        </MessageBar>
      );
    case "error":
      return (
        <MessageBar intent="error" data-testid="summary-error">
          <MessageBarBody>{state.message}</MessageBarBody>
        </MessageBar>
      );
    case "ready":
      return (
        <ol className={styles.sentences} data-testid="summary-sentences" aria-label="Summary">
          {state.sentences.map((sentence, index) => (
            <li key={index}>{sentence}</li>
          ))}
        </ol>
      );
  }
};

/** The Summary popup (spec document 2 §2): loading, the summary's sentences, too short, or the error with Retry. */
export const SummaryPopup = ({ load, open, onClose }: SummaryPopupProps) => {
  const styles = useStyles();
  const { state, retry } = useSummary(load, open);
  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Summary</DialogTitle>
          <DialogContent aria-live="polite">
            <SummaryBody state={state} styles={styles} />
          </DialogContent>
          <DialogActions>
            {state.status === "error" ? <Button onClick={retry}>Retry</Button> : null}
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
