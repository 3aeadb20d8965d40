import { buildAddin as build, ensureAddinBuild as ensure } from "../../scripts/addin-build.mjs";

export { addinBuildReason } from "../../scripts/addin-build.mjs";

/** `npm run build -w @wordloom/addin` as production, output shown only on failure. */
export const buildAddin = (repoRoot: string): void => build(repoRoot, { quiet: true });

/** Builds the pane when its sources changed; answers whether it did. */
export const ensureAddinBuild = (repoRoot: string, log: (line: string) => void = () => undefined): boolean =>
  ensure(repoRoot, { quiet: true, log });
