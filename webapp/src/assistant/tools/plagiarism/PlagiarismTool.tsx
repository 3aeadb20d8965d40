import { Link, Text } from "@fluentui/react-components";
import { EMPTY_CORPUS_HINT, searchedSummary } from "@wordloom/shared/rules";
import type { PlagiarismSearched } from "@wordloom/shared/model";
import { useCallback, useEffect, useMemo, useState } from "react";
import { api } from "../../../api/client";
import type { AiFailure } from "../../ai-failure";
import { HIGHLIGHT_KEYS } from "../../highlight-classes";
import { MESSAGES, plagiarismPlanMessage } from "../../messages";
import { FindingCard } from "../../ui/FindingCard";
import { FindingCardList } from "../../ui/FindingCardList";
import { PaneMessage } from "../../ui/PaneMessage";
import { ToolSkeleton } from "../../ui/ToolSkeleton";
import { useAiRequest } from "../../use-ai-request";
import { useHighlights } from "../../use-tool-highlights";
import type { ToolProps } from "../tool-types";
import { plagiarisedSentences, plagiarismBand, type PlagiarisedSentence } from "./plagiarism-items";
import { PlagiarismScore } from "./PlagiarismScore";

interface PlagiarismView {
  score: number | null;
  sentences: PlagiarisedSentence[];
  searched: PlagiarismSearched;
}

/** Under the score: what was compared, and how the reference corpus is filled when it is empty. */
const SearchedNote = ({ searched }: { searched: PlagiarismSearched }) => (
  <div style={{ display: "grid", gap: 4 }}>
    <Text size={200}>{searchedSummary(searched)}</Text>
    {searched.referenceWorks === 0 ? <Text size={200}>{EMPTY_CORPUS_HINT}</Text> : null}
  </div>
);

/** Spec document 3 §8: a 403 names the plan; other failures the server's message or "Unable to check Plagiarism". */
const failureText = (failure: AiFailure) =>
  failure.kind === "limit" || failure.kind === "plan" ? plagiarismPlanMessage() : MESSAGES.unableToCheckPlagiarism;

/**
 * The Plagiarism tool (spec document 3 §2.5): the saved page is checked against public documents,
 * the user's own and the organisation's, and the reference corpus (never against itself).
 */
export const PlagiarismTool = ({ host, context }: ToolProps) => {
  const request = useAiRequest<PlagiarismView>();
  const { run } = request;
  const [attempt, setAttempt] = useState(0);
  const { pageIndex } = context;

  useEffect(() => {
    // The spans name saved blocks; any block of the document may hold them.
    const blocks = host.getBlocks();
    void run(async (signal) => {
      const result = await api.checkPlagiarism({ body: { docId: host.docId, pageIndex } }, { signal });
      return { score: result.score, sentences: plagiarisedSentences(result, blocks), searched: result.searched };
    });
  }, [host, run, pageIndex, attempt]);

  const view = request.state.status === "done" ? request.state.data : null;
  const highlights = useMemo(
    () =>
      (view?.sentences ?? []).flatMap((sentence) => {
        const band = plagiarismBand(sentence.score);
        return band ? [{ blockId: sentence.blockId, start: sentence.start, end: sentence.end, className: band }] : [];
      }),
    [view],
  );
  useHighlights(host, HIGHLIGHT_KEYS.tools, highlights);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (request.state.status === "idle" || request.state.status === "loading") {
    return <ToolSkeleton />;
  }
  if (request.state.status === "error" || !view) {
    return (
      <div style={{ display: "grid", gap: 8 }}>
        <PlagiarismScore score={null} />
        <PaneMessage error onRetry={retry}>
          {request.state.status === "error" ? failureText(request.state.failure) : MESSAGES.unableToCheckPlagiarism}
        </PaneMessage>
      </div>
    );
  }
  return (
    <div style={{ display: "grid", gap: 12 }}>
      <PlagiarismScore score={view.score} />
      <SearchedNote searched={view.searched} />
      {view.score === null ? <PaneMessage error>{MESSAGES.unableToCheckPlagiarism}</PaneMessage> : null}
      {view.score !== null && view.sentences.length === 0 ? <PaneMessage>{MESSAGES.noPlagiarism}</PaneMessage> : null}
      {view.sentences.length > 0 ? (
        <FindingCardList label="Plagiarised sentences">
          {view.sentences.map((sentence) => (
            <FindingCard key={sentence.key} host={host} span={sentence} label={`Plagiarised: ${sentence.text}`}>
              <Text size={200} weight="semibold">
                {Math.round(sentence.score)}% match
              </Text>
              <Text size={200}>“{sentence.text}”</Text>
              {sentence.sources.map((source) => (
                <Text key={`${source.description}-${source.url ?? ""}`} size={200}>
                  {source.description} ({Math.round(source.score)}%){" "}
                  {source.url ? (
                    <Link href={source.url} target="_blank" rel="noopener noreferrer">
                      Source
                    </Link>
                  ) : null}
                </Text>
              ))}
            </FindingCard>
          ))}
        </FindingCardList>
      ) : null}
    </div>
  );
};
