import { accessSync, constants } from "node:fs";

/** The distribution's Chromium, or CHROMIUM_PATH; playwright-core never downloads a browser. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Whether PDF export can run here: the Chromium binary exists and may be executed. */
export const isChromiumAvailable = (path: string = chromiumPath()): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
