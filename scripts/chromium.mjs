// Debian's Chromium, which the end-to-end tests, the benchmarks and PDF export drive (playwright-core
// never downloads a browser): where it is, and installing it for the tests when it is missing.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

/** The Chromium to drive: CHROMIUM_PATH, or Debian's /usr/bin/chromium. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Whether `path` is an executable file. */
export const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;
const hasAptGet = () => spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;

/** One line saying what to install when no Chromium can be driven, else null. */
export const missingChromiumLine = (path = chromiumPath()) =>
  isExecutable(path)
    ? null
    : `No Chromium at ${path}: install Debian's (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`;

/**
 * For `npm test`: when Debian's Chromium is missing and this runs as root on Debian (as CI does),
 * installs it with apt-get; answers the one line saying what to install when it is still missing,
 * or null when Chromium is there. Never downloads any other browser.
 */
export const ensureChromiumForTests = ({ log = console.warn } = {}) => {
  const path = chromiumPath();
  if (isExecutable(path)) {
    return null;
  }
  if (process.env.CHROMIUM_PATH === undefined && isRoot() && hasAptGet()) {
    log(`No Chromium at ${path}: installing Debian's chromium with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    if (update.status === 0) {
      spawnSync("apt-get", ["install", "-y", "chromium"], { stdio: "inherit", env });
    }
  }
  return missingChromiumLine(path);
};
