import { eq } from "drizzle-orm";
import { documentBlocks, type AnalysisBlock } from "@wordloom/shared/analysis";
import { fingerprints as winnow } from "@wordloom/shared/analysis/plagiarism";
import type { Database } from "../../db/client";
import { fingerprints, referenceDocuments } from "./plagiarism.tables";
import { findDocument } from "../documents/find-document";

export interface BlockFingerprint {
  hash: string;
  blockId: string;
  start: number;
  end: number;
  position: number;
}

/** Fingerprints of every block; positions count words across the whole text. */
export const fingerprintBlocks = (blocks: readonly AnalysisBlock[]): BlockFingerprint[] => {
  const all: BlockFingerprint[] = [];
  let offset = 0;
  for (const block of blocks) {
    const prints = winnow(block.text);
    for (const print of prints) {
      all.push({ hash: print.hash, blockId: block.id, start: print.start, end: print.end, position: offset + print.position });
    }
    offset += (block.text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
  }
  return all;
};

const INSERT_BATCH = 2_000;

const insertPrints = async (db: Database, rows: Array<typeof fingerprints.$inferInsert>) => {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insert(fingerprints).values(rows.slice(start, start + INSERT_BATCH));
  }
};

/**
 * Replaces a document's fingerprints with those of its current text (run by a job after each
 * save). A deleted or trashed document keeps none, so it is never reported as a source.
 */
export const indexDocumentFingerprints = async (db: Database, documentId: string): Promise<number> => {
  const document = await findDocument(db, documentId);
  const prints = document && !document.deletedAt ? fingerprintBlocks(documentBlocks(document.pages)) : [];
  await db.transaction(async (tx) => {
    await tx.delete(fingerprints).where(eq(fingerprints.documentId, documentId));
    if (document) {
      await insertPrints(
        tx,
        prints.map((print) => ({ hash: BigInt(print.hash), documentId, position: print.position })),
      );
    }
  });
  return prints.length;
};

/** Adds one text to the reference corpus with its fingerprints. */
export const addReferenceText = async (
  db: Database,
  { title, source, text, now }: { title: string; source: string; text: string; now: Date },
) => {
  const prints = fingerprintBlocks([{ id: "reference", text }]);
  return db.transaction(async (tx) => {
    const [reference] = await tx
      .insert(referenceDocuments)
      .values({ title, source, wordCount: (text.match(/[\p{L}\p{N}]+/gu) ?? []).length, createdAt: now })
      .returning();
    if (!reference) {
      // Invariant: an INSERT … RETURNING answers its row.
      throw new Error("could not store the reference text");
    }
    await insertPrints(
      tx,
      prints.map((print) => ({ hash: BigInt(print.hash), referenceId: reference.id, position: print.position })),
    );
    return { id: reference.id, reference, fingerprints: prints.length };
  });
};
