import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium; the tests and benchmarks never download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** `extraArgs` add Chromium switches (the benchmarks' unthrottled frames, for one). */
export const launchBrowser = (extraArgs: readonly string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
