import { Button, Spinner, Text } from "@fluentui/react-components";
import { useEffect, useState } from "react";

/** Spec document 2 §2: after 10 seconds the loading screen offers a reload. */
export const SLOW_LOADING_MS = 10_000;
export const SLOW_LOADING_MESSAGE = "Its taking longer than usual. Reload?";

export interface InitializingScreenProps {
  /** Defaults to reloading the page. */
  onReload?: () => void;
}

/** The editor's loading screen: 'Initializing', and a reload offer when it takes too long. */
export const InitializingScreen = ({ onReload = () => window.location.reload() }: InitializingScreenProps) => {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" style={{ display: "grid", placeItems: "center", gap: 16, minHeight: "40vh" }}>
      <Spinner label="Initializing" />
      {slow ? (
        <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
          <Text>{SLOW_LOADING_MESSAGE}</Text>
          <Button appearance="primary" onClick={onReload}>
            Reload
          </Button>
        </div>
      ) : null}
    </div>
  );
};
