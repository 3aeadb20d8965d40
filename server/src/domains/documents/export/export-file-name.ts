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
