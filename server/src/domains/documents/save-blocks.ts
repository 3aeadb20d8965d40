import { and, eq, sql } from "drizzle-orm";
import { countDocumentChars, type Page, type SaveBlocksBody, type SavedBlocks, type SaveIssueType } from "@wordloom/shared/model";
import { LIMITS } from "@wordloom/shared/rules";
import { ERROR_MESSAGES } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { documents } from "./documents.tables";
import { type UserRow } from "../account/users.tables";
import { AppError } from "../../errors";
import { authorize } from "../../policies/index";
import { documentPolicy } from "./document.policy";
import { applyBlockChanges } from "./apply-block-changes";
import { summarizePages } from "./document-text";
import { writeSearchText } from "./search-index";

type Deps = Pick<AppContext, "db" | "clock" | "events">;

const L = LIMITS.document;

const limitIssue = (message: string) =>
  new AppError("VALIDATION_FAILED", ERROR_MESSAGES.VALIDATION_FAILED, { issues: [{ path: ["body"], message }] });

/**
 * The merged pages must respect the limits of a full save (PagesSchema in replacePages). Upserted
 * blocks were validated with the body; stored blocks were validated when they were written.
 */
const checkLimits = (pages: readonly Page[]): void => {
  if (pages.length > L.maxPages) {
    throw limitIssue(`A document holds at most ${L.maxPages} pages`);
  }
  if (pages.some((page) => page.blocks.length > L.maxBlocksPerPage)) {
    throw limitIssue(`A page holds at most ${L.maxBlocksPerPage} blocks`);
  }
  if (countDocumentChars(pages) > L.maxTotalChars) {
    throw limitIssue(`A document holds at most ${L.maxTotalChars} characters`);
  }
};

/**
 * Saves only the changed blocks of a document in one transaction: the row is locked, its version
 * must still be `baseVersion` (else 409 VERSION_CONFLICT and nothing changes), the changes are
 * merged into the stored pages, and the summary, search text and version move as in a full save.
 */
export const saveBlocks = async (deps: Deps, user: UserRow, id: string, changes: SaveBlocksBody): Promise<SavedBlocks> => {
  const row = await deps.db.transaction(async (tx) => {
    const [document] = await tx.select().from(documents).where(eq(documents.id, id)).for("update");
    authorize(user, "update", document, documentPolicy);
    if (document.version !== changes.baseVersion) {
      throw new AppError("VERSION_CONFLICT", undefined, { currentVersion: document.version });
    }
    const pages = applyBlockChanges(document.pages, changes);
    checkLimits(pages);
    const { searchText, ...summary } = summarizePages(pages);
    const [updated] = await tx
      .update(documents)
      .set({ pages, ...summary, version: sql`${documents.version} + 1`, updatedAt: deps.clock.now() })
      .where(and(eq(documents.id, id), eq(documents.version, changes.baseVersion)))
      .returning({ version: documents.version, updatedAt: documents.updatedAt, ownerId: documents.ownerId, title: documents.title });
    if (!updated) {
      throw new AppError("VERSION_CONFLICT", undefined, { currentVersion: document.version });
    }
    await writeSearchText(tx, { documentId: id, ownerId: updated.ownerId, title: updated.title, bodyText: searchText });
    return updated;
  });
  await deps.events.emit("document.saved", { actorId: user.id, documentId: id, version: row.version, ...issueTypeDetails(changes) });
  return { version: row.version, updatedAt: row.updatedAt.toISOString() };
};

/**
 * The issue types a save carries (spec document 2 §4: replacing an offensive word "saves with issue
 * type Abusive"), recorded in the activity log entry of that same save rather than on the block or
 * the document: the type explains why a version of the text changed, which is what the writer (and
 * an admin looking into a flagged document) reads the log for, and it must not stick to the block
 * and be re-reported by every later save of it. Answers nothing when no block carries one, so plain
 * typing saves log exactly as before.
 */
const issueTypeDetails = (changes: SaveBlocksBody): { issueTypes?: Array<{ blockId: string; issueType: SaveIssueType }> } => {
  const issueTypes = changes.upserted.flatMap((entry) =>
    entry.issueType ? [{ blockId: entry.block.id, issueType: entry.issueType }] : [],
  );
  return issueTypes.length > 0 ? { issueTypes } : {};
};
