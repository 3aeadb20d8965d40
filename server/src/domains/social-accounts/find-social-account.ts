import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { authorize } from "../../policies/index";
import { socialAccountPolicy, type SocialAccountActor } from "./social-account.policy";
import { socialAccounts, type SocialAccountRow } from "./social-accounts.tables";

type SocialAccountAction = keyof typeof socialAccountPolicy.rules;

/** Loads a linked account for one action; the policy answers 404 for anyone else's (or a missing one). */
export const loadSocialAccount = async (
  db: Pick<Database, "select">,
  actor: SocialAccountActor,
  action: SocialAccountAction,
  id: string,
): Promise<SocialAccountRow> => {
  const [row] = await db.select().from(socialAccounts).where(eq(socialAccounts.id, id)).limit(1);
  authorize(actor, action, row, socialAccountPolicy);
  return row;
};
