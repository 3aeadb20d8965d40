/** The Chromium to drive: CHROMIUM_PATH, or Debian's /usr/bin/chromium. */
export declare const chromiumPath: () => string;
/** Whether `path` is an executable file. */
export declare const isExecutable: (path: string) => boolean;
/** One line saying what to install when no Chromium can be driven, else null. */
export declare const missingChromiumLine: (path?: string) => string | null;
/** Installs Debian's Chromium as root when missing; answers the one line saying what to install when it is still missing. */
export declare const ensureChromiumForTests: (options?: { log?: (line: string) => void }) => string | null;
