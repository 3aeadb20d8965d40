import { Tab, TabList } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import { api } from "../../../api/client";
import { requestBlocks, type AssistantBlock } from "../../assistant-host";
import { HIGHLIGHT_KEYS } from "../../highlight-classes";
import type { ToolProps } from "../tool-types";
import { decoratorCards, enhancerCards } from "./refine-items";
import { RefineCardsTab } from "./RefineCardsTab";
import { SimilarWordsTab } from "./SimilarWordsTab";

const TABS = ["Similar Words", "Decorators", "Enhancers"] as const;
type RefineTab = (typeof TABS)[number];

const asBlock = (block: AssistantBlock) => {
  const [sent] = requestBlocks([block]);
  if (!sent) {
    throw new Error("no block");
  }
  return sent;
};

const loadDecorators = async (block: AssistantBlock, signal: AbortSignal) =>
  decoratorCards((await api.suggestDecorators({ body: { block: asBlock(block) } }, { signal })).decorators);
const loadEnhancers = async (block: AssistantBlock, signal: AbortSignal) =>
  enhancerCards((await api.suggestEnhancers({ body: { block: asBlock(block) } }, { signal })).enhancers);

/** The Refine tool (spec document 3 §2.4): Similar Words, Decorators and Enhancers for the caret's block. */
export const RefineTool = ({ host, context }: ToolProps) => {
  const [tab, setTab] = useState<RefineTab>("Similar Words");
  const block = context.currentBlock;

  useEffect(() => {
    host.clearHighlights(HIGHLIGHT_KEYS.tools);
  }, [host, tab]);

  if (!block) {
    return null;
  }
  return (
    <div style={{ display: "grid", gap: 12 }}>
      <TabList
        size="small"
        selectedValue={tab}
        onTabSelect={(_event, data) => {
          const chosen = TABS.find((entry) => entry === data.value);
          if (chosen) {
            setTab(chosen);
          }
        }}
      >
        {TABS.map((entry) => (
          <Tab key={entry} value={entry}>
            {entry}
          </Tab>
        ))}
      </TabList>
      {tab === "Similar Words" ? <SimilarWordsTab host={host} selection={context.selection} blockText={block.text} /> : null}
      {tab === "Decorators" ? (
        <RefineCardsTab key="decorators" host={host} blockId={block.id} tabLabel="Decorators" load={loadDecorators} />
      ) : null}
      {tab === "Enhancers" ? (
        <RefineCardsTab key="enhancers" host={host} blockId={block.id} tabLabel="Enhancers" load={loadEnhancers} />
      ) : null}
    </div>
  );
};
