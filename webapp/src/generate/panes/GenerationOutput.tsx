import { Badge, Button, MessageBar, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from "@fluentui/react-components";
import { ArrowClockwiseRegular, StopRegular } from "@fluentui/react-icons";
import { ConfigureList } from "../status/AiStatusNote";
import { useAiStatus } from "../status/use-ai-status";
import { LoadToEditorButton } from "../load/LoadToEditorButton";
import { GENERATE_MESSAGES } from "../messages";
import type { Generation, GenerationState } from "../use-generation";

const useStyles = makeStyles({
  root: { display: "grid", gap: "12px" },
  text: {
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
    padding: "16px",
    minHeight: "120px",
    maxHeight: "60vh",
    overflowY: "auto",
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    lineHeight: tokens.lineHeightBase400,
  },
  actions: { display: "flex", gap: "8px", flexWrap: "wrap", alignItems: "center" },
});

interface GenerationOutputProps {
  generation: Generation;
  /** The new document's title when the text gives none. */
  fallbackTitle: string;
}

const Failure = ({ state }: { state: GenerationState }) => {
  const status = useAiStatus();
  const failure = state.failure;
  if (!failure) {
    return null;
  }
  const configure =
    failure.kind === "needs-model" ? (failure.configure.length > 0 ? failure.configure : (status.data?.configure ?? [])) : [];
  return (
    <MessageBar intent={failure.kind === "needs-model" ? "warning" : "error"} layout="multiline" role="alert">
      <MessageBarBody>
        {failure.kind === "needs-model" ? <MessageBarTitle>{GENERATE_MESSAGES.needsModel}</MessageBarTitle> : null}
        {failure.message}
        <ConfigureList items={configure} />
      </MessageBarBody>
    </MessageBar>
  );
};

/**
 * What a creation pane wrote: the text as it streams in (rendered as text), the offline engine's
 * draft label, failures in the spec's words, and Load To Editor and Re-Generate.
 */
export const GenerationOutput = ({ generation, fallbackTitle }: GenerationOutputProps) => {
  const styles = useStyles();
  const { state, noData, canRegenerate, regenerate, stop } = generation;
  const streaming = state.status === "streaming";
  if (state.status === "idle") {
    return null;
  }
  return (
    <section className={styles.root} aria-label="Generated text">
      {state.result?.draft ? (
        <Badge appearance="tint" color="warning" data-draft-label>
          {GENERATE_MESSAGES.draftLabel}
        </Badge>
      ) : null}
      {noData ? (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{GENERATE_MESSAGES.noData}</MessageBarBody>
        </MessageBar>
      ) : null}
      {streaming && !state.text ? <Spinner size="tiny" label={GENERATE_MESSAGES.generating} /> : null}
      {state.text ? (
        <div className={styles.text} data-generated-text aria-busy={streaming} aria-live={streaming ? "off" : "polite"}>
          {state.text}
        </div>
      ) : null}
      <Failure state={state} />
      {state.status === "stopped" ? (
        <MessageBar intent="info">
          <MessageBarBody>{GENERATE_MESSAGES.stopped}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <LoadToEditorButton text={state.text} fallbackTitle={fallbackTitle} disabled={streaming || !state.text.trim()} />
        {streaming ? (
          <Button icon={<StopRegular />} onClick={stop}>
            Stop
          </Button>
        ) : (
          <Button icon={<ArrowClockwiseRegular />} onClick={regenerate} disabled={!canRegenerate}>
            Re-Generate
          </Button>
        )}
      </div>
    </section>
  );
};
