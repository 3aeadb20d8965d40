import { MessageBar, MessageBarBody, Switch, Text } from "@fluentui/react-components";
import { useCallback, useEffect, useMemo, useState } from "react";
import { api } from "../../../api/client";
import { classifyAiFailure } from "../../ai-failure";
import { requestBlocks } from "../../assistant-host";
import { checkableBlocks, inReadingOrder } from "../../findings";
import { HIGHLIGHT, HIGHLIGHT_KEYS } from "../../highlight-classes";
import { MESSAGES } from "../../messages";
import { PaneMessage } from "../../ui/PaneMessage";
import { ToolSkeleton } from "../../ui/ToolSkeleton";
import { useFindingListStyles } from "../../ui/FindingCard";
import { useAccept } from "../../use-accept";
import { useAiRequest } from "../../use-ai-request";
import { useHighlights } from "../../use-tool-highlights";
import type { ToolProps } from "../tool-types";
import { GrammarCard, type GrammarItem } from "./GrammarCard";
import { canCheckDocument, type GrammarScope } from "./grammar-scope";

/** The Grammar tool (spec document 3 §2.7, §4.3): the page's issues as cards, or the document's for gold plans. */
export const GrammarTool = ({ host, context, user, desktop }: ToolProps) => {
  const styles = useFindingListStyles();
  const [scope, setScope] = useState<GrammarScope>("page");
  const [fellBack, setFellBack] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Style suggestions ("in order to", "utilize") are not errors: the server sends them only on request.
  const [includeStyle, setIncludeStyle] = useState(false);
  // The server ran out of its time budget and checked only some blocks.
  const [partial, setPartial] = useState(false);
  const request = useAiRequest<GrammarItem[]>();
  const { run } = request;
  const pageIndex = scope === "page" ? context.pageIndex : null;

  useEffect(() => {
    const blocks = checkableBlocks(pageIndex === null ? host.getBlocks() : host.getBlocks(pageIndex));
    void run(async (signal) => {
      if (blocks.length === 0) {
        return [];
      }
      const answer = await api.checkGrammar(
        { body: { blocks: requestBlocks(blocks), ...(includeStyle ? { includeStyle } : {}) } },
        { signal },
      );
      setPartial(answer.partial === true);
      return inReadingOrder(answer.results, blocks);
    }).then((outcome) => {
      // Spec document 3 §4.3: a failed document check falls back to page mode and stays there.
      if (
        outcome.status === "failed" &&
        pageIndex === null &&
        user.can.checkDocumentGrammar &&
        classifyAiFailure(outcome.error).kind === "failed"
      ) {
        setFellBack(true);
        setScope("page");
      }
    });
  }, [host, run, pageIndex, attempt, user.can.checkDocumentGrammar, includeStyle]);

  const items = request.state.status === "done" ? request.state.data : null;
  const highlights = useMemo(
    () =>
      (items ?? []).map((item) => ({
        blockId: item.blockId,
        start: item.start,
        end: item.end,
        className: item.kind === "style" ? HIGHLIGHT.styleSuggestion : HIGHLIGHT.issue,
      })),
    [items],
  );
  useHighlights(host, HIGHLIGHT_KEYS.tools, highlights);
  const { accept, discard, error } = useAccept<GrammarItem>(host, request.update, { issueType: "Grammar" });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const onAccept = useCallback((item: GrammarItem, replacement: string) => void accept(item, replacement), [accept]);

  return (
    <div style={{ display: "grid", gap: 12 }}>
      {canCheckDocument(user, desktop, fellBack) ? (
        <Switch
          label="Check the whole document"
          checked={scope === "document"}
          onChange={(_event, data) => setScope(data.checked ? "document" : "page")}
        />
      ) : null}
      <Switch label="Show style suggestions" checked={includeStyle} onChange={(_event, data) => setIncludeStyle(data.checked)} />
      <Text size={200}>{scope === "document" ? "Whole document" : `Page ${context.pageIndex + 1} of ${context.pageCount}`}</Text>
      {fellBack ? (
        <MessageBar intent="warning">
          <MessageBarBody>{MESSAGES.temporarilyDown}</MessageBarBody>
        </MessageBar>
      ) : null}
      {partial && request.state.status === "done" ? (
        <MessageBar intent="info">
          <MessageBarBody>{MESSAGES.partialCheck}</MessageBarBody>
        </MessageBar>
      ) : null}
      {error ? <PaneMessage error>{error}</PaneMessage> : null}
      {request.state.status === "loading" || request.state.status === "idle" ? <ToolSkeleton /> : null}
      {request.state.status === "error" ? (
        <PaneMessage error onRetry={retry}>
          {request.state.failure.message}
        </PaneMessage>
      ) : null}
      {items && items.length === 0 ? <PaneMessage>{MESSAGES.noGrammar}</PaneMessage> : null}
      {items && items.length > 0 ? (
        <ul aria-label="Grammar suggestions" className={styles.list}>
          {items.map((item) => (
            <GrammarCard key={item.key} host={host} item={item} onAccept={onAccept} onDiscard={discard} />
          ))}
        </ul>
      ) : null}
    </div>
  );
};
