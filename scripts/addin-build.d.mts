/** What the pane's build is made from, relative to the repository root. */
export declare const ADDIN_BUILD_INPUTS: readonly string[];
/** Why addin/dist must be built, or null when it is up to date. */
export declare const addinBuildReason: (repoRoot: string) => string | null;
/** Runs `npm run build -w @wordloom/addin`; with `quiet`, its output is shown only when it fails. */
export declare const buildAddin: (repoRoot: string, options?: { quiet?: boolean }) => void;
/** Builds the pane when needed; answers whether it did. */
export declare const ensureAddinBuild: (repoRoot: string, options?: { quiet?: boolean; log?: (line: string) => void }) => boolean;
