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
import { FoundIdiomCardView } from "./FoundIdiomCardView";
import { foundIdiomCards, idiomCards, type FoundIdiomCard, type IdiomCard } from "./idiom-items";
import { IdiomCardView } from "./IdiomCardView";
import type { MoreIdiomsRequest } from "./more-idioms";
import { MoreIdioms } from "./MoreIdioms";

const NO_CARDS: IdiomCard[] = [];
const NO_FOUND: FoundIdiomCard[] = [];

/** Both kinds of card move together when an accepted suggestion changes the block's text. */
type AnyIdiomCard = IdiomCard | FoundIdiomCard;

type IdiomsView =
  | { kind: "cards"; found: FoundIdiomCard[]; cards: IdiomCard[]; more: MoreIdiomsRequest; shown: string[] }
  | { kind: "refused"; message: string };

const isSuggestion = (card: AnyIdiomCard): card is IdiomCard => "option" in card;

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
      const { found, suggestions } = await api.suggestIdioms({ body: { blocks: requestBlocks([block]) } }, { signal });
      if (!suggestions.ok) {
        return { kind: "refused", message: suggestions.message };
      }
      const shown = [
        ...found.map((finding) => finding.idiom),
        ...suggestions.suggestions.flatMap((suggestion) => suggestion.idioms.map((option) => option.idiom)),
      ];
      return {
        kind: "cards",
        found: foundIdiomCards(found, block.id),
        cards: idiomCards(suggestions, block.text),
        more: suggestions.moreIdioms,
        shown,
      };
    });
  }, [host, run, blockId, attempt]);

  const view = request.state.status === "done" ? request.state.data : null;
  const cards = view?.kind === "cards" ? view.cards : NO_CARDS;
  const found = view?.kind === "cards" ? view.found : NO_FOUND;
  const showMore = useShowMore(cards);
  const highlights = useMemo(
    () => [...found, ...cards].map((card) => ({ blockId: card.blockId, start: card.start, end: card.end, className: HIGHLIGHT.issue })),
    [found, cards],
  );
  useHighlights(host, HIGHLIGHT_KEYS.tools, highlights);
  const setCards = useCallback(
    (change: (items: AnyIdiomCard[]) => AnyIdiomCard[]) =>
      request.update((current) => {
        if (current.kind !== "cards") {
          return current;
        }
        const changed = change([...current.found, ...current.cards]);
        return {
          ...current,
          found: changed.filter((card): card is FoundIdiomCard => !isSuggestion(card)),
          cards: changed.filter(isSuggestion),
        };
      }),
    [request],
  );
  const { accept, error } = useAccept<AnyIdiomCard>(host, setCards, { issueType: "Idioms" });
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
      {found.length === 0 && cards.length === 0 ? <PaneMessage>{MESSAGES.noIdioms}</PaneMessage> : null}
      {found.length > 0 ? (
        <FindingCardList label={MESSAGES.idiomsFound}>
          {found.map((card) => (
            <FoundIdiomCardView key={card.key} host={host} card={card} />
          ))}
        </FindingCardList>
      ) : null}
      {cards.length > 0 ? <Text weight="semibold">{MESSAGES.idiomsSuggested}</Text> : null}
      {cards.length > 0 ? (
        <FindingCardList label="Idioms">
          {showMore.shown.map((card) => (
            <IdiomCardView key={card.key} host={host} card={card} onReplace={replace} />
          ))}
        </FindingCardList>
      ) : null}
      {showMore.canToggle ? <ShowMoreButton expanded={showMore.expanded} onToggle={showMore.toggle} /> : null}
      {view?.kind === "cards" ? <MoreIdioms host={host} more={view.more} shown={view.shown} /> : null}
    </div>
  );
};
