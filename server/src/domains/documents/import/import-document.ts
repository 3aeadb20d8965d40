import { IMPORT_MAX_BYTES } from "@wordloom/shared/api";
import type { Page } from "@wordloom/shared/model";
import type { ImportKind } from "./draft";
import { detectImportKind } from "./detect-file-kind";
import { fileTooLarge, importFailed, unsupportedFile } from "./import-errors";
import type { FileParser } from "./import-pool";
import { titleFromFileName } from "./title-from-file-name";

interface ImportedDocument {
  title: string;
  pages: Page[];
  kind: ImportKind;
}

/**
 * Reads an uploaded file into a document: the size is checked first, the kind comes from the
 * bytes, the parse runs in the parser (worker threads), which answers pages that pass the document rules.
 * Any parse failure, time-out or oversized result answers 'Unable to import your file'.
 */
export const importDocument = async (bytes: Uint8Array, fileName: string, parser: FileParser): Promise<ImportedDocument> => {
  if (bytes.byteLength > IMPORT_MAX_BYTES) {
    throw fileTooLarge();
  }
  const kind = await detectImportKind(bytes);
  if (!kind) {
    throw unsupportedFile();
  }
  let pages: Page[];
  try {
    pages = await parser.parse(bytes, kind);
  } catch (error) {
    throw importFailed(error);
  }
  return { title: titleFromFileName(fileName), pages, kind };
};
