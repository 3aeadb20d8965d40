import type { Area } from "react-easy-crop";

/** Said when Crop is pressed before anything is selected. */
export const SELECT_CROP_AREA_MESSAGE = "Select the portion of the image to crop";

/** An area the cropper reported that really selects something (before the image loads it reports NaN). */
export const isUsableArea = (area: Area | null): area is Area =>
  area !== null && [area.x, area.y, area.width, area.height].every((value) => Number.isFinite(value)) && area.width > 0 && area.height > 0;
