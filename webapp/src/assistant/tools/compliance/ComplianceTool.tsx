import { Tab, TabList } from "@fluentui/react-components";
import { useCallback, useEffect, useMemo, useState } from "react";
import { HIGHLIGHT, HIGHLIGHT_KEYS } from "../../highlight-classes";
import { FindingCardList } from "../../ui/FindingCardList";
import { PaneMessage } from "../../ui/PaneMessage";
import { ToolSkeleton } from "../../ui/ToolSkeleton";
import { useAccept } from "../../use-accept";
import { useAiRequest } from "../../use-ai-request";
import { useHighlights } from "../../use-tool-highlights";
import type { ToolProps } from "../tool-types";
import { ComplianceCard } from "./ComplianceCard";
import { COMPLIANCE_EMPTY, COMPLIANCE_TABS, type ComplianceItem, type ComplianceTab } from "./compliance-items";
import { fetchCompliance } from "./fetch-compliance";
import { MaskAll } from "./MaskAll";
import { PageNavigator } from "./PageNavigator";
import { PlanMessage } from "./PlanMessage";

/**
 * The Compliance tool (spec document 3 §2.6, §4.4, §6): four tabs over one page at a time; each
 * tab change clears the results and refetches; accepting or discarding removes the item.
 */
export const ComplianceTool = ({ host, context, user }: ToolProps) => {
  const [tab, setTab] = useState<ComplianceTab>("pii");
  const [pageIndex, setPageIndex] = useState(context.pageIndex);
  const [attempt, setAttempt] = useState(0);
  const request = useAiRequest<ComplianceItem[]>();
  const { run } = request;
  const pageCount = context.pageCount;

  useEffect(() => {
    const blocks = host.getBlocks(pageIndex).filter((block) => block.text.trim() !== "");
    void run((signal) => fetchCompliance(tab, blocks, signal));
  }, [host, run, tab, pageIndex, attempt]);

  const items = request.state.status === "done" ? request.state.data : null;
  const highlights = useMemo(
    () => (items ?? []).map((item) => ({ blockId: item.blockId, start: item.start, end: item.end, className: HIGHLIGHT.issue })),
    [items],
  );
  useHighlights(host, HIGHLIGHT_KEYS.tools, highlights);
  const { accept, discard, error } = useAccept<ComplianceItem>(host, request.update, { issueType: "Compliance" });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const maskAll = async (chosen: ComplianceItem[]) => {
    // From the end of each block backwards, so earlier offsets stay valid.
    for (const item of [...chosen].sort((left, right) => right.start - left.start)) {
      await accept(item, item.replacements[0] ?? "");
    }
  };

  const body = () => {
    if (request.state.status === "idle" || request.state.status === "loading") {
      return <ToolSkeleton />;
    }
    if (request.state.status === "error") {
      const { failure } = request.state;
      return failure.kind === "plan" ? (
        <PlanMessage accountType={user.accountType} />
      ) : (
        <PaneMessage error onRetry={retry}>
          {failure.message}
        </PaneMessage>
      );
    }
    if (!items || items.length === 0) {
      return <PaneMessage>{COMPLIANCE_EMPTY[tab]}</PaneMessage>;
    }
    return (
      <>
        {tab === "pii" ? <MaskAll items={items} onMask={(chosen) => void maskAll(chosen)} /> : null}
        <FindingCardList label={COMPLIANCE_TABS.find((entry) => entry.id === tab)?.label ?? tab}>
          {items.map((item) => (
            <ComplianceCard
              key={item.key}
              host={host}
              tab={tab}
              item={item}
              onAccept={(chosen, replacement) => void accept(chosen, replacement)}
              onDiscard={discard}
            />
          ))}
        </FindingCardList>
      </>
    );
  };

  return (
    <div style={{ display: "grid", gap: 12 }}>
      <TabList
        size="small"
        selectedValue={tab}
        onTabSelect={(_event, data) => {
          const chosen = COMPLIANCE_TABS.find((entry) => entry.id === data.value);
          if (chosen) {
            setTab(chosen.id);
          }
        }}
      >
        {COMPLIANCE_TABS.map((entry) => (
          <Tab key={entry.id} value={entry.id}>
            {entry.label}
          </Tab>
        ))}
      </TabList>
      <PageNavigator pageIndex={Math.min(pageIndex, pageCount - 1)} pageCount={pageCount} onChange={setPageIndex} />
      {error ? <PaneMessage error>{error}</PaneMessage> : null}
      {body()}
    </div>
  );
};
