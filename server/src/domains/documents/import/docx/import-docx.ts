import mammoth from "mammoth";
import type { BlockDraft } from "../draft";
import { htmlToDrafts } from "./html-to-drafts";
import { STYLE_MAP, transformDocument } from "./mammoth-options";

/** Images are not imported (the editor has no image blocks yet), so mammoth is told not to read them. */
const skipImages = mammoth.images.imgElement(() => Promise.resolve({ src: "" }));

/** A .docx as block drafts: mammoth to HTML with Wordloom's style map and hook, then the HTML walked. */
export const docxToDrafts = async (bytes: Uint8Array): Promise<BlockDraft[]> => {
  const result = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    { styleMap: STYLE_MAP, transformDocument, convertImage: skipImages, externalFileAccess: false },
  );
  return htmlToDrafts(result.value);
};
