// Writes the add-in's icons (addin/public/assets/icon-<size>.png) from monogram.ts with Node
// built-ins only: `node --import tsx scripts/addin/icons.ts`. The PNGs are committed; icons.test.ts
// checks they are what this script writes. Sizes: 16/32/80 for the ribbon (Office requires them),
// 32/64 for IconUrl/HighResolutionIconUrl, 128 for store listings and the unified manifest.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderMonogram } from "./monogram";
import { encodePng } from "./png";

export const ICON_SIZES = [16, 32, 64, 80, 128] as const;
export const ICON_DIR = fileURLToPath(new URL("../../addin/public/assets/", import.meta.url));

export const iconFileName = (size: number): string => `icon-${size}.png`;

export const renderIconPng = (size: number): Buffer => encodePng(renderMonogram(size));

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  mkdirSync(ICON_DIR, { recursive: true });
  for (const size of ICON_SIZES) {
    const file = path.join(ICON_DIR, iconFileName(size));
    writeFileSync(file, renderIconPng(size));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}
