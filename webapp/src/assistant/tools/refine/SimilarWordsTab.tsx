import { Button, Text } from "@fluentui/react-components";
import { useCallback, useEffect, useState } from "react";
import { api } from "../../../api/client";
import type { AssistantHost, AssistantSelection } from "../../assistant-host";
import { MESSAGES, refineEmptyMessage } from "../../messages";
import { locateSpan } from "../../text-edits";
import { PaneMessage } from "../../ui/PaneMessage";
import { ShowMoreButton } from "../../ui/ShowMoreButton";
import { ToolSkeleton } from "../../ui/ToolSkeleton";
import { useAiRequest } from "../../use-ai-request";
import { useShowMore } from "../../use-show-more";
import type { ApiResult } from "../tool-types";

type SimilarWord = ApiResult<"similarWords">["syns"][number];

const NO_WORDS: SimilarWord[] = [];

interface SimilarWordsTabProps {
  host: AssistantHost;
  selection: AssistantSelection | null;
  blockText: string;
}

/** Similar Words for the selected word (or the word at the caret): 10 at first, then Show more. */
export const SimilarWordsTab = ({ host, selection, blockText }: SimilarWordsTabProps) => {
  const request = useAiRequest<SimilarWord[]>();
  const { run } = request;
  const [problem, setProblem] = useState<string | null>(null);
  const word = selection?.text.trim() ?? "";
  const start = selection?.start;

  useEffect(() => {
    if (!word) {
      return;
    }
    void run(
      async (signal) =>
        (await api.similarWords({ body: { word, text: blockText, title: host.getTitle(), start, pref: "General" } }, { signal })).syns,
    );
    // The context text changes as the user types; the word and its place decide the request.
  }, [host, run, word, start]);

  const words = request.state.status === "done" ? request.state.data : NO_WORDS;
  const showMore = useShowMore(words);

  const replace = useCallback(
    async (replacement: string) => {
      if (!selection) {
        return;
      }
      const current = host.getBlocks().find((block) => block.id === selection.blockId);
      const located = current ? locateSpan(current.text, selection, selection.text) : null;
      if (!located) {
        setProblem(MESSAGES.problem);
        return;
      }
      await host.replaceText(located.blockId, located.start, located.end, replacement, { issueType: "Refine" });
    },
    [host, selection],
  );

  if (!word) {
    return <PaneMessage>Select a word to see similar words.</PaneMessage>;
  }
  if (request.state.status === "idle" || request.state.status === "loading") {
    return <ToolSkeleton />;
  }
  if (request.state.status === "error") {
    return (
      <PaneMessage error>
        {request.state.failure.kind === "failed" ? MESSAGES.similarWordsFailed : request.state.failure.message}
      </PaneMessage>
    );
  }
  if (words.length === 0) {
    return <PaneMessage>{refineEmptyMessage("Similar Words")}</PaneMessage>;
  }
  return (
    <div style={{ display: "grid", gap: 8 }}>
      <Text size={200}>Instead of “{word}”:</Text>
      {problem ? <PaneMessage error>{problem}</PaneMessage> : null}
      <ul aria-label="Similar words" style={{ display: "flex", flexWrap: "wrap", gap: 6, margin: 0, padding: 0, listStyle: "none" }}>
        {showMore.shown.map((similar) => (
          <li key={`${similar.word}-${similar.relation}`}>
            <Button size="small" shape="circular" title={similar.meaning} onClick={() => void replace(similar.word)}>
              {similar.word}
            </Button>
          </li>
        ))}
      </ul>
      {showMore.canToggle ? <ShowMoreButton expanded={showMore.expanded} onToggle={showMore.toggle} /> : null}
    </div>
  );
};
