import { inArray } from "drizzle-orm";
import type { WorkerDeps } from "../../context";
import { sweepOrphanFiles, type SweepResult } from "../../integrations/media-store";
import { AVATAR_FOLDER } from "./profile-picture";
import { users } from "./users.tables";

/** A file younger than this is never swept: an upload may be between moving its file and committing. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** Removes avatar files no user references (and abandoned temporary uploads) older than the grace period. */
export const sweepOrphanAvatars = (deps: Pick<WorkerDeps, "config" | "db" | "clock">): Promise<SweepResult> =>
  sweepOrphanFiles({
    mediaDir: deps.config.mediaDir,
    folder: AVATAR_FOLDER,
    now: deps.clock.now(),
    graceMs: ORPHAN_GRACE_MS,
    referenced: async (storedPaths) => {
      const rows = await deps.db
        .select({ path: users.profilePicPath })
        .from(users)
        .where(inArray(users.profilePicPath, [...storedPaths]));
      return new Set(rows.map((row) => row.path ?? ""));
    },
  });
