import { describe, expect, it } from "vitest";
import { LIMITS } from "@wordloom/shared/rules";
import {
  CROP_JPEG_QUALITY,
  croppedFileName,
  NOT_AN_IMAGE_MESSAGE,
  PICTURE_ACCEPT,
  pictureProblem,
  SELECT_CROP_AREA_MESSAGE,
  sizeLimitMessage,
} from "./picture-rules";

const file = (type: string, size: number) => ({ type, size });

describe("picture rules", () => {
  it("accepts JPEG, PNG, WebP and GIF images up to 8 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif"]) {
      expect(pictureProblem(file(type, 1024)), type).toBeNull();
    }
    expect(pictureProblem(file("image/png", LIMITS.imageUploadBytes))).toBeNull();
    expect(pictureProblem(file("IMAGE/PNG", 10))).toBeNull();
  });

  it("refuses anything that is not one of those images", () => {
    for (const type of ["", "image/svg+xml", "image/bmp", "image/tiff", "application/pdf", "text/plain", "video/mp4"]) {
      expect(pictureProblem(file(type, 10)), type).toBe(NOT_AN_IMAGE_MESSAGE);
    }
  });

  it("refuses images over 8 MB with the spec's message", () => {
    expect(pictureProblem(file("image/jpeg", LIMITS.imageUploadBytes + 1))).toBe("Image size limit of 8MB exceeded for image 1");
    expect(pictureProblem(file("image/gif", 50 * 1024 * 1024), 3)).toBe("Image size limit of 8MB exceeded for image 3");
    expect(sizeLimitMessage()).toBe("Image size limit of 8MB exceeded for image 1");
  });

  it("checks the type before the size", () => {
    expect(pictureProblem(file("application/zip", LIMITS.imageUploadBytes + 1))).toBe(NOT_AN_IMAGE_MESSAGE);
  });

  it("keeps the spec's crop constants and messages", () => {
    expect(CROP_JPEG_QUALITY).toBe(0.5);
    expect(SELECT_CROP_AREA_MESSAGE).toBe("Select the portion of the image to crop");
    expect(PICTURE_ACCEPT).toBe("image/jpeg,image/png,image/webp,image/gif");
  });

  it("names a cropped picture after the original, as JPEG", () => {
    expect(croppedFileName("holiday.png")).toBe("holiday.jpg");
    expect(croppedFileName("my.photo.webp")).toBe("my.photo.jpg");
    expect(croppedFileName("portrait")).toBe("portrait.jpg");
    expect(croppedFileName(".png")).toBe("picture.jpg");
    expect(croppedFileName("")).toBe("picture.jpg");
  });
});
