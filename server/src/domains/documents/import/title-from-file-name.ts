import { LIMITS, shortenFileName } from "@wordloom/shared/rules";

const EXTENSION = /\.[A-Za-z0-9]{1,5}$/;
// eslint-disable-next-line no-control-regex -- control characters never belong in a title
const CONTROL = /[\u0000-\u001F\u007F]/g;

/**
 * A document title from an uploaded file's name: without folders and extension, plain text,
 * shortened to 70 characters with an ellipsis (spec document 2 §5); "Untitled" when nothing is left.
 */
export const titleFromFileName = (fileName: string): string => {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const title = base.replace(EXTENSION, "").replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  return title ? shortenFileName(title, LIMITS.fileNameChars) : "Untitled";
};
