import { Button, makeStyles, Text } from "@fluentui/react-components";
import { ArrowLeftRegular } from "@fluentui/react-icons";
import { useEffect, type ReactNode } from "react";
import { useNotify } from "../../ui/toasts";
import { PaneMessage } from "../ui/PaneMessage";
import { ToolSkeleton } from "../ui/ToolSkeleton";
import type { AiRequestState } from "../use-ai-request";

const useStyles = makeStyles({
  root: { display: "grid", gap: "12px" },
  header: { display: "flex", alignItems: "center", gap: "4px" },
});

interface GraphFrameProps<T> {
  title: string;
  state: AiRequestState<T>;
  onBack: () => void;
  onRetry: () => void;
  children: (data: T) => ReactNode;
  /** Controls shown whatever the state (e.g. the rating's mode toggle). */
  toolbar?: ReactNode;
  /** Too little text: toast and back to the tiles (default), or say so in place. */
  leaveWhenTooShort?: boolean;
}

/**
 * A graph's full view: back arrow and title, then the graph. Too little text (fewer than 5
 * sentences) gives the spec's info toast and goes back to the tiles.
 */
export const GraphFrame = <T,>({ title, state, onBack, onRetry, children, toolbar, leaveWhenTooShort = true }: GraphFrameProps<T>) => {
  const styles = useStyles();
  const notify = useNotify();
  const notEnough = state.status === "error" && state.failure.kind === "not-enough" ? state.failure.message : null;

  useEffect(() => {
    if (notEnough && leaveWhenTooShort) {
      notify(notEnough, "info");
      onBack();
    }
  }, [notEnough, notify, onBack, leaveWhenTooShort]);

  return (
    <section aria-label={title} className={styles.root}>
      <div className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label="Back to graphs" onClick={onBack} />
        <Text weight="semibold" size={400}>
          {title}
        </Text>
      </div>
      {toolbar}
      {state.status === "idle" || state.status === "loading" ? <ToolSkeleton /> : null}
      {notEnough && !leaveWhenTooShort ? <PaneMessage>{notEnough}</PaneMessage> : null}
      {state.status === "error" && !notEnough ? (
        <PaneMessage error onRetry={onRetry}>
          {state.failure.message}
        </PaneMessage>
      ) : null}
      {state.status === "done" ? children(state.data) : null}
    </section>
  );
};
