import type { MultipartFile } from "@fastify/multipart";
import type { AppError } from "../errors";

/**
 * An uploaded file's bytes. A file over the endpoint's size limit is answered with `tooLarge()`
 * (each upload says its own limit in words), not a generic 413.
 */
export const readUpload = async (file: MultipartFile, tooLarge: () => AppError): Promise<Buffer> => {
  try {
    const bytes = await file.toBuffer();
    if (file.file.truncated) {
      throw tooLarge();
    }
    return bytes;
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "FST_REQ_FILE_TOO_LARGE") {
      throw tooLarge();
    }
    throw error;
  }
};
