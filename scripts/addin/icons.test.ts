import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { missingIconFiles } from "./icon-files";
import { ICON_DIR, ICON_SIZES, iconFileName, renderIconPng } from "./icons";

describe("the add-in icons", () => {
  it.each(ICON_SIZES)("icon-%i.png is committed exactly as scripts/addin/icons.ts draws it", (size) => {
    const committed = readFileSync(path.join(ICON_DIR, iconFileName(size)));
    expect(committed.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([committed.readUInt32BE(16), committed.readUInt32BE(20)]).toEqual([size, size]);
    expect(committed.equals(renderIconPng(size))).toBe(true);
  });

  it("are small enough for Office (under 100 KB each)", () => {
    for (const size of ICON_SIZES) {
      expect(readFileSync(path.join(ICON_DIR, iconFileName(size))).length).toBeLessThan(100 * 1024);
    }
  });
});

describe("the manifest's icon URLs", () => {
  const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
  const manifest = readFileSync(path.join(repoRoot, "manifest.xml"), "utf8");

  it("name files that exist in addin/public/assets", () => {
    expect(missingIconFiles(manifest, repoRoot)).toEqual([]);
  });

  it("are reported when a file is missing", () => {
    const renamed = manifest.replace("/addin/assets/icon-80.png", "/addin/assets/icon-81.png");
    expect(missingIconFiles(renamed, repoRoot)).toEqual([
      expect.stringMatching(
        /<bt:Image id="Icon.80"> https:\/\/localhost:3000\/addin\/assets\/icon-81\.png: no file addin\/public\/assets\/icon-81\.png/,
      ),
    ]);
  });
});
