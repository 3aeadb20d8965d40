import { Text, tokens } from "@fluentui/react-components";
import { useCallback, useMemo, useState } from "react";
import { api } from "../../../api/client";
import { HIGHLIGHT, HIGHLIGHT_KEYS } from "../../highlight-classes";
import { RephraseRow } from "../../tools/rephrase/RephraseRow";
import { simplifyText } from "../../tools/rephrase/rephrase-text";
import { FindingCardList } from "../../ui/FindingCardList";
import { useHighlights } from "../../use-tool-highlights";
import { BarChart } from "../charts/BarChart";
import { GraphFrame } from "../GraphFrame";
import { qualityRating, type QualityMetric } from "../grades";
import { useGraph } from "../use-graph";
import { documentBody, type GraphViewProps } from "./view-props";
import { weakSentences } from "./weak-sentences";

const METRICS: ReadonlyArray<{
  metric: QualityMetric;
  label: string;
  field: "readScore" | "repetitiveness" | "uniqueness" | "connectives";
}> = [
  { metric: "readability", label: "Readability", field: "readScore" },
  { metric: "repetitiveness", label: "Repetitiveness", field: "repetitiveness" },
  { metric: "uniqueness", label: "Uniqueness", field: "uniqueness" },
  { metric: "connectives", label: "Connectives", field: "connectives" },
];

const weakKey = (sentence: { blockId: string; start: number }) => `${sentence.blockId}:${sentence.start}`;

const barColor = (rating: number) =>
  rating >= 80
    ? tokens.colorPaletteGreenBackground3
    : rating >= 50
      ? tokens.colorPaletteMarigoldBackground3
      : tokens.colorPaletteRedBackground3;

/**
 * The document quality view (spec document 2 §2, §4): four bars, the weak sentences highlighted,
 * and a simpler version of each to accept ('Use It') or discard.
 */
export const QualityView = ({ host, onBack }: GraphViewProps) => {
  const load = useCallback(
    async (signal: AbortSignal) => {
      const blocks = host.getBlocks();
      const result = await api.scoreQuality({ body: documentBody(host) }, { signal });
      return { result, weak: weakSentences(blocks, result.blocks) };
    },
    [host],
  );
  const graph = useGraph(load);
  const [used, setUsed] = useState<ReadonlySet<string>>(new Set());
  const weak = useMemo(
    () => (graph.state.status === "done" ? graph.state.data.weak.filter((sentence) => !used.has(weakKey(sentence))) : []),
    [graph.state, used],
  );
  const highlights = useMemo(
    () =>
      weak.map((sentence) => ({ blockId: sentence.blockId, start: sentence.start, end: sentence.end, className: HIGHLIGHT.weakSentence })),
    [weak],
  );
  useHighlights(host, HIGHLIGHT_KEYS.review, highlights);

  return (
    <GraphFrame title="Quality" state={graph.state} onBack={onBack} onRetry={graph.retry}>
      {({ result: { document } }) => (
        <>
          <BarChart
            title="Document quality"
            bars={METRICS.map(({ metric, label, field }) => {
              const score = document[field] ?? 0;
              const rating = qualityRating(metric, score);
              return { label, value: score, display: `${Math.round(score)}`, color: barColor(rating) };
            })}
          />
          <Text size={200}>
            Reading time: {document.readTime} min · {document.words} words · {document.sentences} sentences
          </Text>
          {weak.length > 0 ? (
            <FindingCardList label="Hard to read">
              {weak.map((sentence) => (
                <RephraseRow
                  key={weakKey(sentence)}
                  host={host}
                  span={sentence}
                  actionLabel="Simplify"
                  rephrase={(text, signal) => simplifyText(sentence.blockId, text, signal)}
                  onUsed={() => setUsed((current) => new Set(current).add(weakKey(sentence)))}
                />
              ))}
            </FindingCardList>
          ) : (
            <Text size={200}>Every sentence reads easily.</Text>
          )}
        </>
      )}
    </GraphFrame>
  );
};
