import { Text } from "@fluentui/react-components";
import { useCallback, useMemo } from "react";
import { api } from "../../../api/client";
import { HIGHLIGHT, HIGHLIGHT_KEYS } from "../../highlight-classes";
import { useHighlights } from "../../use-tool-highlights";
import { Gauge } from "../charts/Gauge";
import { GraphFrame } from "../GraphFrame";
import { GRADE_LABELS, POSITIVITY_BANDS, positivityGrade } from "../grades";
import { useGraph } from "../use-graph";
import { documentBody, type GraphViewProps } from "./view-props";

/** The positivity gauge with its grade bands (spec document 2 §2, §4); negative sentences highlighted. */
export const PositivityView = ({ host, onBack }: GraphViewProps) => {
  const load = useCallback((signal: AbortSignal) => api.scorePositivity({ body: documentBody(host) }, { signal }), [host]);
  const graph = useGraph(load);
  const data = graph.state.status === "done" ? graph.state.data : null;
  const highlights = useMemo(
    () =>
      Object.values(data?.blocks ?? {}).flatMap((block) =>
        block.sentences
          .filter((sentence) => sentence.negativity !== null)
          .map((sentence) => ({ blockId: block.blockId, start: sentence.start, end: sentence.end, className: HIGHLIGHT.negativeSentence })),
      ),
    [data],
  );
  useHighlights(host, HIGHLIGHT_KEYS.review, highlights);

  return (
    <GraphFrame title="Positivity" state={graph.state} onBack={onBack} onRetry={graph.retry}>
      {({ document }) => {
        const value = document.avgPositivity ?? 0;
        const grade = document.grade ?? positivityGrade(value);
        return (
          <>
            <Gauge label="Positivity" value={value} bands={POSITIVITY_BANDS} caption={`${Math.round(value)} · ${GRADE_LABELS[grade]}`} />
            <Text size={200}>
              Negative sentences: {document.negative.somewhat} somewhat, {document.negative.highly} highly, {document.negative.extremely}{" "}
              extremely (of {document.sentences}).
            </Text>
          </>
        );
      }}
    </GraphFrame>
  );
};
