import { fileTypeFromBuffer } from "file-type";
import type { ImportKind } from "./draft";
import { decodeText, hasTextBom } from "./txt/decode-text";

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
/** A .docx is a zip whose entries include the main document part; zip entry names are stored as plain bytes. */
const DOCX_MAIN_PART = Buffer.from("word/document.xml", "latin1");
/** A Word 97–2003 file is an OLE compound file with a "WordDocument" stream (directory names are UTF-16LE). */
const WORD_STREAM_NAME = Buffer.from("WordDocument", "utf16le");

const isDocx = (bytes: Buffer, mime: string) => (mime === DOCX_MIME || mime === "application/zip") && bytes.includes(DOCX_MAIN_PART);

/**
 * What kind of importable file the bytes are, by their content only (the name and the declared
 * type are never trusted). Answers null for anything else: images, videos, archives, binaries.
 */
export const detectImportKind = async (input: Uint8Array): Promise<ImportKind | null> => {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  // A UTF-16 byte-order mark looks like an MPEG audio frame to file-type, so marked text is checked first.
  if (hasTextBom(bytes) && decodeText(bytes) !== null) {
    return "txt";
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) {
    return decodeText(bytes) === null ? null : "txt";
  }
  if (isDocx(bytes, detected.mime)) {
    return "docx";
  }
  if (detected.mime === "application/x-cfb" && bytes.includes(WORD_STREAM_NAME)) {
    return "doc";
  }
  if (detected.mime === "application/pdf") {
    return "pdf";
  }
  return null;
};
