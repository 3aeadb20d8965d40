import type { AssistantContext, AssistantHost } from "../../assistant-host";
import { requestBlocks } from "../../assistant-host";
import { checkableBlocks } from "../../findings";

export interface GraphViewProps {
  host: AssistantHost;
  context: AssistantContext;
  onBack: () => void;
}

/** The whole document's text, as the score endpoints take it. */
export const documentBody = (host: AssistantHost) => {
  const blocks = checkableBlocks(host.getBlocks());
  // An empty list is refused by the API; one empty block makes the server answer "not enough content".
  return { blocks: blocks.length > 0 ? requestBlocks(blocks) : [{ id: "empty", text: "" }] };
};
