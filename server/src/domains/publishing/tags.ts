import { eq } from "drizzle-orm";
import type { PublicationStatus } from "@wordloom/shared/model";
import { normalizeTags } from "@wordloom/shared/rules";
import type { AppContext } from "../../context";
import type { UserRow } from "../account/users.tables";
import { loadOwnedPublication, presentStatus } from "./owner-publication";
import { publications } from "./publishing.tables";
import { ensurePublication } from "./update-visibility";

/** addTagsToDocument: the document's hashtags, normalised (split on spaces and #, "#"-prefixed, at most 20). */
export const updateTags = async (
  deps: Pick<AppContext, "db" | "clock">,
  user: UserRow,
  id: string,
  input: readonly string[],
): Promise<PublicationStatus> => {
  await loadOwnedPublication(deps.db, user, id, "edit");
  const now = deps.clock.now();
  await ensurePublication(deps.db, id, user.id, now);
  await deps.db
    .update(publications)
    .set({ tags: normalizeTags(input), updatedAt: now })
    .where(eq(publications.documentId, id));
  return presentStatus(deps.db, user, await loadOwnedPublication(deps.db, user, id, "read"));
};
