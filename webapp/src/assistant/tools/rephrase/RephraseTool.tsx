import { Checkbox, MessageBar, MessageBarBody } from "@fluentui/react-components";
import { useCallback, useMemo, useState } from "react";
import { segmentSentences } from "@wordloom/shared/analysis";
import { FindingCardList } from "../../ui/FindingCardList";
import { ToolSkeleton } from "../../ui/ToolSkeleton";
import { MESSAGES } from "../../messages";
import type { ToolProps } from "../tool-types";
import { DEFAULT_STYLE, DEFAULT_TONE, STYLES, TONES } from "./rephrase-options";
import { rephraseWithModel, simplifyText } from "./rephrase-text";
import { RephraseRow } from "./RephraseRow";
import { ToneStylePickers } from "./ToneStylePickers";
import { useModelConfigured } from "./use-model-status";

/**
 * The Rephrase tool (spec document 3 §2.2, §4.2) on the caret's block: each sentence (or the whole
 * paragraph) rephrased by tone and style with the language model; without one, the readability
 * simplification stands in, and the pane says so.
 */
export const RephraseTool = ({ host, context }: ToolProps) => {
  const configured = useModelConfigured();
  const [tone, setTone] = useState<string>(DEFAULT_TONE);
  const [style, setStyle] = useState<string>(DEFAULT_STYLE);
  const [wholeParagraph, setWholeParagraph] = useState(false);
  const block = context.currentBlock;
  const isTableCell = block?.type === "table-cell";

  const passages = useMemo(() => {
    if (!block) {
      return [];
    }
    if (wholeParagraph && !isTableCell) {
      return [{ blockId: block.id, start: 0, end: block.text.length, text: block.text }];
    }
    return segmentSentences(block.text).map((sentence) => ({
      blockId: block.id,
      start: sentence.start,
      end: sentence.end,
      text: sentence.text,
    }));
  }, [block, wholeParagraph, isTableCell]);

  const blockId = block?.id ?? "";
  const rephrase = useCallback(
    (text: string, signal: AbortSignal) =>
      configured ? rephraseWithModel(text, tone, style, signal) : simplifyText(blockId, text, signal),
    [configured, tone, style, blockId],
  );

  if (configured === null) {
    return <ToolSkeleton />;
  }
  return (
    <div style={{ display: "grid", gap: 12 }}>
      <ToneStylePickers
        tone={tone}
        style={style}
        tones={TONES}
        styles={STYLES}
        disabled={!configured}
        onTone={setTone}
        onStyle={setStyle}
      />
      {configured ? null : (
        <MessageBar intent="info">
          <MessageBarBody>{MESSAGES.modelNeeded}</MessageBarBody>
        </MessageBar>
      )}
      {isTableCell ? null : (
        <Checkbox
          label="Rephrase paragraph"
          checked={wholeParagraph}
          onChange={(_event, data) => setWholeParagraph(data.checked === true)}
        />
      )}
      <FindingCardList label="Original sentences">
        {passages.map((passage) => (
          <RephraseRow key={`${passage.start}:${passage.text}`} host={host} span={passage} rephrase={rephrase} />
        ))}
      </FindingCardList>
    </div>
  );
};
