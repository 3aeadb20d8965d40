import { Text, tokens } from "@fluentui/react-components";
import { useCallback } from "react";
import { api } from "../../../api/client";
import { BarChart } from "../charts/BarChart";
import { GraphFrame } from "../GraphFrame";
import { useGraph } from "../use-graph";
import { documentBody, type GraphViewProps } from "./view-props";

/** Facts versus emotions (spec document 2 §4: More Emotions, More Facts or Balanced). */
export const FactsView = ({ host, onBack }: GraphViewProps) => {
  const load = useCallback((signal: AbortSignal) => api.scoreFacts({ body: documentBody(host) }, { signal }), [host]);
  const graph = useGraph(load);
  return (
    <GraphFrame title="Fact vs Emotions" state={graph.state} onBack={onBack} onRetry={graph.retry}>
      {({ document }) => (
        <>
          <Text size={500} weight="semibold" role="status">
            {document.label}
          </Text>
          <BarChart
            title="Facts and emotions"
            bars={[
              { label: "Facts", value: document.factual, display: `${Math.round(document.factual)}%`, color: tokens.colorBrandBackground },
              {
                label: "Emotions",
                value: document.emotional,
                display: `${Math.round(document.emotional)}%`,
                color: tokens.colorPaletteBerryBackground3,
              },
            ]}
          />
        </>
      )}
    </GraphFrame>
  );
};
