import { segmentSentences } from "@wordloom/shared/analysis";
import type { Block, BlockType, Fragment, Page, Sentence } from "@wordloom/shared/model";
import { LIMITS } from "@wordloom/shared/rules";
import { newId } from "../../editor";

const { maxBlocksPerPage, maxFragmentChars, maxSentencesPerBlock } = LIMITS.document;

/** One line of generated text, read as a block type and its text (Markdown-style markers removed). */
export const readLine = (line: string): { htmlType: BlockType; text: string } => {
  const heading = /^(#{1,6})\s+(.*)$/.exec(line);
  if (heading) {
    return { htmlType: (heading[1] ?? "#").length === 1 ? "heading-one" : "heading-two", text: heading[2] ?? "" };
  }
  const bullet = /^[-*•]\s+(.*)$/.exec(line);
  if (bullet) {
    return { htmlType: "bullet-item", text: bullet[1] ?? "" };
  }
  const numbered = /^\d{1,3}[.)]\s+(.*)$/.exec(line);
  if (numbered) {
    return { htmlType: "number-item", text: numbered[1] ?? "" };
  }
  return { htmlType: "text", text: line };
};

/** Bold and italic markers of model output (**a**, __a__) are not shown as characters. */
const withoutEmphasisMarkers = (text: string): string => text.replace(/(\*\*|__)(.+?)\1/g, "$2");

const fragmentsOf = (text: string): Fragment[] => {
  const fragments: Fragment[] = [];
  for (let start = 0; start < text.length; start += maxFragmentChars) {
    fragments.push({ text: text.slice(start, start + maxFragmentChars) });
  }
  return fragments;
};

const sentencesOf = (text: string): Sentence[] => {
  const spans = segmentSentences(text).map((span) => span.text);
  // Past the block's sentence limit the rest stays together in its last sentence.
  const kept =
    spans.length > maxSentencesPerBlock
      ? [...spans.slice(0, maxSentencesPerBlock - 1), spans.slice(maxSentencesPerBlock - 1).join(" ")]
      : spans;
  return kept.map((sentence) => ({ id: newId(), text: sentence, fragments: fragmentsOf(sentence) }));
};

/**
 * Generated text as document pages (issue 9 "generate into a document"): each non-empty line is a
 * block, "#" lines headings, "-" and "1." lines list items, the rest paragraphs; sentences come
 * from the shared segmenter. The editor lays the blocks out on pages itself.
 */
export const textToPages = (text: string): Page[] => {
  const blocks: Block[] = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const { htmlType, text: content } = readLine(line);
      return { id: newId(), htmlType, sentences: sentencesOf(withoutEmphasisMarkers(content).trim()) };
    })
    .filter((block) => block.sentences.length > 0);
  if (blocks.length === 0) {
    return [{ blocks: [{ id: newId(), htmlType: "text", sentences: [] }] }];
  }
  const pages: Page[] = [];
  for (let start = 0; start < blocks.length; start += maxBlocksPerPage) {
    pages.push({ blocks: blocks.slice(start, start + maxBlocksPerPage) });
  }
  return pages;
};
