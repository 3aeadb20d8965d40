import { Button, Text } from "@fluentui/react-components";
import { api } from "../../api/client";
import { requestBlocks, type AssistantHost } from "../assistant-host";
import { checkableBlocks } from "../findings";
import { PaneMessage } from "../ui/PaneMessage";
import { useAiRequest } from "../use-ai-request";

/** Summarise (spec document 2 §2): an extractive summary; it needs at least 5 sentences. */
export const SummaryView = ({ host }: { host: AssistantHost }) => {
  const request = useAiRequest<string>();
  const summarise = () => {
    const blocks = checkableBlocks(host.getBlocks());
    void request.run(
      async (signal) =>
        (
          await api.summarizeDocument(
            { body: { blocks: requestBlocks(blocks.length > 0 ? blocks : host.getBlocks().slice(0, 1)) } },
            { signal },
          )
        ).summary,
    );
  };
  const { state } = request;
  return (
    <div style={{ display: "grid", gap: 8 }}>
      <Button size="small" onClick={summarise} disabled={state.status === "loading"}>
        Summarise
      </Button>
      {state.status === "loading" ? <Text size={200}>Summarising…</Text> : null}
      {state.status === "error" ? <PaneMessage error={state.failure.kind !== "not-enough"}>{state.failure.message}</PaneMessage> : null}
      {state.status === "done" ? (
        <Text size={200} role="status">
          {state.data}
        </Text>
      ) : null}
    </div>
  );
};
