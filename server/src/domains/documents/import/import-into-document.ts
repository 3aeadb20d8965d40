import type { z } from "zod";
import type { ImportQuerySchema } from "@wordloom/shared/api";
import type { DocumentDetail } from "@wordloom/shared/model";
import type { AppContext } from "../../../context";
import type { UserRow } from "../../account/users.tables";
import { authorize } from "../../../policies/index";
import { documentPolicy } from "../document.policy";
import { createDocument, replacePages } from "../document-commands";
import { findDocument } from "../find-document";
import { importDocument } from "./import-document";
import type { FileParser } from "./import-pool";

interface ImportRequest {
  user: UserRow;
  options: z.output<typeof ImportQuerySchema>;
  bytes: Uint8Array;
  fileName: string;
  /** Takes one DocumentCreation use (refunded if the import fails); called only for a new document. */
  reserveCreation: () => Promise<void>;
}

/**
 * Imports a file as a new document, or over the pages of a document the user may edit (the
 * generate/overwrite choice). Who may overwrite is settled before the file is parsed: another
 * user's document answers 404 like every document route.
 */
export const importIntoDocument = async (
  deps: Pick<AppContext, "db" | "clock" | "jobs" | "events">,
  parser: FileParser,
  { user, options, bytes, fileName, reserveCreation }: ImportRequest,
): Promise<DocumentDetail> => {
  const target = options.mode === "overwrite" ? options.docId : undefined;
  if (target) {
    authorize(user, "update", await findDocument(deps.db, target), documentPolicy);
  } else {
    await reserveCreation();
  }
  const imported = await importDocument(bytes, fileName, parser);
  if (target) {
    return replacePages(deps, user, target, { pages: imported.pages });
  }
  return createDocument(deps, user, { title: imported.title, type: "classic", pages: imported.pages });
};
