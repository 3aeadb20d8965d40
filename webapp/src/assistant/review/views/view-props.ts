import type { AssistantBlock, AssistantContext, AssistantHost } from "../../assistant-host";
import { requestBlocks } from "../../assistant-host";
import { checkableBlocks } from "../../findings";

export interface GraphViewProps {
  host: AssistantHost;
  context: AssistantContext;
  onBack: () => void;
}

/** Blocks as the score endpoints take them, with the document's current title (the AI rating reads it). */
export const blocksBody = (host: AssistantHost, blocks: readonly AssistantBlock[]) => {
  const title = host.getTitle().trim();
  // An empty list is refused by the API; one empty block makes the server answer "not enough content".
  return { blocks: blocks.length > 0 ? requestBlocks(blocks) : [{ id: "empty", text: "" }], ...(title ? { title } : {}) };
};

/** The whole document's text, as the score endpoints take it. */
export const documentBody = (host: AssistantHost) => blocksBody(host, checkableBlocks(host.getBlocks()));
