import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  DEFAULT_DOCUMENT_CATEGORY,
  type CreateDocumentBodySchema,
  type DocumentDetail,
  type Page,
  type ReplacePagesBodySchema,
  type UpdateDocumentBodySchema,
} from "@wordloom/shared/model";
import type { AppContext } from "../../context";
import { documents } from "./documents.tables";
import { type UserRow } from "../account/users.tables";
import { AppError } from "../../errors";
import { authorize } from "../../policies/index";
import { documentPolicy } from "./document.policy";
import { summarizePages } from "./document-text";
import { scheduleDocumentPurge } from "./documents.jobs";
import { findDocument } from "./find-document";
import { presentDocument } from "./present-document";
import { writeSearchText, writeSearchTitle } from "./search-index";

type Deps = Pick<AppContext, "db" | "clock" | "jobs" | "events">;

const DEFAULT_TITLE = "Untitled";

/** A new document starts with one page holding one empty paragraph. */
const blankPages = (): Page[] => [{ blocks: [{ id: randomUUID(), htmlType: "text", sentences: [] }] }];

export const createDocument = async (
  deps: Deps,
  user: UserRow,
  input: z.output<typeof CreateDocumentBodySchema>,
): Promise<DocumentDetail> => {
  const now = deps.clock.now();
  const pages = input.pages ?? blankPages();
  const { searchText, ...summary } = summarizePages(pages);
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(documents)
      .values({
        ownerId: user.id,
        title: input.title ?? DEFAULT_TITLE,
        type: input.type,
        category: input.category ?? DEFAULT_DOCUMENT_CATEGORY,
        pages,
        ...summary,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) {
      throw new AppError("INTERNAL");
    }
    await writeSearchText(tx, { documentId: inserted.id, ownerId: user.id, title: inserted.title, bodyText: searchText });
    return inserted;
  });
  await deps.events.emit("document.created", { actorId: user.id, documentId: row.id, title: row.title });
  return presentDocument(row, user);
};

export const getDocument = async (deps: Pick<Deps, "db">, user: UserRow, id: string): Promise<DocumentDetail> => {
  const document = await findDocument(deps.db, id);
  authorize(user, "read", document, documentPolicy);
  return presentDocument(document, user);
};

/** Renames (rules of spec document 2 §5: non-empty plain text) or recategorises a document. */
export const updateDocument = async (deps: Deps, user: UserRow, id: string, changes: z.output<typeof UpdateDocumentBodySchema>) => {
  const document = await findDocument(deps.db, id);
  authorize(user, "update", document, documentPolicy);
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(documents)
      .set({ ...changes, updatedAt: deps.clock.now() })
      .where(eq(documents.id, id))
      .returning();
    if (!updated) {
      throw new AppError("NOT_FOUND", "Document not found.");
    }
    if (changes.title !== undefined) {
      await writeSearchTitle(tx, id, updated.title);
    }
    return updated;
  });
  const renamed = changes.title !== undefined && changes.title !== document.title;
  await deps.events.emit("document.updated", {
    actorId: user.id,
    documentId: id,
    title: row.title,
    fields: Object.keys(changes),
    ...(renamed ? { renamedFrom: document.title } : {}),
  });
  return presentDocument(row, user);
};

/**
 * Replaces the pages. With a baseVersion the write only happens if nobody saved in between
 * (checked in the same UPDATE), otherwise 409 VERSION_CONFLICT and nothing is lost.
 */
export const replacePages = async (
  deps: Deps,
  user: UserRow,
  id: string,
  { pages, baseVersion }: z.output<typeof ReplacePagesBodySchema>,
) => {
  const document = await findDocument(deps.db, id);
  authorize(user, "update", document, documentPolicy);
  const versionMatches = baseVersion === undefined ? undefined : eq(documents.version, baseVersion);
  const { searchText, ...summary } = summarizePages(pages);
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(documents)
      .set({ pages, ...summary, version: sql`${documents.version} + 1`, updatedAt: deps.clock.now() })
      .where(and(eq(documents.id, id), versionMatches))
      .returning();
    if (!updated) {
      throw new AppError("VERSION_CONFLICT", undefined, { currentVersion: document.version });
    }
    await writeSearchText(tx, { documentId: id, ownerId: updated.ownerId, title: updated.title, bodyText: searchText });
    return updated;
  });
  await deps.events.emit("document.saved", { actorId: user.id, documentId: id, version: row.version });
  return presentDocument(row, user);
};

/** Moves a document to the trash and schedules its purge after the retention period. */
export const trashDocument = async (deps: Deps, user: UserRow, id: string): Promise<void> => {
  const document = await findDocument(deps.db, id);
  authorize(user, "trash", document, documentPolicy);
  if (document.deletedAt) {
    return;
  }
  const now = deps.clock.now();
  await deps.db.update(documents).set({ deletedAt: now }).where(eq(documents.id, id));
  await scheduleDocumentPurge(deps.jobs, id, now);
  await deps.events.emit("document.trashed", { actorId: user.id, documentId: id, title: document.title });
};

export const restoreDocument = async (deps: Deps, user: UserRow, id: string): Promise<DocumentDetail> => {
  const document = await findDocument(deps.db, id);
  authorize(user, "restore", document, documentPolicy);
  if (!document.deletedAt) {
    return presentDocument(document, user);
  }
  const [row] = await deps.db
    .update(documents)
    .set({ deletedAt: null, updatedAt: deps.clock.now() })
    .where(eq(documents.id, id))
    .returning();
  if (!row) {
    throw new AppError("NOT_FOUND", "Document not found.");
  }
  await deps.events.emit("document.restored", { actorId: user.id, documentId: id, title: row.title });
  return presentDocument(row, user);
};

/** Deletes a document from the trash for good; a document not in the trash must be trashed first. */
export const deleteDocumentPermanently = async (deps: Deps, user: UserRow, id: string): Promise<void> => {
  const document = await findDocument(deps.db, id);
  authorize(user, "destroy", document, documentPolicy);
  if (!document.deletedAt) {
    throw new AppError("CONFLICT", "Move the document to the trash before deleting it permanently.");
  }
  await deps.db.delete(documents).where(eq(documents.id, id));
  await deps.events.emit("document.deleted", { actorId: user.id, documentId: id, title: document.title });
};

export const emptyTrash = async (deps: Deps, user: UserRow): Promise<{ deleted: number }> => {
  const removed = await deps.db
    .delete(documents)
    .where(and(eq(documents.ownerId, user.id), isNotNull(documents.deletedAt)))
    .returning({ id: documents.id });
  await deps.events.emit("trash.emptied", { actorId: user.id, count: removed.length });
  return { deleted: removed.length };
};
