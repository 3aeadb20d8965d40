import { Divider, Text } from "@fluentui/react-components";
import type { AssistantHost } from "../assistant-host";
import { IntentView } from "./IntentView";
import { OverviewCountsView } from "./OverviewCountsView";
import { SummaryView } from "./SummaryView";

/** The Overview mode (spec document 2 §2): counts, reading time, intent detection and summarise. */
export const OverviewPanel = ({ host }: { host: AssistantHost }) => (
  <section aria-label="Overview" style={{ display: "grid", gap: 12 }}>
    <OverviewCountsView host={host} />
    <Divider />
    <Text weight="semibold">Intent</Text>
    <IntentView host={host} />
    <Divider />
    <Text weight="semibold">Summary</Text>
    <SummaryView host={host} />
  </section>
);
