import { eq } from "drizzle-orm";
import type { SocialAccount } from "@wordloom/shared/model";
import type { DbDeps } from "../../context";
import { AppError } from "../../errors";
import { loadSocialAccount } from "./find-social-account";
import { listPlatformTargets } from "./platform-targets";
import { presentSocialAccount } from "./present-social-account";
import type { SocialAccountActor } from "./social-account.policy";
import { socialAccountTargets } from "./social-accounts.tables";
import type { SocialRuntime } from "./social-runtime";

/**
 * Replaces where an account publishes with the targets chosen, each checked against what the
 * platform lists for the account right now (a target's own token, a Facebook Page's, is sealed).
 */
export const chooseTargets = async (
  deps: DbDeps & { runtime: SocialRuntime },
  actor: SocialAccountActor,
  id: string,
  targetIds: readonly string[],
): Promise<SocialAccount> => {
  const row = await loadSocialAccount(deps.db, actor, "chooseTargets", id);
  const listed = await listPlatformTargets(deps.runtime, row);
  const byId = new Map(listed.map((target) => [target.id, target]));
  const unknown = targetIds.filter((targetId) => !byId.has(targetId));
  if (unknown.length > 0) {
    throw new AppError("BAD_REQUEST", "Some targets are not available for this account.", { unknown });
  }
  const now = deps.clock.now();
  const chosen = [...new Set(targetIds)].flatMap((targetId) => {
    const target = byId.get(targetId);
    return target
      ? [
          {
            accountId: row.id,
            targetId,
            kind: target.kind,
            name: target.name,
            pictureUrl: target.pictureUrl ?? null,
            parentId: target.parentId ?? null,
            accessTokenSealed: target.accessToken ? deps.runtime.cipher.seal(target.accessToken) : null,
            chosenAt: now,
          },
        ]
      : [];
  });
  const stored = await deps.db.transaction(async (tx) => {
    await tx.delete(socialAccountTargets).where(eq(socialAccountTargets.accountId, row.id));
    return chosen.length > 0 ? tx.insert(socialAccountTargets).values(chosen).returning() : [];
  });
  return presentSocialAccount(row, stored);
};
