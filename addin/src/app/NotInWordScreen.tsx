import { Body1, Title3 } from "@fluentui/react-components";

/** Shown when the pane is opened outside Word (Office.onReady reports no Word host). */
export const NotInWordScreen = () => (
  <main style={{ display: "grid", gap: 8, padding: 24 }}>
    <Title3 as="h1">Wordloom for Word</Title3>
    <Body1>This pane works inside Microsoft Word. Open Word and choose Check with Wordloom on the Home tab.</Body1>
  </main>
);
