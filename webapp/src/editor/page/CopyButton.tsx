import { Button, Tooltip } from "@fluentui/react-components";
import { CopyRegular } from "@fluentui/react-icons";
import { ERROR_MESSAGES } from "@wordloom/shared/api";

/** Spec document 2 §5 and §8, verbatim. */
const NOTHING_TO_COPY_MESSAGE = "No text available to copy";
const COPIED_MESSAGE = "Text copied to clipboard";

interface CopyButtonProps {
  /** The text to copy, read when clicked. */
  getText: () => string;
  notify: (message: string, intent: "success" | "warning" | "error") => void;
}

type Notify = CopyButtonProps["notify"];

/** Copies text to the clipboard and says so; with no text, says 'No text available to copy'. */
export const copyText = async (text: string, notify: Notify): Promise<void> => {
  if (!text.trim()) {
    notify(NOTHING_TO_COPY_MESSAGE, "warning");
    return;
  }
  try {
    await navigator.clipboard.writeText(text);
    notify(COPIED_MESSAGE, "success");
  } catch {
    notify(ERROR_MESSAGES.INTERNAL, "error");
  }
};

/** Copies the document's text to the clipboard. */
export const CopyButton = ({ getText, notify }: CopyButtonProps) => (
  <Tooltip content="Copy text" relationship="label">
    <Button appearance="subtle" icon={<CopyRegular />} onClick={() => void copyText(getText(), notify)} />
  </Tooltip>
);
