import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { brandVoices, type BrandVoiceRow } from "./brand-voices.tables";
import { notFound } from "../../errors";

export const BRAND_VOICE_NOT_FOUND = "Brand voice not found.";

/** The owner's brand voice; anyone else's (or a missing one) answers 404, so ids reveal nothing. */
export const findOwnedBrandVoice = async (db: Pick<Database, "select">, ownerId: string, id: string): Promise<BrandVoiceRow> => {
  const [row] = await db
    .select()
    .from(brandVoices)
    .where(and(eq(brandVoices.id, id), eq(brandVoices.ownerId, ownerId)))
    .limit(1);
  if (!row) {
    throw notFound(BRAND_VOICE_NOT_FOUND);
  }
  return row;
};
