import { REFERENCE_WORK_MAX_BYTES } from "@wordloom/shared/api";
import { documentBlocks } from "@wordloom/shared/analysis";
import { K } from "@wordloom/shared/analysis/plagiarism";
import { detectImportKind } from "../../documents/import/detect-file-kind";
import type { FileParser } from "../../documents/import/import-pool";
import { decodeText } from "../../documents/import/txt/decode-text";
import { looksLikeMarkdown, markdownToText } from "./markdown-to-text";
import { referenceEmpty, referenceTooLarge, referenceUnreadable, referenceUnsupported } from "./reference-corpus-errors";

const WORD = /[\p{L}\p{N}]+/gu;

const withWords = (text: string): string => {
  if ((text.match(WORD) ?? []).length < K) {
    throw referenceEmpty();
  }
  return text;
};

/** A .docx read by the document import's parser (worker threads, time and memory limits); blocks become paragraphs. */
const docxText = async (bytes: Uint8Array, parser: FileParser): Promise<string> => {
  try {
    const pages = await parser.parse(bytes, "docx");
    return documentBlocks(pages)
      .map((block) => block.text)
      .join("\n\n");
  } catch (error) {
    throw referenceUnreadable(error);
  }
};

/**
 * The prose of an uploaded reference work. The kind comes from the bytes, never the name: a .docx
 * goes through the document import's parser, text is decoded (UTF-8, or UTF-16 with a byte-order
 * mark) and Markdown is reduced to its prose. Anything else is refused (415), a damaged or wordless
 * file answers 422, a file over 10 MB 413.
 */
export const readReferenceFile = async (bytes: Uint8Array, parser: FileParser): Promise<string> => {
  if (bytes.byteLength > REFERENCE_WORK_MAX_BYTES) {
    throw referenceTooLarge();
  }
  const kind = await detectImportKind(bytes);
  if (kind === "docx") {
    return withWords(await docxText(bytes, parser));
  }
  if (kind !== "txt") {
    throw referenceUnsupported();
  }
  const text = decodeText(bytes);
  if (text === null) {
    throw referenceUnreadable();
  }
  return withWords(looksLikeMarkdown(text) ? markdownToText(text) : text);
};
