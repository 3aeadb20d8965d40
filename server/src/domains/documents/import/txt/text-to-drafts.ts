import type { BlockType } from "@wordloom/shared/model";
import type { BlockDraft } from "../draft";

interface ListMarker {
  htmlType: BlockType;
  rest: string;
}

const BULLET = /^(\s*)[-*•‣◦▪●]\s+(.*)$/u;
const NUMBER = /^(\s*)\d{1,4}[.)]\s+(.*)$/;
/** Two spaces or a tab before a marker make a nested item. */
const isIndented = (indent: string) => indent.includes("\t") || indent.length >= 2;

/** The list item a line starts, if it starts with "- ", "* ", "• " or "1.". */
const listMarker = (line: string): ListMarker | null => {
  const bullet = BULLET.exec(line);
  if (bullet) {
    return { htmlType: isIndented(bullet[1] ?? "") ? "nested-bullet-item" : "bullet-item", rest: bullet[2] ?? "" };
  }
  const number = NUMBER.exec(line);
  if (number) {
    return { htmlType: isIndented(number[1] ?? "") ? "nested-number-item" : "number-item", rest: number[2] ?? "" };
  }
  return null;
};

/** The blocks of one paragraph: list lines become items, other lines join the paragraph or item before. */
const paragraphDrafts = (paragraph: string): BlockDraft[] => {
  const drafts: BlockDraft[] = [];
  let current: BlockDraft | null = null;
  for (const line of paragraph.split("\n")) {
    const marker = listMarker(line);
    if (marker) {
      current = { htmlType: marker.htmlType, runs: [{ text: marker.rest }] };
      drafts.push(current);
    } else if (current) {
      current.runs.push({ text: ` ${line}` });
    } else {
      current = { htmlType: "text", runs: [{ text: line }] };
      drafts.push(current);
    }
  }
  return drafts;
};

/**
 * Plain text as blocks: line endings normalised, blank lines between paragraphs, lines starting
 * "- ", "* ", "• " or "1." as list items (indented ones nested).
 */
export const textToDrafts = (text: string): BlockDraft[] =>
  text
    .replace(/\r\n?/g, "\n")
    .split(/\n(?:[ \t\f\v]*\n)+/)
    .filter((paragraph) => paragraph.trim().length > 0)
    .flatMap(paragraphDrafts);
