import { eq, sql } from "drizzle-orm";
import type { PublicationStatus } from "@wordloom/shared/model";
import { publicationPath } from "@wordloom/shared/rules";
import type { Database } from "../../db/client";
import type { UserRow } from "../account/users.tables";
import { documents, type DocumentRow } from "../documents/documents.tables";
import { notFound } from "../../errors";
import { authorize } from "../../policies/index";
import { publicationAbilities, publicationPolicy, type PublishableDocument } from "./publication.policy";
import { publicationRatings, publications, type PublicationRow } from "./publishing.tables";
import { mediaUrl } from "./public-rows";

export type PublicationAction = keyof typeof publicationPolicy.rules;

export interface OwnedPublication {
  document: DocumentRow;
  publication: PublicationRow | null;
  resource: PublishableDocument;
}

/**
 * Accepted collaborators of a document (spec document 2 §4). Wordloom has no collaboration domain
 * yet, so there are none; when it lands, this counts its accepted rows.
 */
const acceptedCollaborators = async (_db: Database, _documentId: string): Promise<number> => 0;

/** The owner's document with its publishing record, authorized for `action` (404 for anyone else). */
export const loadOwnedPublication = async (
  db: Database,
  user: Pick<UserRow, "id">,
  id: string,
  action: PublicationAction,
  options: { forUpdate?: boolean } = {},
): Promise<OwnedPublication> => {
  const query = db
    .select({ document: documents, publication: publications })
    .from(documents)
    .leftJoin(publications, eq(publications.documentId, documents.id))
    .where(eq(documents.id, id));
  const [row] = options.forUpdate ? await query.for("update", { of: documents }) : await query;
  const resource = row ? { ...row.document, acceptedCollaborators: await acceptedCollaborators(db, id) } : undefined;
  authorize(user, action, resource, publicationPolicy);
  if (!row) {
    throw notFound(publicationPolicy.notFound);
  }
  return { document: row.document, publication: row.publication, resource };
};

export const presentStatus = async (
  db: Database,
  user: Pick<UserRow, "id" | "handle">,
  { document, publication, resource }: OwnedPublication,
): Promise<PublicationStatus> => {
  const [rating] = await db
    .select({ average: sql<number | null>`avg(${publicationRatings.rating})::real`, count: sql<number>`count(*)::int` })
    .from(publicationRatings)
    .where(eq(publicationRatings.documentId, document.id));
  return {
    documentId: document.id,
    title: document.title,
    visibility: document.visibility,
    slug: publication?.slug ?? null,
    path: publication?.slug && user.handle ? publicationPath(user.handle, publication.slug) : null,
    category: document.category,
    tags: publication?.tags ?? [],
    coverUrl: mediaUrl(publication?.coverPath ?? null),
    counts: {
      likes: publication?.likeCount ?? 0,
      comments: publication?.commentCount ?? 0,
      bookmarks: publication?.bookmarkCount ?? 0,
      shares: publication?.shareCount ?? 0,
      links: publication?.linkCount ?? 0,
      reads: publication?.readCount ?? 0,
    },
    rating: {
      average: rating?.average === null || rating?.average === undefined ? null : Math.round(rating.average * 100) / 100,
      count: rating?.count ?? 0,
    },
    firstPublishedAt: publication?.firstPublishedAt?.toISOString() ?? null,
    publishedAt: publication?.publishedAt && document.visibility === "public" ? publication.publishedAt.toISOString() : null,
    can: publicationAbilities(user, resource),
  };
};

/** Reloads and presents (after a change). */
export const publicationStatus = async (db: Database, user: UserRow, id: string): Promise<PublicationStatus> =>
  presentStatus(db, user, await loadOwnedPublication(db, user, id, "read"));
