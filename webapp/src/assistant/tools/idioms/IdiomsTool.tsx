import { Text } from "@fluentui/react-components";
import { useCallback, useEffect, useMemo, useState } from "react";
import { api } from "../../../api/client";
import { requestBlocks } from "../../assistant-host";
import { HIGHLIGHT, HIGHLIGHT_KEYS } from "../../highlight-classes";
import { MESSAGES } from "../../messages";
import { FindingCardList } from "../../ui/FindingCardList";
import { PaneMessage } from "../../ui/PaneMessage";
import { ShowMoreButton } from "../../ui/ShowMoreButton";
import { ToolSkeleton } from "../../ui/ToolSkeleton";
import { useAccept } from "../../use-accept";
import { useAiRequest } from "../../use-ai-request";
import { useShowMore } from "../../use-show-more";
import { useHighlights } from "../../use-tool-highlights";
import type { ToolProps } from "../tool-types";
import { idiomCards, type IdiomCard } from "./idiom-items";
import { IdiomCardView } from "./IdiomCardView";

const NO_CARDS: IdiomCard[] = [];

type IdiomsView =
  | { kind: "cards"; cards: IdiomCard[]; more: { heading: string; needsModel: boolean; sentences: string[] } }
  | { kind: "refused"; message: string };

/** The Idioms tool (spec document 3 §2.3, §4.2, §5) on the caret's block. */
export const IdiomsTool = ({ host, context }: ToolProps) => {
  const request = useAiRequest<IdiomsView>();
  const { run } = request;
  const [attempt, setAttempt] = useState(0);
  const blockId = context.currentBlock?.id ?? null;

  useEffect(() => {
    const block = host.getBlocks().find((candidate) => candidate.id === blockId);
    if (!block) {
      return;
    }
    void run(async (signal): Promise<IdiomsView> => {
      const { suggestions } = await api.suggestIdioms({ body: { blocks: requestBlocks([block]) } }, { signal });
      if (!suggestions.ok) {
        return { kind: "refused", message: suggestions.message };
      }
      return { kind: "cards", cards: idiomCards(suggestions, block.text), more: suggestions.moreIdioms };
    });
  }, [host, run, blockId, attempt]);

  const view = request.state.status === "done" ? request.state.data : null;
  const cards = view?.kind === "cards" ? view.cards : NO_CARDS;
  const showMore = useShowMore(cards);
  const highlights = useMemo(
    () => cards.map((card) => ({ blockId: card.blockId, start: card.start, end: card.end, className: HIGHLIGHT.issue })),
    [cards],
  );
  useHighlights(host, HIGHLIGHT_KEYS.tools, highlights);
  const setCards = useCallback(
    (change: (items: IdiomCard[]) => IdiomCard[]) =>
      request.update((current) => (current.kind === "cards" ? { ...current, cards: change(current.cards) } : current)),
    [request],
  );
  const { accept, error } = useAccept<IdiomCard>(host, setCards, { issueType: "Idioms" });
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
  if (view?.kind === "refused") {
    return <PaneMessage>{view.message}</PaneMessage>;
  }
  // The sentence's other cards overlap the rewrite, so accepting drops them too.
  const replace = (card: IdiomCard) => void accept(card, card.option.rephraseSent);
  return (
    <div style={{ display: "grid", gap: 8 }}>
      {error ? <PaneMessage error>{error}</PaneMessage> : null}
      {cards.length === 0 ? <PaneMessage>{MESSAGES.noIdioms}</PaneMessage> : null}
      {cards.length > 0 ? (
        <FindingCardList label="Idioms">
          {showMore.shown.map((card) => (
            <IdiomCardView key={card.key} host={host} card={card} onReplace={replace} />
          ))}
        </FindingCardList>
      ) : null}
      {showMore.canToggle ? <ShowMoreButton expanded={showMore.expanded} onToggle={showMore.toggle} /> : null}
      {view?.kind === "cards" && view.more.sentences.length > 0 ? (
        <section aria-label={MESSAGES.moreIdioms} style={{ display: "grid", gap: 4 }}>
          <Text weight="semibold">{MESSAGES.moreIdioms}</Text>
          {view.more.needsModel ? <Text size={200}>These suggestions need a configured language model.</Text> : null}
        </section>
      ) : null}
    </div>
  );
};
