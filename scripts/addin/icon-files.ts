import { existsSync } from "node:fs";
import path from "node:path";
import { urlSites } from "./lint/url-sites";
import { parseXml } from "./xml-dom";

/** The pane's icons are served from /addin/assets/, built from addin/public/assets/. */
const ICON_URL_PREFIX = "/addin/assets/";

/** Icon URLs under /addin/assets/ whose file is not in addin/public/assets (a typo or a forgotten icon). */
export const missingIconFiles = (xml: string, repoRoot: string): string[] => {
  const { root } = parseXml(xml);
  if (!root) {
    return [];
  }
  const assetsDir = path.join(repoRoot, "addin", "public", "assets");
  return urlSites(root).flatMap((site) => {
    let pathname: string;
    try {
      pathname = new URL(site.value).pathname;
    } catch {
      return [];
    }
    if (!pathname.startsWith(ICON_URL_PREFIX)) {
      return [];
    }
    const file = path.join(assetsDir, decodeURIComponent(pathname.slice(ICON_URL_PREFIX.length)));
    return existsSync(file) ? [] : [`${site.where} ${site.value}: no file ${path.relative(repoRoot, file)}`];
  });
};
