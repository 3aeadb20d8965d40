import { Button, Radio, RadioGroup, Tab, TabList, Text } from "@fluentui/react-components";
import { useCallback, useState } from "react";
import { api } from "../../../api/client";
import { checkableBlocks } from "../../findings";
import { GraphFrame } from "../GraphFrame";
import { outOfTen } from "../grades";
import { useGraph } from "../use-graph";
import { RATING_TABS, ratingGroup, type RatingTab } from "./rating-tabs";
import { RatingDetails } from "./RatingDetails";
import { blocksBody, documentBody, type GraphViewProps } from "./view-props";

/**
 * The AI rating panel (spec document 2 §2, §3, §9): document or paginated mode, four score tabs,
 * expandable detail rows; scores out of 10 with one decimal, the engagement quotient their mean.
 */
export const EngagementView = ({ host, context, onBack }: GraphViewProps) => {
  const [paginated, setPaginated] = useState(false);
  const [page, setPage] = useState(context.pageIndex);
  const [tab, setTab] = useState<RatingTab>("clarity");
  const pageIndex = paginated ? Math.min(page, context.pageCount - 1) : null;

  const load = useCallback(
    (signal: AbortSignal) => {
      const body = pageIndex === null ? documentBody(host) : blocksBody(host, checkableBlocks(host.getBlocks(pageIndex)));
      return api.rateDocument({ body }, { signal });
    },
    [host, pageIndex],
  );
  const graph = useGraph(load);

  return (
    <GraphFrame
      title="Engagement"
      state={graph.state}
      onBack={onBack}
      onRetry={graph.retry}
      leaveWhenTooShort={!paginated}
      toolbar={
        <>
          <RadioGroup
            layout="horizontal"
            aria-label="Rating mode"
            value={paginated ? "page" : "document"}
            onChange={(_event, data) => setPaginated(data.value === "page")}
          >
            <Radio value="document" label="Document" />
            <Radio value="page" label="Paginated" />
          </RadioGroup>
          {pageIndex !== null ? (
            <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
              <Button size="small" disabled={pageIndex === 0} onClick={() => setPage(pageIndex - 1)}>
                Prev Page
              </Button>
              <Text size={200}>
                Page {pageIndex + 1} of {context.pageCount}
              </Text>
              <Button size="small" disabled={pageIndex >= context.pageCount - 1} onClick={() => setPage(pageIndex + 1)}>
                Next Page
              </Button>
            </div>
          ) : null}
        </>
      }
    >
      {(rating) => (
        <>
          <Text weight="semibold">Engagement quotient: {outOfTen(rating.engagementQuotient)}</Text>
          <TabList
            size="small"
            selectedValue={tab}
            onTabSelect={(_event, data) => {
              const chosen = RATING_TABS.find((entry) => entry.id === data.value);
              if (chosen) {
                setTab(chosen.id);
              }
            }}
          >
            {RATING_TABS.map((entry) => (
              <Tab key={entry.id} value={entry.id}>
                {`${entry.label} ${ratingGroup(rating, entry.id).score.toFixed(1)}`}
              </Tab>
            ))}
          </TabList>
          <RatingDetails group={ratingGroup(rating, tab)} />
        </>
      )}
    </GraphFrame>
  );
};
