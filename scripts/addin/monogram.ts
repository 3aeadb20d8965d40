import type { RgbaImage } from "./png";

/**
 * Wordloom's mark, the same drawing as the web app's webapp/public/icons/wordloom.svg: a white "W"
 * on a rounded square of the brand blue, on a 512-unit canvas.
 */
const CANVAS = 512;
const CORNER_RADIUS = 96;
const BRAND_BLUE = [0x0f, 0x6c, 0xbd] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
/** The W's outline (the SVG path "M112 150h52l38 170 46-170h40l46 170 38-170h52l-66 236h-46l-44-160-44 160h-46z"). */
const W_OUTLINE: readonly (readonly [number, number])[] = [
  [112, 150],
  [164, 150],
  [202, 320],
  [248, 150],
  [288, 150],
  [334, 320],
  [372, 150],
  [424, 150],
  [358, 386],
  [312, 386],
  [268, 226],
  [224, 386],
  [178, 386],
];
/** Samples per pixel side: 8 × 8 = 64 samples per pixel keep the small sizes smooth. */
const SUPERSAMPLING = 8;

/** Even-odd point-in-polygon test. */
const insideOutline = (x: number, y: number): boolean => {
  let inside = false;
  for (let index = 0, previous = W_OUTLINE.length - 1; index < W_OUTLINE.length; previous = index, index += 1) {
    const [x1, y1] = W_OUTLINE[index] ?? [0, 0];
    const [x2, y2] = W_OUTLINE[previous] ?? [0, 0];
    if (y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1) {
      inside = !inside;
    }
  }
  return inside;
};

const insideRoundedSquare = (x: number, y: number): boolean => {
  const nearestX = Math.min(Math.max(x, CORNER_RADIUS), CANVAS - CORNER_RADIUS);
  const nearestY = Math.min(Math.max(y, CORNER_RADIUS), CANVAS - CORNER_RADIUS);
  return (x - nearestX) ** 2 + (y - nearestY) ** 2 <= CORNER_RADIUS ** 2;
};

/** Renders the mark at size × size pixels, anti-aliased by supersampling; deterministic, so the committed PNGs can be checked. */
export const renderMonogram = (size: number): RgbaImage => {
  const pixels = new Uint8Array(size * size * 4);
  const scale = CANVAS / size;
  const samples = SUPERSAMPLING * SUPERSAMPLING;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let background = 0;
      let letter = 0;
      for (let sy = 0; sy < SUPERSAMPLING; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLING; sx += 1) {
          const x = (px + (sx + 0.5) / SUPERSAMPLING) * scale;
          const y = (py + (sy + 0.5) / SUPERSAMPLING) * scale;
          if (insideRoundedSquare(x, y)) {
            background += 1;
            letter += insideOutline(x, y) ? 1 : 0;
          }
        }
      }
      const offset = (py * size + px) * 4;
      const letterShare = background > 0 ? letter / background : 0;
      for (let channel = 0; channel < 3; channel += 1) {
        const blue = BRAND_BLUE[channel] ?? 0;
        const white = WHITE[channel] ?? 0;
        pixels[offset + channel] = Math.round(blue + (white - blue) * letterShare);
      }
      pixels[offset + 3] = Math.round((255 * background) / samples);
    }
  }
  return { width: size, height: size, pixels };
};
