export const CORNERS = ["top-left", "top-right", "bottom-left", "bottom-right"] as const;
export type Corner = (typeof CORNERS)[number];

export const CORNER_LABELS: Record<Corner, string> = {
  "top-left": "Top left",
  "top-right": "Top right",
  "bottom-left": "Bottom left",
  "bottom-right": "Bottom right",
};

const DEFAULT_CORNER: Corner = "bottom-right";
export const CORNER_KEY = "wordloom.paragraphNavigator.corner";

const isCorner = (value: unknown): value is Corner => (CORNERS as readonly unknown[]).includes(value);

/** The corner the user last chose, remembered in this browser. */
export const storedCorner = (storage: Storage = localStorage): Corner => {
  const value = storage.getItem(CORNER_KEY);
  return isCorner(value) ? value : DEFAULT_CORNER;
};

export const storeCorner = (corner: Corner, storage: Storage = localStorage): void => storage.setItem(CORNER_KEY, corner);

/** The nearest corner to a point in a viewport (where a dragged navigator lands). */
export const nearestCorner = (x: number, y: number, width: number, height: number): Corner =>
  `${y < height / 2 ? "top" : "bottom"}-${x < width / 2 ? "left" : "right"}`;

/** CSS placement of the navigator in a corner of the viewport. */
export const cornerStyle = (corner: Corner, margin = 16) => {
  const [vertical, horizontal] = corner.split("-") as ["top" | "bottom", "left" | "right"];
  return { [vertical]: vertical === "top" ? margin + 56 : margin, [horizontal]: margin };
};
