import { Text } from "@fluentui/react-components";
import { useCallback } from "react";
import { api } from "../../api/client";
import type { AssistantHost } from "../assistant-host";
import { PaneMessage } from "../ui/PaneMessage";
import { ToolSkeleton } from "../ui/ToolSkeleton";
import { useGraph } from "../review/use-graph";

/** Counts of pages, paragraphs, sentences and words, and the reading time (of the saved document). */
export const OverviewCountsView = ({ host }: { host: AssistantHost }) => {
  const load = useCallback((signal: AbortSignal) => api.documentOverview({ body: { docId: host.docId } }, { signal }), [host]);
  const counts = useGraph(load);
  if (counts.state.status === "idle" || counts.state.status === "loading") {
    return <ToolSkeleton />;
  }
  if (counts.state.status === "error") {
    return (
      <PaneMessage error onRetry={counts.retry}>
        {counts.state.failure.message}
      </PaneMessage>
    );
  }
  const { pages, paragraphs, sentences, words, readingTime } = counts.state.data;
  const rows: Array<[string, string]> = [
    ["Pages", String(pages)],
    ["Paragraphs", String(paragraphs)],
    ["Sentences", String(sentences)],
    ["Words", String(words)],
    ["Reading time", readingTime.label],
  ];
  return (
    <dl aria-label="Document counts" style={{ display: "grid", gridTemplateColumns: "1fr auto", gap: "4px 12px", margin: 0 }}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt>
            <Text size={200}>{label}</Text>
          </dt>
          <dd style={{ margin: 0 }}>
            <Text size={200} weight="semibold">
              {value}
            </Text>
          </dd>
        </div>
      ))}
    </dl>
  );
};
