/** What the build is made from, relative to the repository root. */
export declare const WEBAPP_BUILD_INPUTS: readonly string[];
/** Why the web app must be built, or null when webapp/dist is up to date. */
export declare const webappBuildReason: (repoRoot: string) => string | null;
/** Runs `npm run build -w @wordloom/webapp`; with `quiet`, its output is shown only when it fails. */
export declare const buildWebapp: (repoRoot: string, options?: { quiet?: boolean }) => void;
/** Builds the web app when needed; answers whether it did. */
export declare const ensureWebappBuild: (repoRoot: string, options?: { quiet?: boolean; log?: (line: string) => void }) => boolean;
