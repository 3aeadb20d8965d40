import { Dropdown, Option } from "@fluentui/react-components";
import { useCallback, useState } from "react";
import { api } from "../../../api/client";
import { BarChart } from "../charts/BarChart";
import { GraphFrame } from "../GraphFrame";
import { useGraph } from "../use-graph";
import type { GraphViewProps } from "./view-props";

const EMOTION_COLORS: Record<string, string> = {
  anger: "#d13438",
  disgust: "#8764b8",
  fear: "#5c2e91",
  joy: "#ffaa44",
  neutral: "#8a8886",
  sadness: "#0078d4",
  surprise: "#00b7c3",
};

/** The emotions mix of the document, or of one page (spec document 2 §3 Emotions). */
export const EmotionsView = ({ host, onBack }: GraphViewProps) => {
  const load = useCallback((signal: AbortSignal) => api.scoreEmotions({ body: { docId: host.docId } }, { signal }), [host]);
  const graph = useGraph(load);
  const [page, setPage] = useState<number | null>(null);

  return (
    <GraphFrame title="Emotions" state={graph.state} onBack={onBack} onRetry={graph.retry}>
      {(data) => {
        const mix = page === null ? data.document : (data.pages.find((entry) => entry.pageIndex === page)?.document ?? []);
        const label = page === null ? "Whole document" : `Page ${page + 1}`;
        return (
          <>
            {data.pages.length > 1 ? (
              <Dropdown
                aria-label="Emotions of"
                size="small"
                value={label}
                selectedOptions={[String(page ?? "all")]}
                onOptionSelect={(_event, option) =>
                  setPage(option.optionValue === "all" || option.optionValue === undefined ? null : Number(option.optionValue))
                }
              >
                <Option value="all">Whole document</Option>
                {data.pages.map((entry) => (
                  <Option key={entry.pageIndex} value={String(entry.pageIndex)}>{`Page ${entry.pageIndex + 1}`}</Option>
                ))}
              </Dropdown>
            ) : null}
            <BarChart
              title={`Emotions (${label.toLowerCase()})`}
              bars={mix.map((emotion) => ({
                label: emotion.name,
                value: emotion.value,
                display: `${Math.round(emotion.value)}%`,
                color: EMOTION_COLORS[emotion.name],
              }))}
            />
          </>
        );
      }}
    </GraphFrame>
  );
};
