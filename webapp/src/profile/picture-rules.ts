import { LIMITS } from "@wordloom/shared/rules";

/** The picture formats the server accepts (it checks the bytes again; spec document 1 §5). */
const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
/** For the file input's accept attribute. */
export const PICTURE_ACCEPT = PICTURE_TYPES.join(",");

/** Spec document 1 §9: cropped images are exported as JPEG at quality 0.5. */
export const CROP_JPEG_QUALITY = 0.5;
/** The longest side of a cropped picture, in pixels (Wordloom's choice: plenty for an avatar). */
export const CROP_MAX_SIDE_PX = 1024;

export const NOT_AN_IMAGE_MESSAGE = "Please choose a JPEG, PNG, WebP or GIF image.";
/** Spec document 1 §5 and §8. */
export { SELECT_CROP_AREA_MESSAGE } from "../ui/crop-area";

const MEGABYTE = 1024 * 1024;

/** Spec document 1 §5: 'Image size limit of 8MB exceeded for image N' (N counts from 1). */
export const sizeLimitMessage = (imageNumber = 1) =>
  `Image size limit of ${LIMITS.imageUploadBytes / MEGABYTE}MB exceeded for image ${imageNumber}`;

/** What the checks look at: a File, a Blob or anything with a type and a size. */
interface PictureCandidate {
  type: string;
  size: number;
}

const isPictureType = (type: string): boolean => (PICTURE_TYPES as readonly string[]).includes(type.toLowerCase());

/** The problem with a picked file, or null when it may be cropped and uploaded. */
export const pictureProblem = (file: PictureCandidate, imageNumber = 1): string | null => {
  if (!isPictureType(file.type)) {
    return NOT_AN_IMAGE_MESSAGE;
  }
  if (file.size > LIMITS.imageUploadBytes) {
    return sizeLimitMessage(imageNumber);
  }
  return null;
};

/** The upload name of a cropped picture: the original name with a .jpg extension. */
export const croppedFileName = (originalName: string): string => {
  const base = originalName.replace(/\.[^./\\]*$/, "").trim();
  return `${base || "picture"}.jpg`;
};
