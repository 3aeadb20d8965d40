import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, IMPORT_MESSAGES } from "@wordloom/shared/api";

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
};

/**
 * Why a picked file cannot be imported, checked before uploading (spec document 2 §5): images and
 * videos, other extensions, and files over 10 MB are refused with the server's own messages. The
 * server checks again by the file's bytes.
 */
export const importProblem = (file: File): string | null => {
  const mediaFile = file.type.startsWith("image/") || file.type.startsWith("video/");
  if (mediaFile || !(IMPORT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return IMPORT_MESSAGES.unsupported;
  }
  if (file.size > IMPORT_MAX_BYTES) {
    return IMPORT_MESSAGES.tooLarge;
  }
  return null;
};
