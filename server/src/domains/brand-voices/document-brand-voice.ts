import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { DocumentBrandVoiceSchema } from "@wordloom/shared/api";
import type { DbDeps } from "../../context";
import { brandVoices, documentBrandVoices } from "./brand-voices.tables";
import { type UserRow } from "../account/users.tables";
import { authorize } from "../../policies/index";
import { documentPolicy } from "../documents/document.policy";
import { findDocument } from "../documents/find-document";
import { loadBrandVoice } from "./find-brand-voice";
import { presentBrandVoice } from "./present-brand-voice";

type DocumentBrandVoice = z.output<typeof DocumentBrandVoiceSchema>;

const currentVoice = async ({ db }: Pick<DbDeps, "db">, user: UserRow, documentId: string): Promise<DocumentBrandVoice> => {
  const [row] = await db
    .select({ voice: brandVoices })
    .from(documentBrandVoices)
    .innerJoin(brandVoices, eq(brandVoices.id, documentBrandVoices.brandVoiceId))
    .where(eq(documentBrandVoices.documentId, documentId))
    .limit(1);
  return { documentId, brandVoiceId: row?.voice.id ?? null, brandVoice: row ? presentBrandVoice(row.voice, user) : null };
};

/** A document's brand voice; only the document's reader may ask. */
export const getDocumentBrandVoice = async (deps: Pick<DbDeps, "db">, user: UserRow, documentId: string): Promise<DocumentBrandVoice> => {
  authorize(user, "read", await findDocument(deps.db, documentId), documentPolicy);
  return currentVoice(deps, user, documentId);
};

/** Sets or clears a document's brand voice: the caller must be able to edit the document and own the voice. */
export const setDocumentBrandVoice = async (
  deps: DbDeps,
  user: UserRow,
  documentId: string,
  brandVoiceId: string | null,
): Promise<DocumentBrandVoice> => {
  authorize(user, "update", await findDocument(deps.db, documentId), documentPolicy);
  if (brandVoiceId === null) {
    await deps.db.delete(documentBrandVoices).where(eq(documentBrandVoices.documentId, documentId));
    return { documentId, brandVoiceId: null, brandVoice: null };
  }
  await loadBrandVoice(deps.db, user, "use", brandVoiceId);
  const updatedAt = deps.clock.now();
  await deps.db
    .insert(documentBrandVoices)
    .values({ documentId, brandVoiceId, updatedAt })
    .onConflictDoUpdate({ target: documentBrandVoices.documentId, set: { brandVoiceId, updatedAt } });
  return currentVoice(deps, user, documentId);
};
