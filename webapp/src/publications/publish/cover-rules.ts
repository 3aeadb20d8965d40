import { ApiError, PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import { COVER } from "@wordloom/shared/rules";
import { errorMessage } from "../../api/errors";

const COVER_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
/** For the file input's accept attribute. */
export const COVER_ACCEPT = COVER_TYPES.join(",");

/**
 * The problem with a picked cover, or null (spec document 2 §5): a gif over 2 MB and any file over
 * 25 MB are refused with the spec's messages; the server compresses the rest (1 MB, 1920 px).
 */
export const coverProblem = (file: { type: string; size: number }): string | null => {
  if (!(COVER_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return PUBLISHING_MESSAGES.cantUpload;
  }
  if (file.type.toLowerCase() === "image/gif" && file.size > COVER.maxGifBytes) {
    return PUBLISHING_MESSAGES.gifTooLarge;
  }
  if (file.size > COVER.maxBytes) {
    return PUBLISHING_MESSAGES.fileTooLarge;
  }
  return null;
};

/** The message for a failed cover upload (spec document 2 §8). */
export const coverUploadError = (error: unknown): string => {
  if (error instanceof ApiError) {
    if (error.code === "PAYLOAD_TOO_LARGE") {
      return PUBLISHING_MESSAGES.fileTooLarge;
    }
    if (error.code === "UNSUPPORTED_MEDIA_TYPE") {
      return PUBLISHING_MESSAGES.cantUpload;
    }
    if (error.code === "BAD_REQUEST") {
      return PUBLISHING_MESSAGES.cantCompress;
    }
  }
  return errorMessage(error);
};

/** A crop area from the cropper, as the upload's query (whole pixels inside the image). */
export const cropQuery = (area: { x: number; y: number; width: number; height: number }) => ({
  left: Math.max(0, Math.round(area.x)),
  top: Math.max(0, Math.round(area.y)),
  width: Math.max(1, Math.round(area.width)),
  height: Math.max(1, Math.round(area.height)),
});

/** The upload's query: the crop area, or nothing for Upload full. */
export const coverQuery = (area: { x: number; y: number; width: number; height: number } | null) => (area ? cropQuery(area) : {});
