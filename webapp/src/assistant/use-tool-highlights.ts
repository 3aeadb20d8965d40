import { useEffect } from "react";
import type { AssistantHighlight, AssistantHost } from "./assistant-host";

/** Paints a tool's or view's findings as highlight group `key`, and removes them when it closes. */
export const useHighlights = (host: AssistantHost, key: string, highlights: readonly AssistantHighlight[]) => {
  useEffect(() => {
    host.showHighlights(key, highlights);
  }, [host, key, highlights]);
  useEffect(() => () => host.clearHighlights(key), [host, key]);
};
