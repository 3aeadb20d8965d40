import { Badge, Button, Field, Input, Text } from "@fluentui/react-components";
import { useState } from "react";
import { api } from "../../api/client";
import { requestBlocks, type AssistantHost } from "../assistant-host";
import { checkableBlocks } from "../findings";
import { outOfTen } from "../review/grades";
import { PaneMessage } from "../ui/PaneMessage";
import { useAiRequest } from "../use-ai-request";
import type { ApiResult } from "../tools/tool-types";

/** Intent detection (spec document 2 §3 documentIntent): intents, a comment and the match score against the topic or title. */
export const IntentView = ({ host }: { host: AssistantHost }) => {
  const [topic, setTopic] = useState("");
  const request = useAiRequest<ApiResult<"detectIntent">>();
  const detect = () => {
    const blocks = checkableBlocks(host.getBlocks());
    const trimmed = topic.trim() || host.getTitle().trim();
    void request.run((signal) =>
      api.detectIntent(
        {
          body: {
            blocks: requestBlocks(blocks.length > 0 ? blocks : host.getBlocks().slice(0, 1)),
            ...(trimmed ? { topic: trimmed } : {}),
          },
        },
        { signal },
      ),
    );
  };
  const { state } = request;
  return (
    <div style={{ display: "grid", gap: 8 }}>
      <Field label="Topic" hint="Empty: the document's title">
        <Input size="small" value={topic} onChange={(_event, data) => setTopic(data.value)} />
      </Field>
      <Button size="small" onClick={detect} disabled={state.status === "loading"}>
        Detect intent
      </Button>
      {state.status === "loading" ? <Text size={200}>Detecting…</Text> : null}
      {state.status === "error" ? <PaneMessage error>{state.failure.message}</PaneMessage> : null}
      {state.status === "done" ? (
        <div role="status" style={{ display: "grid", gap: 4 }}>
          <div style={{ display: "flex", gap: 4, flexWrap: "wrap" }}>
            {state.data.intent.map((intent) => (
              <Badge key={intent} appearance="tint" style={{ textTransform: "capitalize" }}>
                {intent}
              </Badge>
            ))}
          </div>
          <Text size={200}>Match score: {outOfTen(state.data.matchscore)}</Text>
          <Text size={200}>{state.data.comment}</Text>
        </div>
      ) : null}
    </div>
  );
};
