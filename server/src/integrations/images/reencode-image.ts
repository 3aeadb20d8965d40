import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

/**
 * Every uploaded image goes through here before it is stored: recognised by its bytes (JPEG, PNG,
 * WebP or GIF only, so SVG, TIFF, HEIF and the rest never reach a decoder), refused when it declares
 * more pixels than the limit (before any pixel is decoded), decoded, turned upright by its EXIF
 * orientation, bounded in size and encoded afresh as WebP. The output is new pixels only: metadata
 * (EXIF, GPS, ICC, XMP, comments) is dropped (sharp keeps none unless asked), and so is anything
 * appended to or hidden in the input (a PNG carrying HTML, a GIF/JS polyglot), so a stored file
 * cannot be anything but an image. Animated GIF and WebP keep their first frame.
 */

/** Inputs accepted, by detected type. */
export const ACCEPTED_IMAGE_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp", "image/gif"];

/**
 * Pixels an input may declare: 50 megapixels (a 48/50-MP phone photo, ~8,660 × 5,770). Decoding
 * is memory- and time-bound by this, and a small file declaring 50,000 × 50,000 is refused up front.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** How long one re-encode may take before it is abandoned. */
const TIMEOUT_SECONDS = 20;

export type ImageRejection = "NOT_AN_IMAGE" | "TOO_MANY_PIXELS" | "UNREADABLE" | "CROP_OUTSIDE";

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejection,
    message: string,
  ) {
    super(message);
    this.name = "ImageRejectedError";
  }
}

export interface ReencodeOptions {
  /** The largest output box; the image is scaled down to fit inside it (never up). */
  maxWidth: number;
  maxHeight: number;
  /** Defaults to MAX_INPUT_PIXELS. */
  maxInputPixels?: number;
  /** WebP quality, 1–100 (default 85). */
  quality?: number;
  /** A rectangle to keep, in the upright image's pixels (after the EXIF orientation), before scaling. */
  crop?: { left: number; top: number; width: number; height: number };
}

export interface ReencodedImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: "image/webp";
  extension: "webp";
}

const sourceOf = (bytes: Buffer, maxInputPixels: number) =>
  // failOn "error": a truncated or corrupt image is refused, not stored half-decoded; pages 1: the first frame.
  sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error", pages: 1 });

/** Decodes and re-encodes an uploaded image (see above); throws ImageRejectedError for anything else. */
export const reencodeImage = async (bytes: Buffer, options: ReencodeOptions): Promise<ReencodedImage> => {
  const maxInputPixels = options.maxInputPixels ?? MAX_INPUT_PIXELS;
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_IMAGE_TYPES.includes(detected.mime)) {
    throw new ImageRejectedError("NOT_AN_IMAGE", "The picture must be a JPEG, PNG, WebP or GIF image.");
  }
  let width: number;
  let height: number;
  try {
    // The header only: no pixel is decoded yet.
    let orientation: number | undefined;
    ({ width, height, orientation } = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata());
    // Orientations 5–8 turn the image a quarter: the upright image's sides are swapped.
    if (orientation !== undefined && orientation >= 5) {
      [width, height] = [height, width];
    }
  } catch {
    throw new ImageRejectedError("UNREADABLE", "The picture could not be read as a JPEG, PNG, WebP or GIF image.");
  }
  if (width * height > maxInputPixels) {
    throw new ImageRejectedError(
      "TOO_MANY_PIXELS",
      `The picture is ${width.toLocaleString("en")} × ${height.toLocaleString("en")} pixels; at most ${maxInputPixels / 1_000_000} megapixels are accepted.`,
    );
  }
  const { crop } = options;
  if (crop && (crop.left + crop.width > width || crop.top + crop.height > height)) {
    throw new ImageRejectedError("CROP_OUTSIDE", `The crop must lie inside the picture (${width} × ${height} pixels).`);
  }
  try {
    const upright = sourceOf(bytes, maxInputPixels).autoOrient();
    const { data, info } = await (crop ? upright.extract(crop) : upright)
      .resize({ width: options.maxWidth, height: options.maxHeight, fit: "inside", withoutEnlargement: true })
      .webp({ quality: options.quality ?? 85 })
      .timeout({ seconds: TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, contentType: "image/webp", extension: "webp" };
  } catch {
    throw new ImageRejectedError("UNREADABLE", "The picture could not be read as a JPEG, PNG, WebP or GIF image.");
  }
};
