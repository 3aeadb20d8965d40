import { Title3 } from "@fluentui/react-components";
import { SideloadHelp } from "./SideloadHelp";

/** Shown when the pane is opened outside Word (Office.onReady reports no Word host). */
export const NotInWordScreen = () => (
  <main style={{ display: "grid", gap: 8, padding: 24 }}>
    <Title3 as="h1">Wordloom for Word</Title3>
    <SideloadHelp />
  </main>
);
