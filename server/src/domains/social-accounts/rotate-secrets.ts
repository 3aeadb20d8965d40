import { eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { oauthStates, socialAccounts, socialAccountTargets } from "./social-accounts.tables";
import { TokenCipherError, type TokenCipher } from "./token-cipher";

export interface RotationCounts {
  accounts: number;
  targets: number;
  states: number;
  /** Rows sealed with a key neither APP_SECRET nor APP_SECRET_PREVIOUS gives: left as they are. */
  unreadable: number;
}

/** The value sealed with the current key; undefined when no known key opens it. */
const reseal = (cipher: TokenCipher, sealed: string | null): string | null | undefined => {
  if (sealed === null || cipher.keyIdOf(sealed) === cipher.keyId) {
    return sealed;
  }
  try {
    return cipher.seal(cipher.open(sealed));
  } catch (error) {
    if (error instanceof TokenCipherError) {
      return undefined;
    }
    throw error;
  }
};

/**
 * `npm run secrets:rotate`: every sealed token not sealed with the current key (APP_SECRET) is
 * opened with its old key (APP_SECRET_PREVIOUS) and sealed again with the current one. Afterwards
 * the previous secrets can be dropped. Counts the rows it changed, and those no known key opens
 * (left untouched: one unreadable row must not stop the others from being re-sealed).
 */
export const rotateSealedTokens = async (db: Database, cipher: TokenCipher): Promise<RotationCounts> => {
  const counts: RotationCounts = { accounts: 0, targets: 0, states: 0, unreadable: 0 };
  for (const row of await db.select().from(socialAccounts)) {
    const access = reseal(cipher, row.accessTokenSealed);
    const refresh = reseal(cipher, row.refreshTokenSealed);
    if (access === undefined || refresh === undefined) {
      counts.unreadable += 1;
    } else if (access !== row.accessTokenSealed || refresh !== row.refreshTokenSealed) {
      await db
        .update(socialAccounts)
        .set({ accessTokenSealed: access ?? row.accessTokenSealed, refreshTokenSealed: refresh })
        .where(eq(socialAccounts.id, row.id));
      counts.accounts += 1;
    }
  }
  for (const row of await db.select().from(socialAccountTargets).where(isNotNull(socialAccountTargets.accessTokenSealed))) {
    const sealed = reseal(cipher, row.accessTokenSealed);
    if (sealed === undefined) {
      counts.unreadable += 1;
    } else if (sealed !== row.accessTokenSealed) {
      await db.update(socialAccountTargets).set({ accessTokenSealed: sealed }).where(eq(socialAccountTargets.id, row.id));
      counts.targets += 1;
    }
  }
  for (const row of await db.select().from(oauthStates).where(isNotNull(oauthStates.codeVerifierSealed))) {
    const sealed = reseal(cipher, row.codeVerifierSealed);
    if (sealed === undefined) {
      counts.unreadable += 1;
    } else if (sealed !== row.codeVerifierSealed) {
      await db.update(oauthStates).set({ codeVerifierSealed: sealed }).where(eq(oauthStates.id, row.id));
      counts.states += 1;
    }
  }
  return counts;
};
