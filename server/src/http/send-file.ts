import type { FastifyReply } from "fastify";
import type { FileAnswer } from "../file-answer";

export type { FileAnswer };

/**
 * The Content-Disposition of a download: an ASCII fallback name for old clients and the exact
 * UTF-8 name in `filename*` (RFC 6266 / RFC 5987), so a title never breaks the header.
 */
export const attachmentDisposition = (fileName: string): string => {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[^\x20-\x7E]/g, "")
    .replace(/["\\%]/g, "")
    .trim();
  const fallback = /^[^.]/.test(ascii) ? ascii : `document${ascii}`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};

/** Sends a file as an attachment that no cache keeps. */
export const sendFile = (reply: FastifyReply, file: FileAnswer): FastifyReply =>
  reply
    .header("content-type", file.contentType)
    .header("content-disposition", attachmentDisposition(file.fileName))
    .header("cache-control", "no-store")
    .send(file.bytes);
