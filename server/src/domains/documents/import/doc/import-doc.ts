import WordExtractor from "word-extractor";
import type { BlockDraft } from "../draft";
import { docxToDrafts } from "../docx/import-docx";
import { textToDrafts } from "../txt/text-to-drafts";
import { convertDocToDocx, findSoffice } from "./soffice";

type DocImporterKind = "libreoffice" | "word-extractor";

/**
 * How .doc files are read on this server: through LibreOffice (full formatting, via the .docx
 * path) when `soffice` is installed, otherwise word-extractor's plain text.
 */
export const docImporterKind = (): DocImporterKind => (findSoffice() ? "libreoffice" : "word-extractor");

/** word-extractor gives paragraphs separated by line breaks and no formatting; lists are recognised by their markers. */
const docTextToDrafts = async (bytes: Uint8Array): Promise<BlockDraft[]> => {
  const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return textToDrafts(document.getBody().replace(/\n/g, "\n\n"));
};

/** A Word 97–2003 file as block drafts. */
export const docToDrafts = async (bytes: Uint8Array): Promise<BlockDraft[]> => {
  const soffice = findSoffice();
  if (soffice) {
    return docxToDrafts(await convertDocToDocx(soffice, bytes));
  }
  return docTextToDrafts(bytes);
};
