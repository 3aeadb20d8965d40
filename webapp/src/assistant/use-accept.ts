import { useCallback, useState } from "react";
import type { AssistantHost, ReplaceOptions } from "./assistant-host";
import { MESSAGES } from "./messages";
import { locateSpan, shiftSpans, type TextEdit, type TextSpan } from "./text-edits";

interface Acceptable extends TextSpan {
  key: string;
  /** The words the finding is about, as the analysis saw them. */
  text: string;
}

/**
 * Accepting a suggestion: finds the finding's words in the block as it is now, replaces them,
 * removes the card and shifts the other findings of the block by the length difference.
 */
export const useAccept = <T extends Acceptable>(
  host: AssistantHost,
  setItems: (change: (items: T[]) => T[]) => void,
  options: ReplaceOptions = {},
) => {
  const [error, setError] = useState<string | null>(null);
  const { issueType } = options;

  const accept = useCallback(
    async (item: T, replacement: string) => {
      setError(null);
      const current = host.getBlocks().find((block) => block.id === item.blockId);
      const located = current ? locateSpan(current.text, item, item.text) : null;
      if (!located) {
        setError(MESSAGES.problem);
        setItems((items) => items.filter((other) => other.key !== item.key));
        return;
      }
      const edit: TextEdit = { blockId: item.blockId, start: located.start, end: located.end, text: replacement };
      try {
        await host.replaceText(edit.blockId, edit.start, edit.end, edit.text, issueType ? { issueType } : {});
      } catch {
        setError(MESSAGES.problem);
        return;
      }
      setItems((items) =>
        shiftSpans(
          items.filter((other) => other.key !== item.key),
          edit,
        ),
      );
    },
    [host, setItems, issueType],
  );

  const discard = useCallback((item: T) => setItems((items) => items.filter((other) => other.key !== item.key)), [setItems]);
  return { accept, discard, error };
};
