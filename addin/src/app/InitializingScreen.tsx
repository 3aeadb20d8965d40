import { Button, Spinner, Text } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import { ADDIN_DEFAULTS, INITIALIZING_LABEL, SLOW_INIT_MESSAGE } from "./defaults";
import { SideloadHelp } from "./SideloadHelp";

export interface InitializingScreenProps {
  onReload?: () => void;
}

/**
 * 'Initializing', and after 10 s 'Its taking longer than usual. Reload?' (spec document 2 §2), with
 * why it may never start: the pane runs inside Word (a browser tab without Office.js, or where
 * Office.js never reports a host, would spin forever), and where the steps to add it to Word are.
 */
export const InitializingScreen = ({ onReload = () => window.location.reload() }: InitializingScreenProps) => {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), ADDIN_DEFAULTS.initTimeoutMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" style={{ display: "grid", placeItems: "center", gap: 16, padding: 24, minHeight: "60vh" }}>
      <Spinner label={INITIALIZING_LABEL} />
      {slow ? (
        <div style={{ display: "grid", justifyItems: "center", gap: 8, textAlign: "center" }}>
          <Text>{SLOW_INIT_MESSAGE}</Text>
          <Button appearance="primary" onClick={onReload}>
            Reload
          </Button>
          <SideloadHelp />
        </div>
      ) : null}
    </div>
  );
};
