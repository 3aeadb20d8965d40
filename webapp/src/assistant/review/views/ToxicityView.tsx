import { Text, tokens } from "@fluentui/react-components";
import { useCallback } from "react";
import { api } from "../../../api/client";
import { BarChart } from "../charts/BarChart";
import { GraphFrame } from "../GraphFrame";
import { useGraph } from "../use-graph";
import { documentBody, type GraphViewProps } from "./view-props";

const LABEL_COLORS = {
  "Not toxic": tokens.colorPaletteGreenBackground3,
  "Mildly toxic": tokens.colorPaletteMarigoldBackground3,
  Toxic: tokens.colorPaletteDarkOrangeBackground3,
  "Highly toxic": tokens.colorPaletteRedBackground3,
} as const;

const LEVELS = ["Not toxic", "Mildly toxic", "Toxic", "Highly toxic"] as const;

/** Toxicity of the document and how many sentences fall in each level. */
export const ToxicityView = ({ host, onBack }: GraphViewProps) => {
  const load = useCallback((signal: AbortSignal) => api.scoreToxicity({ body: documentBody(host) }, { signal }), [host]);
  const graph = useGraph(load);
  return (
    <GraphFrame title="Toxicity" state={graph.state} onBack={onBack} onRetry={graph.retry}>
      {({ document }) => {
        const levels = LEVELS.map((label) => [label, document.counts[label]] as const);
        return (
          <>
            <Text size={500} weight="semibold" role="status">
              {Math.round(document.toxicity)}% · {document.label}
            </Text>
            <BarChart
              title="Sentences by toxicity"
              max={Math.max(1, document.sentences)}
              bars={levels.map(([label, count]) => ({ label, value: count, display: String(count), color: LABEL_COLORS[label] }))}
            />
          </>
        );
      }}
    </GraphFrame>
  );
};
