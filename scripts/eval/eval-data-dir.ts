import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The handbook's eval-data folder: `WORDLOOM_EVAL_DATA` when set, else `shared/eval-data` in the
 * nearest folder above the repository that has one (the main checkout sits next to the handbook; a
 * git worktree one level deeper).
 */
export const evalDataDir = (): string => {
  const fromEnv = process.env.WORDLOOM_EVAL_DATA;
  if (fromEnv) {
    return fromEnv;
  }
  for (let folder = dirname(REPO_ROOT); ; folder = dirname(folder)) {
    const candidate = join(folder, "shared", "eval-data");
    if (existsSync(candidate) || dirname(folder) === folder) {
      return existsSync(candidate) ? candidate : resolve(REPO_ROOT, "../shared/eval-data");
    }
  }
};
