import { and, asc, count, eq, isNull } from "drizzle-orm";
import { BRAND_VOICE_MESSAGES, BUILT_IN_TONE_STYLES, MAX_TONE_STYLES, toneStyleValue, type ToneStyleList } from "@wordloom/shared/api";
import type { DbDeps } from "../../context";
import { isUniqueViolation } from "../../db/errors";
import { toneStyles } from "./brand-voices.tables";
import { users } from "../account/users.tables";
import { conflict } from "../../errors";
import { loadBrandVoice } from "./find-brand-voice";
import { authorize } from "../../policies/index";
import { toneStylePolicy } from "./brand-voice.policy";

const scope = (ownerId: string, brandVoiceId: string | null) =>
  and(eq(toneStyles.ownerId, ownerId), brandVoiceId === null ? isNull(toneStyles.brandVoiceId) : eq(toneStyles.brandVoiceId, brandVoiceId));

const sameBuiltIn = (tone: string, style: string) =>
  BUILT_IN_TONE_STYLES.some((pair) => pair.tone.toLowerCase() === tone.toLowerCase() && pair.style.toLowerCase() === style.toLowerCase());

/** Built-in pairs first, then the saved ones of the scope (global, or one brand voice), oldest first. */
export const listToneStyles = async ({ db }: Pick<DbDeps, "db">, ownerId: string, brandVoiceId: string | null): Promise<ToneStyleList> => {
  if (brandVoiceId) {
    await loadBrandVoice(db, { id: ownerId }, "read", brandVoiceId);
  }
  const rows = await db
    .select()
    .from(toneStyles)
    .where(scope(ownerId, brandVoiceId))
    .orderBy(asc(toneStyles.createdAt), asc(toneStyles.id));
  return {
    brandVoiceId,
    items: [
      ...BUILT_IN_TONE_STYLES.map(({ tone, style }) => ({ id: null, tone, style, value: toneStyleValue(tone, style), builtIn: true })),
      ...rows.map((row) => ({ id: row.id, tone: row.tone, style: row.style, value: toneStyleValue(row.tone, row.style), builtIn: false })),
    ],
    saved: rows.length,
    max: MAX_TONE_STYLES,
  };
};

/**
 * Saves a pair in its scope; saving a pair already there (or a built-in) changes nothing. At most 20
 * per scope, with the spec's message; the owner's row is locked so concurrent saves cannot pass it.
 */
export const saveToneStyle = async (
  deps: DbDeps,
  ownerId: string,
  pair: { tone: string; style: string; brandVoiceId: string | null },
): Promise<ToneStyleList> => {
  if (pair.brandVoiceId) {
    await loadBrandVoice(deps.db, { id: ownerId }, "use", pair.brandVoiceId);
  }
  if (!sameBuiltIn(pair.tone, pair.style)) {
    try {
      await deps.db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for("update");
        const [saved] = await tx.select({ total: count() }).from(toneStyles).where(scope(ownerId, pair.brandVoiceId));
        if ((saved?.total ?? 0) >= MAX_TONE_STYLES) {
          throw conflict(BRAND_VOICE_MESSAGES.toneStyleLimit);
        }
        await tx
          .insert(toneStyles)
          .values({ ownerId, brandVoiceId: pair.brandVoiceId, tone: pair.tone, style: pair.style, createdAt: deps.clock.now() });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) {
        throw error;
      }
    }
  }
  return listToneStyles(deps, ownerId, pair.brandVoiceId);
};

export const removeToneStyle = async ({ db }: Pick<DbDeps, "db">, ownerId: string, id: string): Promise<ToneStyleList> => {
  const [pair] = await db.select().from(toneStyles).where(eq(toneStyles.id, id)).limit(1);
  authorize({ id: ownerId }, "delete", pair, toneStylePolicy);
  await db.delete(toneStyles).where(eq(toneStyles.id, id));
  return listToneStyles({ db }, ownerId, pair.brandVoiceId);
};
