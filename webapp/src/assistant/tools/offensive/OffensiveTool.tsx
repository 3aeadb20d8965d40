import { Button, Text } from "@fluentui/react-components";
import { useCallback, useEffect, useMemo, useState } from "react";
import { api } from "../../../api/client";
import { requestBlocks } from "../../assistant-host";
import { inReadingOrder, type Keyed } from "../../findings";
import { HIGHLIGHT, HIGHLIGHT_KEYS } from "../../highlight-classes";
import { MESSAGES } from "../../messages";
import { FindingCard, useFindingListStyles } from "../../ui/FindingCard";
import { PaneMessage } from "../../ui/PaneMessage";
import { ToolSkeleton } from "../../ui/ToolSkeleton";
import { useAccept } from "../../use-accept";
import { useAiRequest } from "../../use-ai-request";
import { useHighlights } from "../../use-tool-highlights";
import type { ApiResult, ToolProps } from "../tool-types";

type OffensiveFinding = ApiResult<"checkOffensive">["results"][string][number];
type OffensiveItem = Keyed<OffensiveFinding>;

/** What each severity means to the writer. */
const SEVERITY_LABEL: Record<OffensiveFinding["severity"], string> = {
  high: "Offensive language",
  medium: "Insult aimed at a person",
  low: "Mild profanity",
};

/**
 * The Offensive tool (spec document 2 §2, §4): the caret block's flagged words with a replace-with
 * list; replacing one updates the block and saves with issue type Abusive.
 */
export const OffensiveTool = ({ host, context }: ToolProps) => {
  const styles = useFindingListStyles();
  const request = useAiRequest<OffensiveItem[]>();
  const { run } = request;
  const [attempt, setAttempt] = useState(0);
  const block = context.currentBlock;
  const blockId = block?.id ?? null;

  useEffect(() => {
    const current = host.getBlocks().find((candidate) => candidate.id === blockId);
    if (!current) {
      return;
    }
    void run(async (signal) => {
      const answer = await api.checkOffensive({ body: { blocks: requestBlocks([current]) } }, { signal });
      return inReadingOrder(answer.results, [current]);
    });
  }, [host, run, blockId, attempt]);

  const items = request.state.status === "done" ? request.state.data : null;
  const highlights = useMemo(
    () => (items ?? []).map((item) => ({ blockId: item.blockId, start: item.start, end: item.end, className: HIGHLIGHT.offender })),
    [items],
  );
  useHighlights(host, HIGHLIGHT_KEYS.tools, highlights);
  const { accept, discard, error } = useAccept<OffensiveItem>(host, request.update, { issueType: "Abusive" });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (request.state.status === "idle" || request.state.status === "loading") {
    return <ToolSkeleton />;
  }
  if (request.state.status === "error") {
    return (
      <PaneMessage error onRetry={retry}>
        {request.state.failure.message}
      </PaneMessage>
    );
  }
  if (!items || items.length === 0) {
    return <PaneMessage>{MESSAGES.offensiveNotFound}</PaneMessage>;
  }
  return (
    <div style={{ display: "grid", gap: 8 }}>
      {error ? <PaneMessage error>{error}</PaneMessage> : null}
      <ul aria-label="Offensive words" className={styles.list}>
        {items.map((item) => (
          <FindingCard
            key={item.key}
            host={host}
            span={item}
            label={`Offensive: ${item.word}`}
            actions={
              <>
                {item.replacements.map((replacement) => (
                  <Button
                    key={replacement}
                    size="small"
                    shape="circular"
                    appearance="primary"
                    onClick={() => void accept(item, replacement)}
                  >
                    {replacement}
                  </Button>
                ))}
                <Button size="small" appearance="subtle" onClick={() => discard(item)}>
                  Discard
                </Button>
              </>
            }
          >
            <Text weight="semibold">{item.word}</Text>
            <Text size={200}>{SEVERITY_LABEL[item.severity]}</Text>
            <Text size={200}>{item.replacements.length > 0 ? "Replace with:" : "No replacement suggested; consider rewording."}</Text>
          </FindingCard>
        ))}
      </ul>
    </div>
  );
};
