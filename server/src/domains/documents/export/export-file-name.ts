import type { ExportFormat } from "@wordloom/shared/api";

const MAX_NAME_CHARS = 100;

/** A file name from a document title: no path or control characters, never empty, with the format's extension. */
export const exportFileName = (title: string, format: ExportFormat): string => {
  const cleaned = title
    // eslint-disable-next-line no-control-regex -- control characters never belong in a file name
    .replace(/[\u0000-\u001F\u007F"*/:<>?\\|]+/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[.\s]+|[.\s]+$/g, "");
  const base = Array.from(cleaned).slice(0, MAX_NAME_CHARS).join("").trim() || "document";
  return `${base}.${format}`;
};

/**
 * The Content-Disposition of a download: an ASCII fallback name for old clients and the exact
 * UTF-8 name in `filename*` (RFC 6266 / RFC 5987), so a title never breaks the header.
 */
export const attachmentDisposition = (fileName: string): string => {
  const ascii = fileName.normalize("NFKD").replace(/[^\x20-\x7E]/g, "").replace(/["\\%]/g, "").trim();
  const fallback = /^[^.]/.test(ascii) ? ascii : `document${ascii}`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};
