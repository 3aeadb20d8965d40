import { Text } from "@fluentui/react-components";
import { useCallback, useEffect, useState } from "react";
import { MESSAGES } from "../../messages";
import type { AssistantHost } from "../../assistant-host";
import { FindingCard } from "../../ui/FindingCard";
import { FindingCardList } from "../../ui/FindingCardList";
import { PaneMessage } from "../../ui/PaneMessage";
import { ToolSkeleton } from "../../ui/ToolSkeleton";
import { useAiRequest } from "../../use-ai-request";
import { fetchMoreIdioms, type MoreIdiomsAnswer, type MoreIdiomsRequest } from "./more-idioms";

interface MoreIdiomsProps {
  host: AssistantHost;
  more: MoreIdiomsRequest;
  /** The idioms already shown above (found in the text or suggested), which the model must not repeat. */
  shown: readonly string[];
}

/**
 * "More idioms for your context" (spec document 3 §2.3), after the found and suggested idioms: the
 * language model's idioms for the text, each with its meaning and an example; without a model, says so.
 */
export const MoreIdioms = ({ host, more, shown }: MoreIdiomsProps) => {
  const request = useAiRequest<MoreIdiomsAnswer>();
  const { run } = request;
  const [attempt, setAttempt] = useState(0);
  const shownKey = shown.join("\n");

  useEffect(() => {
    void run((signal) => fetchMoreIdioms(more, shownKey ? shownKey.split("\n") : [], signal));
  }, [run, more, shownKey, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const state = request.state;

  return (
    <section aria-label={more.heading} style={{ display: "grid", gap: 8 }}>
      <Text weight="semibold">{more.heading}</Text>
      {state.status === "idle" || state.status === "loading" ? <ToolSkeleton /> : null}
      {state.status === "error" ? (
        <PaneMessage error onRetry={retry}>
          {state.failure.message}
        </PaneMessage>
      ) : null}
      {state.status === "done" && state.data.kind === "no-model" ? <PaneMessage>{MESSAGES.moreIdiomsNeedModel}</PaneMessage> : null}
      {state.status === "done" && state.data.kind === "idioms" && state.data.idioms.length === 0 ? (
        <PaneMessage>{MESSAGES.noMoreIdioms}</PaneMessage>
      ) : null}
      {state.status === "done" && state.data.kind === "idioms" && state.data.idioms.length > 0 ? (
        <FindingCardList label={more.heading}>
          {state.data.idioms.map((item) => (
            <FindingCard key={item.idiom} host={host} span={null} label={`Idiom for your context: ${item.idiom}`}>
              <Text weight="semibold">{item.idiom}</Text>
              <Text size={200}>{item.meaning}</Text>
              <Text size={200} italic>
                {item.example}
              </Text>
            </FindingCard>
          ))}
        </FindingCardList>
      ) : null}
    </section>
  );
};
