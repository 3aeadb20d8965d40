import { asc, eq, inArray } from "drizzle-orm";
import type { SocialAccount } from "@wordloom/shared/model";
import type { DbDeps } from "../../context";
import { presentSocialAccount } from "./present-social-account";
import { socialAccounts, socialAccountTargets } from "./social-accounts.tables";

/** The user's linked accounts with their chosen targets, oldest link first. */
export const listSocialAccounts = async (deps: Pick<DbDeps, "db">, ownerId: string): Promise<SocialAccount[]> => {
  const rows = await deps.db.select().from(socialAccounts).where(eq(socialAccounts.ownerId, ownerId)).orderBy(asc(socialAccounts.linkedAt));
  if (rows.length === 0) {
    return [];
  }
  const targets = await deps.db
    .select()
    .from(socialAccountTargets)
    .where(
      inArray(
        socialAccountTargets.accountId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => presentSocialAccount(row, targets));
};
