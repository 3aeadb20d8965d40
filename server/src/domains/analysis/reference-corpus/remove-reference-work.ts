import { eq } from "drizzle-orm";
import type { DbDeps } from "../../../context";
import { authorize } from "../../../policies/index";
import type { AdminRow } from "../../account/users.tables";
import { referenceDocuments } from "../plagiarism.tables";
import { referenceWorkPolicy } from "./reference-work.policy";

/** Removes a work and (by cascade) its fingerprints: later checks no longer find it. */
export const removeReferenceWork = async (deps: Pick<DbDeps, "db">, admin: Pick<AdminRow, "id">, id: string) => {
  const [work] = await deps.db.select().from(referenceDocuments).where(eq(referenceDocuments.id, id)).limit(1);
  authorize(admin, "remove", work, referenceWorkPolicy);
  await deps.db.delete(referenceDocuments).where(eq(referenceDocuments.id, id));
};
