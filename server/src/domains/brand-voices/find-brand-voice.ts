import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { brandVoices, type BrandVoiceRow } from "./brand-voices.tables";
import { authorize } from "../../policies/index";
import { brandVoicePolicy, type BrandVoiceActor } from "./brand-voice.policy";

type BrandVoiceAction = keyof typeof brandVoicePolicy.rules;

/**
 * Loads a brand voice for one action; the policy answers 404 for anyone else's (or a missing one).
 * `lock` takes the row lock when the caller reads, checks and writes it in one transaction.
 */
export const loadBrandVoice = async (
  db: Pick<Database, "select">,
  actor: BrandVoiceActor,
  action: BrandVoiceAction,
  id: string,
  lock = false,
): Promise<BrandVoiceRow> => {
  const query = db.select().from(brandVoices).where(eq(brandVoices.id, id)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  authorize(actor, action, row, brandVoicePolicy);
  return row;
};
