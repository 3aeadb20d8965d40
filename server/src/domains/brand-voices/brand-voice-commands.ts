import { count, desc, eq } from "drizzle-orm";
import {
  BRAND_VOICE_MESSAGES,
  CUSTOM_PILLAR_INPUT_LIMIT,
  MAX_BRAND_VOICES,
  MAX_CONTENT_PILLARS,
  type BrandVoice,
  type CreateBrandVoiceBodySchema,
  type UpdateBrandVoiceBodySchema,
} from "@wordloom/shared/api";
import type { z } from "zod";
import type { DbDeps } from "../../context";
import { brandVoices } from "./brand-voices.tables";
import { users } from "../account/users.tables";
import { conflict, notFound } from "../../errors";
import { brandVoicePolicy, type BrandVoiceActor } from "./brand-voice.policy";
import { loadBrandVoice } from "./find-brand-voice";
import { presentBrandVoice } from "./present-brand-voice";

type CreateBody = z.output<typeof CreateBrandVoiceBodySchema>;
type UpdateBody = z.output<typeof UpdateBrandVoiceBodySchema>;

/** The actor's own voices: the list is the policy's `see` rule (owner only) written as the query. */
export const listBrandVoices = async ({ db }: Pick<DbDeps, "db">, actor: BrandVoiceActor): Promise<BrandVoice[]> => {
  const rows = await db
    .select()
    .from(brandVoices)
    .where(eq(brandVoices.ownerId, actor.id))
    .orderBy(desc(brandVoices.updatedAt), desc(brandVoices.id));
  return rows.map((row) => presentBrandVoice(row, actor));
};

/** Creates a brand voice; the owner's row is locked so concurrent creates cannot pass the limit. */
export const createBrandVoice = async (
  deps: DbDeps,
  actor: BrandVoiceActor,
  body: CreateBody,
  sourceUrl: string | null = null,
): Promise<BrandVoice> => {
  const ownerId = actor.id;
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for("update");
    const [existing] = await tx.select({ total: count() }).from(brandVoices).where(eq(brandVoices.ownerId, ownerId));
    if ((existing?.total ?? 0) >= MAX_BRAND_VOICES) {
      throw conflict(BRAND_VOICE_MESSAGES.maxBrandVoices);
    }
    const [created] = await tx
      .insert(brandVoices)
      .values({ ...body, ownerId, sourceUrl, createdAt: now, updatedAt: now })
      .returning();
    return created;
  });
  if (!row) {
    // Invariant: an INSERT … RETURNING answers its row.
    throw new Error("could not create the brand voice");
  }
  return presentBrandVoice(row, actor);
};

export const updateBrandVoice = async (deps: DbDeps, actor: BrandVoiceActor, id: string, body: UpdateBody): Promise<BrandVoice> => {
  await loadBrandVoice(deps.db, actor, "update", id);
  const [row] = await deps.db
    .update(brandVoices)
    .set({ ...body, updatedAt: deps.clock.now() })
    .where(eq(brandVoices.id, id))
    .returning();
  if (!row) {
    // Deleted (by another tab) between the lookup and the update.
    throw notFound(brandVoicePolicy.notFound);
  }
  return presentBrandVoice(row, actor);
};

export const deleteBrandVoice = async ({ db }: Pick<DbDeps, "db">, actor: BrandVoiceActor, id: string): Promise<void> => {
  await loadBrandVoice(db, actor, "delete", id);
  await db.delete(brandVoices).where(eq(brandVoices.id, id));
};

const samePillar = (first: string, second: string) => first.trim().toLowerCase() === second.trim().toLowerCase();

/**
 * Adds one custom pillar (spec document 3 §5): no duplicates ('Pillar already present!'), and a
 * custom pillar only while fewer than 7 exist. The row is locked so two adds cannot both pass.
 */
export const addBrandVoicePillar = async (deps: DbDeps, actor: BrandVoiceActor, id: string, pillar: string): Promise<BrandVoice> => {
  const row = await deps.db.transaction(async (tx) => {
    const current = await loadBrandVoice(tx, actor, "update", id, true);
    if (current.contentPillars.some((existing) => samePillar(existing, pillar))) {
      throw conflict(BRAND_VOICE_MESSAGES.pillarDuplicate);
    }
    if (current.contentPillars.length >= CUSTOM_PILLAR_INPUT_LIMIT || current.contentPillars.length >= MAX_CONTENT_PILLARS) {
      throw conflict(BRAND_VOICE_MESSAGES.pillarCustomLimit);
    }
    const [updated] = await tx
      .update(brandVoices)
      .set({ contentPillars: [...current.contentPillars, pillar.trim()], updatedAt: deps.clock.now() })
      .where(eq(brandVoices.id, id))
      .returning();
    return updated;
  });
  if (!row) {
    // Deleted (by another tab) between the lookup and the update.
    throw notFound(brandVoicePolicy.notFound);
  }
  return presentBrandVoice(row, actor);
};
