import { PagesSchema, type Page } from "@wordloom/shared/model";
import { draftsToBlocks } from "./build/blocks";
import { paginate } from "./build/paginate";
import { docToDrafts } from "./doc/import-doc";
import { docxToDrafts } from "./docx/import-docx";
import type { BlockDraft, ImportKind } from "./draft";
import { importFailed } from "./import-errors";
import { pdfToDrafts } from "./pdf/import-pdf";
import { decodeText } from "./txt/decode-text";
import { textToDrafts } from "./txt/text-to-drafts";

const textFileToDrafts = async (bytes: Uint8Array): Promise<BlockDraft[]> => {
  const text = decodeText(bytes);
  if (text === null) {
    throw importFailed(new Error("the file is not valid text"));
  }
  return textToDrafts(text);
};

const PARSERS: Record<ImportKind, (bytes: Uint8Array) => Promise<BlockDraft[]>> = {
  docx: docxToDrafts,
  doc: docToDrafts,
  pdf: pdfToDrafts,
  txt: textFileToDrafts,
};

/**
 * Parses a file of a known kind into editor pages that pass the document rules (a file holding
 * more than a document may is refused here). Runs inside the import worker thread, so even the
 * validation of a large document stays off the event loop.
 */
export const parseFile = async (bytes: Uint8Array, kind: ImportKind): Promise<Page[]> => {
  const blocks = draftsToBlocks(await PARSERS[kind](bytes));
  if (blocks.length === 0) {
    throw importFailed(new Error("the file holds no text"));
  }
  return PagesSchema.parse(paginate(blocks));
};
