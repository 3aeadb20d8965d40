import { eq } from "drizzle-orm";
import type { PublicationStatus } from "@wordloom/shared/model";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import type { UserRow } from "../account/users.tables";
import { documents } from "../documents/documents.tables";
import { loadOwnedPublication, presentStatus } from "./owner-publication";
import { publications } from "./publishing.tables";
import { claimSlug } from "./slugs";

type Deps = Pick<AppContext, "db" | "clock" | "events">;

/** The publishing record of a document, created empty (no slug, never published) when missing. */
export const ensurePublication = async (db: Deps["db"], documentId: string, authorId: string, now: Date) => {
  await db.insert(publications).values({ documentId, authorId, updatedAt: now }).onConflictDoNothing();
};

/**
 * Makes a document public or private (spec document 2 §4). The first publish needs a screen name
 * (409 SCREEN_NAME_REQUIRED: the client sends the user to app/profile) and claims the slug, which
 * then stays whatever the title becomes. The document's visibility and its publishing record
 * change in one transaction (the document row locked), so every public read sees both or neither.
 */
export const updateVisibility = async (
  deps: Deps,
  user: UserRow,
  id: string,
  visibility: "public" | "private",
): Promise<PublicationStatus> => {
  await deps.db.transaction(async (tx) => {
    const owned = await loadOwnedPublication(tx, user, id, visibility === "public" ? "makePublic" : "makePrivate", { forUpdate: true });
    const now = deps.clock.now();
    if (visibility === "private") {
      await tx.update(documents).set({ visibility: "private" }).where(eq(documents.id, id));
      await tx.update(publications).set({ isPublic: false, updatedAt: now }).where(eq(publications.documentId, id));
      return;
    }
    if (!user.handle) {
      throw new AppError("SCREEN_NAME_REQUIRED");
    }
    await ensurePublication(tx, id, user.id, now);
    const slug = owned.publication?.slug ?? (await claimSlug(tx, { authorId: user.id, documentId: id, title: owned.document.title, now }));
    const firstPublishedAt = owned.publication?.firstPublishedAt ?? now;
    await tx
      .update(publications)
      .set({
        slug,
        isPublic: true,
        firstPublishedAt,
        firstPublishedEpoch: firstPublishedAt.getTime() / 1000,
        publishedAt: now,
        updatedAt: now,
      })
      .where(eq(publications.documentId, id));
    await tx.update(documents).set({ visibility: "public" }).where(eq(documents.id, id));
  });
  await deps.events.emit(visibility === "public" ? "publication.published" : "publication.unpublished", {
    documentId: id,
    authorId: user.id,
  });
  return presentStatus(deps.db, user, await loadOwnedPublication(deps.db, user, id, "read"));
};

/**
 * genDocPublicLink: the public link of a public document. `renew` claims a new slug from the
 * current title (after a rename); the old slug keeps redirecting to the document.
 */
export const publicLink = async (deps: Deps, user: UserRow, id: string, renew: boolean): Promise<PublicationStatus> => {
  if (renew) {
    await deps.db.transaction(async (tx) => {
      const owned = await loadOwnedPublication(tx, user, id, "share", { forUpdate: true });
      const now = deps.clock.now();
      const slug = await claimSlug(tx, { authorId: user.id, documentId: id, title: owned.document.title, now });
      await tx.update(publications).set({ slug, updatedAt: now }).where(eq(publications.documentId, id));
    });
  }
  return presentStatus(deps.db, user, await loadOwnedPublication(deps.db, user, id, "share"));
};
