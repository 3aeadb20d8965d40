import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents, type DocumentRow } from "../../db/schema";

export const findDocument = async (db: Database, id: string): Promise<DocumentRow | undefined> => {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
};
