import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents, type DocumentRow } from "./documents.tables";

/** Built once per database as a prepared statement: every document route starts with this lookup. */
const prepareFind = (db: Database) =>
  db
    .select()
    .from(documents)
    .where(eq(documents.id, sql.placeholder("id")))
    .limit(1)
    .prepare("find_document_by_id");
const finds = new WeakMap<Database, ReturnType<typeof prepareFind>>();

export const findDocument = async (db: Database, id: string): Promise<DocumentRow | undefined> => {
  let find = finds.get(db);
  if (!find) {
    find = prepareFind(db);
    finds.set(db, find);
  }
  const [row] = await find.execute({ id });
  return row;
};
