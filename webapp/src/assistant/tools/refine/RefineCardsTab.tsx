import { useCallback, useEffect, useMemo, useState } from "react";
import type { AssistantBlock, AssistantHost } from "../../assistant-host";
import { HIGHLIGHT, HIGHLIGHT_KEYS } from "../../highlight-classes";
import { MESSAGES, refineEmptyMessage } from "../../messages";
import { locateSpan } from "../../text-edits";
import { FindingCardList } from "../../ui/FindingCardList";
import { PaneMessage } from "../../ui/PaneMessage";
import { ShowMoreButton } from "../../ui/ShowMoreButton";
import { ToolSkeleton } from "../../ui/ToolSkeleton";
import { useAiRequest } from "../../use-ai-request";
import { useShowMore } from "../../use-show-more";
import { useHighlights } from "../../use-tool-highlights";
import { movedChoice, shiftCard, type RefineCard, type RefineChoice } from "./refine-items";
import { RefineCardView } from "./RefineCardView";

const NO_CARDS: RefineCard[] = [];

interface RefineCardsTabProps {
  host: AssistantHost;
  blockId: string;
  /** "Decorators" or "Enhancers" (the empty message names the tab). */
  tabLabel: string;
  load: (block: AssistantBlock, signal: AbortSignal) => Promise<RefineCard[]>;
}

/** The Decorators or Enhancers tab: candidate cards for the caret's block; choosing rewrites the phrase. */
export const RefineCardsTab = ({ host, blockId, tabLabel, load }: RefineCardsTabProps) => {
  const request = useAiRequest<RefineCard[]>();
  const { run } = request;
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const block = host.getBlocks().find((candidate) => candidate.id === blockId);
    if (block) {
      void run((signal) => load(block, signal));
    }
  }, [host, run, load, blockId]);

  const cards = request.state.status === "done" ? request.state.data : NO_CARDS;
  const showMore = useShowMore(cards);
  const highlights = useMemo(
    () => cards.map((card) => ({ blockId: card.blockId, start: card.start, end: card.end, className: HIGHLIGHT.issue })),
    [cards],
  );
  useHighlights(host, HIGHLIGHT_KEYS.tools, highlights);

  const choose = useCallback(
    async (card: RefineCard, choice: RefineChoice) => {
      setProblem(null);
      const current = host.getBlocks().find((candidate) => candidate.id === card.blockId);
      const located = current ? locateSpan(current.text, card, card.text) : null;
      if (!located) {
        setProblem(MESSAGES.problem);
        return;
      }
      const placed = movedChoice(choice, located.start - card.start);
      const edit = { blockId: card.blockId, start: placed.start, end: placed.end, text: placed.replacement };
      await host.replaceText(edit.blockId, edit.start, edit.end, edit.text, { issueType: "Refine" });
      request.update((items) =>
        items.flatMap((item) => {
          const shifted = item.key === card.key ? null : shiftCard(item, edit);
          return shifted ? [shifted] : [];
        }),
      );
    },
    [host, request],
  );

  if (request.state.status === "idle" || request.state.status === "loading") {
    return <ToolSkeleton />;
  }
  if (request.state.status === "error") {
    return <PaneMessage error>{request.state.failure.message}</PaneMessage>;
  }
  if (cards.length === 0) {
    return <PaneMessage>{refineEmptyMessage(tabLabel)}</PaneMessage>;
  }
  return (
    <div style={{ display: "grid", gap: 8 }}>
      {problem ? <PaneMessage error>{problem}</PaneMessage> : null}
      <FindingCardList label={tabLabel}>
        {showMore.shown.map((card) => (
          <RefineCardView key={card.key} host={host} card={card} onChoose={(chosen, choice) => void choose(chosen, choice)} />
        ))}
      </FindingCardList>
      {showMore.canToggle ? <ShowMoreButton expanded={showMore.expanded} onToggle={showMore.toggle} /> : null}
    </div>
  );
};
