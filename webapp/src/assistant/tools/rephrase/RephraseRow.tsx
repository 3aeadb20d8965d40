import { Button, makeStyles, Spinner, Text, tokens } from "@fluentui/react-components";
import { useState } from "react";
import type { AssistantHost } from "../../assistant-host";
import { MESSAGES } from "../../messages";
import { locateSpan, type TextSpan } from "../../text-edits";
import { useAiRequest } from "../../use-ai-request";
import { useHoverFocus } from "../../use-hover-focus";

const useStyles = makeStyles({
  row: {
    display: "grid",
    gap: "6px",
    padding: "8px 10px",
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    listStyleType: "none",
  },
  preview: { padding: "6px 8px", backgroundColor: tokens.colorPaletteGreenBackground1, borderRadius: tokens.borderRadiusSmall },
  actions: { display: "flex", gap: "6px" },
});

interface RephraseRowProps {
  host: AssistantHost;
  /** The original passage: one sentence, or the whole paragraph. */
  span: TextSpan & { text: string };
  rephrase: (text: string, signal: AbortSignal) => Promise<string | null>;
  /** The button that asks for the new version. */
  actionLabel?: string;
  /** After Use It replaced the passage. */
  onUsed?: () => void;
}

/** Spec document 3 §4.2: sentence → loading → rephrased preview → Use It or Discard. */
export const RephraseRow = ({ host, span, rephrase, actionLabel = "Rephrase", onUsed }: RephraseRowProps) => {
  const styles = useStyles();
  const hover = useHoverFocus(host, span);
  const request = useAiRequest<string | null>();
  const [problem, setProblem] = useState<string | null>(null);
  const { state } = request;

  const applyRephrased = async (rephrased: string) => {
    const current = host.getBlocks().find((block) => block.id === span.blockId);
    const located = current ? locateSpan(current.text, span, span.text) : null;
    if (!located) {
      setProblem(MESSAGES.problem);
      return;
    }
    await host.replaceText(span.blockId, located.start, located.end, rephrased, { issueType: "Rephrase" });
    request.reset();
    onUsed?.();
  };

  return (
    <li className={styles.row} aria-label={`Sentence: ${span.text}`} {...hover}>
      <Text size={200}>{span.text}</Text>
      {state.status === "loading" ? <Spinner size="tiny" label="Rephrasing…" /> : null}
      {state.status === "done" && state.data !== null ? (
        <>
          <Text size={200} className={styles.preview} aria-label="Rephrased">
            {state.data}
          </Text>
          <div className={styles.actions}>
            <Button size="small" appearance="primary" onClick={() => void applyRephrased(state.data ?? "")}>
              Use It
            </Button>
            <Button size="small" appearance="subtle" onClick={request.reset}>
              Discard
            </Button>
          </div>
        </>
      ) : null}
      {state.status === "done" && state.data === null ? <Text size={200}>{MESSAGES.noSimplification}</Text> : null}
      {state.status === "error" ? (
        <Text size={200} role="alert">
          {state.failure.kind === "failed" ? MESSAGES.temporarilyDown : state.failure.message}
        </Text>
      ) : null}
      {problem ? <Text role="alert">{problem}</Text> : null}
      {state.status === "idle" || state.status === "error" ? (
        <div className={styles.actions}>
          <Button size="small" onClick={() => void request.run((signal) => rephrase(span.text, signal))}>
            {actionLabel}
          </Button>
        </div>
      ) : null}
    </li>
  );
};
