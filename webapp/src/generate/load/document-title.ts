import { segmentSentences } from "@wordloom/shared/analysis";
import { LIMITS } from "@wordloom/shared/rules";
import { readLine } from "./text-to-pages";

/** Titles shorter than a headline's usual length; longer first sentences are cut at a word. */
const TITLE_MAX_CHARS = 80;

const cutAtWord = (text: string, max: number): string => {
  if (text.length <= max) {
    return text;
  }
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
};

/** A title for generated text: its first heading, else its first sentence (cut to 80 characters), else the fallback. */
export const titleFromText = (text: string, fallback: string): string => {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const heading = lines.map(readLine).find((line) => line.htmlType === "heading-one" || line.htmlType === "heading-two");
  const source = heading?.text ?? segmentSentences(lines[0] ?? "")[0]?.text ?? "";
  const title = cutAtWord(
    source
      .replace(/(\*\*|__)/g, "")
      .replace(/\s+/g, " ")
      .trim(),
    TITLE_MAX_CHARS,
  );
  return (title || fallback).slice(0, LIMITS.document.maxTitleChars);
};
