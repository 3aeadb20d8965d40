import { REFERENCE_WORK_MESSAGES } from "@wordloom/shared/api";
import { AppError } from "../../../errors";

/** Over 10 MB: refused before anything is read. */
export const referenceTooLarge = () => new AppError("PAYLOAD_TOO_LARGE", REFERENCE_WORK_MESSAGES.tooLarge);

/** Not text and not a .docx, judged by the bytes (a PDF, an image, an archive, a renamed binary). */
export const referenceUnsupported = () => new AppError("UNSUPPORTED_MEDIA_TYPE", REFERENCE_WORK_MESSAGES.unsupported);

/** A .docx the parser could not read (damaged, or too large for a document once unpacked). */
export const referenceUnreadable = (cause?: unknown) => {
  const error = new AppError("IMPORT_FAILED", REFERENCE_WORK_MESSAGES.unreadable);
  error.cause = cause;
  return error;
};

/** Too few words to take a single fingerprint of, so it could never be found. */
export const referenceEmpty = () => new AppError("IMPORT_FAILED", REFERENCE_WORK_MESSAGES.empty);
