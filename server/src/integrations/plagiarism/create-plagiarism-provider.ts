import type { Config } from "../../config";
import type { DbDeps } from "../../context";
import { copyleaksProvider } from "./copyleaks-provider";
import type { PlagiarismProvider } from "./provider";

/** The outside plagiarism provider the configuration names, or null (PLAGIARISM_PROVIDER=none). */
export const createPlagiarismProvider = (
  deps: DbDeps,
  config: Pick<Config, "plagiarismProvider">,
  fetchImpl?: typeof fetch,
): PlagiarismProvider | null => {
  const chosen = config.plagiarismProvider;
  if (!chosen) {
    return null;
  }
  switch (chosen.kind) {
    case "copyleaks":
      return copyleaksProvider(deps, chosen, fetchImpl);
  }
};
