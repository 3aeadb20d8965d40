import { eq } from "drizzle-orm";
import type { SocialAccount } from "@wordloom/shared/model";
import type { PlatformId } from "@wordloom/shared/rules";
import type { DbDeps } from "../../context";
import { AppError } from "../../errors";
import { PlatformError } from "../../integrations/platforms/platform-error";
import { openTokens, profileOf } from "./account-tokens";
import { loadSocialAccount } from "./find-social-account";
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
  const provider = deps.runtime.provider(row.platform as PlatformId);
  if (!provider) {
    throw new AppError("CONFLICT", "This platform is not configured on this server.");
  }
  let listed;
  try {
    listed = await provider.listTargets(openTokens(row, deps.runtime.cipher), profileOf(row));
  } catch (error) {
    if (error instanceof PlatformError) {
      throw new AppError("CONFLICT", error.message, { kind: error.kind });
    }
    throw error;
  }
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
