import { desc } from "drizzle-orm";
import type { DbDeps } from "../../../context";
import { referenceDocuments } from "../plagiarism.tables";
import { presentReferenceWork } from "./present-reference-work";

/** Every work of the reference corpus, newest first. */
export const listReferenceWorks = async (deps: Pick<DbDeps, "db">) => {
  const rows = await deps.db.select().from(referenceDocuments).orderBy(desc(referenceDocuments.createdAt), desc(referenceDocuments.id));
  return { items: rows.map(presentReferenceWork) };
};
