import { Button, makeStyles, Text, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";

const useStyles = makeStyles({
  root: {
    display: "grid",
    justifyItems: "center",
    gap: "8px",
    padding: "24px 8px",
    textAlign: "center",
    color: tokens.colorNeutralForeground2,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface PaneMessageProps {
  children: ReactNode;
  /** An error: read out at once, in red, with a Retry button when `onRetry` is given. */
  error?: boolean;
  onRetry?: () => void;
}

/** An empty state or a failure inside the pane. */
export const PaneMessage = ({ children, error = false, onRetry }: PaneMessageProps) => {
  const styles = useStyles();
  return (
    <div role={error ? "alert" : "status"} className={styles.root}>
      <Text className={error ? styles.error : undefined}>{children}</Text>
      {onRetry ? (
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
};
