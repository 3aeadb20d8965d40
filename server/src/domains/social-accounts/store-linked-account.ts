import { and, eq, inArray } from "drizzle-orm";
import type { SocialAccount } from "@wordloom/shared/model";
import type { PlatformId } from "@wordloom/shared/rules";
import type { DbDeps } from "../../context";
import { AppError } from "../../errors";
import type { PlatformProfile, TokenSet } from "../../integrations/platforms/provider";
import { profileColumns, sealedTokenColumns } from "./account-tokens";
import { presentSocialAccount } from "./present-social-account";
import { socialAccounts, socialAccountTargets } from "./social-accounts.tables";
import type { TokenCipher } from "./token-cipher";

/**
 * Stores a freshly linked account with its tokens sealed, or, when the user linked the same
 * platform account before, updates it (new tokens and profile, marked linked again). Answers the
 * account as the API shows it: never a token.
 */
export const storeLinkedAccount = async (
  deps: DbDeps & { cipher: TokenCipher },
  input: { userId: string; platform: PlatformId; tokens: TokenSet; profile: PlatformProfile },
): Promise<SocialAccount> => {
  const { tokens, profile } = input;
  const now = deps.clock.now();
  const key = and(
    eq(socialAccounts.ownerId, input.userId),
    eq(socialAccounts.platform, input.platform),
    eq(socialAccounts.platformUserId, profile.platformUserId),
  );
  const [existing] = await deps.db.select().from(socialAccounts).where(key).limit(1);
  const columns = {
    ...sealedTokenColumns(tokens, deps.cipher, existing),
    ...profileColumns(profile),
    status: "linked" as const,
    statusReason: null,
    refreshedAt: null,
    updatedAt: now,
  };
  const [row] = existing
    ? await deps.db.update(socialAccounts).set(columns).where(eq(socialAccounts.id, existing.id)).returning()
    : await deps.db
        .insert(socialAccounts)
        .values({ ownerId: input.userId, platform: input.platform, platformUserId: profile.platformUserId, linkedAt: now, ...columns })
        .onConflictDoUpdate({
          target: [socialAccounts.ownerId, socialAccounts.platform, socialAccounts.platformUserId],
          set: columns,
        })
        .returning();
  if (!row) {
    throw new AppError("INTERNAL");
  }
  const targets = await deps.db
    .select()
    .from(socialAccountTargets)
    .where(inArray(socialAccountTargets.accountId, [row.id]));
  return presentSocialAccount(row, targets);
};
