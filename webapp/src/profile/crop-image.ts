import type { Area } from "react-easy-crop";
import { isUsableArea } from "../ui/crop-area";
import { CROP_JPEG_QUALITY, CROP_MAX_SIDE_PX } from "./picture-rules";

export { isUsableArea };

/** The selected area in whole source pixels, kept inside the image; null when nothing is selected. */
export const normalizeCropArea = (area: Area | null, imageWidth: number, imageHeight: number): Area | null => {
  if (!isUsableArea(area)) {
    return null;
  }
  const x = Math.min(Math.max(0, Math.round(area.x)), imageWidth);
  const y = Math.min(Math.max(0, Math.round(area.y)), imageHeight);
  const width = Math.min(Math.round(area.width), imageWidth - x);
  const height = Math.min(Math.round(area.height), imageHeight - y);
  return width > 0 && height > 0 ? { x, y, width, height } : null;
};

/** The output size: the area's size, scaled down so the longer side is at most `maxSide`. */
export const cropOutputSize = (area: Area, maxSide = CROP_MAX_SIDE_PX): { width: number; height: number } => {
  const scale = Math.min(1, maxSide / Math.max(area.width, area.height));
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) };
};

/** Loads an image URL (an object URL of the picked file) into an element the canvas can draw. */
const loadImage = (src: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The image could not be read."));
    image.src = src;
  });

/**
 * Draws the selected area of an image onto a canvas and exports it as JPEG at the spec's quality.
 * JPEG has no transparency, so transparent pixels become white instead of black.
 * Answers null when nothing is selected.
 */
export const cropImage = async (src: string, area: Area | null, quality = CROP_JPEG_QUALITY): Promise<Blob | null> => {
  const image = await loadImage(src);
  const selected = normalizeCropArea(area, image.naturalWidth, image.naturalHeight);
  if (!selected) {
    return null;
  }
  const size = cropOutputSize(selected);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) {
    throw new Error("This browser cannot crop images.");
  }
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, selected.x, selected.y, selected.width, selected.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The cropped image could not be created."))), "image/jpeg", quality);
  });
};
