import { IMPORT_MESSAGES } from "@wordloom/shared/api";
import { AppError } from "../../../errors";

/** Spec document 2 §5: over 10 MB, refused before anything is parsed. */
export const fileTooLarge = () => new AppError("PAYLOAD_TOO_LARGE", IMPORT_MESSAGES.tooLarge);

/** Spec document 2 §5: only .doc, .docx, .pdf or .txt, judged by the bytes; images and videos are refused. */
export const unsupportedFile = () => new AppError("UNSUPPORTED_MEDIA_TYPE", IMPORT_MESSAGES.unsupported);

/** Spec document 2 §8: 'Unable to import your file' for a file that could not be read, whatever the cause. */
export const importFailed = (cause?: unknown) => {
  const error = new AppError("IMPORT_FAILED", IMPORT_MESSAGES.failed);
  error.cause = cause;
  return error;
};
