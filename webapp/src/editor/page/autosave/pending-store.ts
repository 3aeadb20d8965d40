import { z } from "zod";
import { UpsertedBlockSchema } from "@wordloom/shared/model";
import type { ChangeSet } from "./change-set";

/**
 * Unsaved changes of one document, kept on this device until the server has them.
 *
 * Why localStorage and not IndexedDB: the write must finish synchronously, inside the keystroke's
 * handler and in `pagehide` when the tab closes; an IndexedDB transaction started there may never
 * commit. A pending record holds only the changed blocks, so it stays far below the storage quota;
 * if a write is refused anyway (quota), the changes stay in memory and saving carries on.
 */
interface PendingRecord {
  /** The server version the changes were made against. */
  baseVersion: number;
  changes: ChangeSet;
  /** When the record was last written (ISO). */
  savedAt: string;
}

const PendingRecordSchema = z.object({
  baseVersion: z.number().int().min(0),
  changes: z.object({
    upserted: z.array(UpsertedBlockSchema.required({ afterBlockId: true })),
    removed: z.array(z.string()),
    pageCount: z.number().int().min(1),
  }),
  savedAt: z.string(),
});

export interface PendingStore {
  read(): PendingRecord | null;
  /** Answers false when the browser refused the write. */
  write(record: PendingRecord): boolean;
  clear(): void;
}

export const pendingKey = (userId: string, documentId: string) => `wordloom.pendingBlocks.${userId}.${documentId}`;

export const createPendingStore = (storage: Storage, key: string): PendingStore => ({
  read() {
    try {
      const raw = storage.getItem(key);
      if (!raw) {
        return null;
      }
      const parsed = PendingRecordSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  write(record) {
    try {
      storage.setItem(key, JSON.stringify(record));
      return true;
    } catch {
      return false;
    }
  },
  clear() {
    storage.removeItem(key);
  },
});
