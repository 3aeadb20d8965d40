import { eq } from "drizzle-orm";
import type { PlatformId } from "@wordloom/shared/rules";
import type { DbDeps } from "../../context";
import { PlatformError } from "../../integrations/platforms/platform-error";
import { openTokens } from "./account-tokens";
import { loadSocialAccount } from "./find-social-account";
import type { SocialAccountActor } from "./social-account.policy";
import { socialAccounts } from "./social-accounts.tables";
import type { SocialRuntime } from "./social-runtime";

/**
 * Removes a linked account: revoked at the platform where it can be (a refusal or an unreachable
 * platform does not keep the user from removing it here; the grant then dies with its tokens'
 * expiry), then deleted with its targets.
 */
export const removeSocialAccount = async (
  deps: DbDeps & { runtime: SocialRuntime },
  actor: SocialAccountActor,
  id: string,
): Promise<{ revoked: boolean }> => {
  const row = await loadSocialAccount(deps.db, actor, "remove", id);
  const provider = deps.runtime.provider(row.platform as PlatformId);
  let revoked = false;
  if (provider?.linking.kind === "oauth") {
    try {
      await provider.linking.revoke(openTokens(row, deps.runtime.cipher));
      revoked = true;
    } catch (error) {
      if (!(error instanceof PlatformError)) {
        throw error;
      }
    }
  }
  await deps.db.delete(socialAccounts).where(eq(socialAccounts.id, row.id));
  return { revoked };
};
