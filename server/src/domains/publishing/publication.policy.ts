import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { PublicationStatus } from "@wordloom/shared/model";
import type { DocumentRow } from "../documents/documents.tables";
import type { UserRow } from "../account/users.tables";
import { allowed, definePolicy } from "../../policies/index";

type Actor = Pick<UserRow, "id">;

/**
 * A document as publishing sees it. `acceptedCollaborators` counts the collaborators who accepted
 * (spec document 2 §4): Wordloom has no collaboration yet, so the loader passes 0 until that
 * domain lands and counts its rows there.
 */
export interface PublishableDocument {
  ownerId: DocumentRow["ownerId"];
  type: DocumentRow["type"];
  visibility: DocumentRow["visibility"];
  deletedAt: DocumentRow["deletedAt"];
  acceptedCollaborators: number;
}

const IN_TRASH = { conflict: "This document is in the trash. Restore it to publish it." };
const COLLABORATIVE_VISIBILITY = { conflict: PUBLISHING_MESSAGES.collaborativeVisibility };
const COLLABORATIVE_SHARE = { conflict: PUBLISHING_MESSAGES.collaborativeShare };
const NOT_PUBLIC = { conflict: PUBLISHING_MESSAGES.shareNeedsPublic };

/** Spec document 2 §4: a collaborative document is locked, except workflow documents. */
const collaborativeLock = (document: PublishableDocument) => document.acceptedCollaborators > 0 && document.type !== "workflow";

const changeVisibility = (_actor: Actor, document: PublishableDocument) => {
  if (document.deletedAt !== null) {
    return IN_TRASH;
  }
  return collaborativeLock(document) ? COLLABORATIVE_VISIBILITY : true;
};

/** What the owner may do with publishing. Only the owner sees the publishing side of a document. */
export const publicationPolicy = definePolicy({
  notFound: "Document not found.",
  see: (actor: Actor, document: PublishableDocument) => document.ownerId === actor.id,
  rules: {
    read: () => true,
    makePublic: changeVisibility,
    makePrivate: changeVisibility,
    /** Sharing and the public link need the public state (spec §4); a collaborative document is never shared. */
    share: (_actor, document) => {
      if (collaborativeLock(document)) {
        return COLLABORATIVE_SHARE;
      }
      return document.visibility === "public" && document.deletedAt === null ? true : NOT_PUBLIC;
    },
    /** Tags, category and cover are set in the preview panel, before or after publishing. */
    edit: (_actor, document) => (document.deletedAt === null ? true : IN_TRASH),
  },
});

export const publicationAbilities = (actor: Actor, document: PublishableDocument): PublicationStatus["can"] => ({
  makePublic: document.visibility === "private" && allowed(publicationPolicy, actor, "makePublic", document),
  makePrivate: document.visibility === "public" && allowed(publicationPolicy, actor, "makePrivate", document),
  share: allowed(publicationPolicy, actor, "share", document),
  editTags: allowed(publicationPolicy, actor, "edit", document),
  uploadCover: allowed(publicationPolicy, actor, "edit", document),
});

/** A public comment as its policy needs it: who wrote it and who wrote the article. */
export interface CommentResource {
  userId: string;
  articleAuthorId: string;
}

/** Spec document 2 §5: only the author edits or deletes a comment; the article's author may remove any (public comments). */
export const publicCommentPolicy = definePolicy({
  notFound: PUBLISHING_MESSAGES.commentNotFound,
  // Comments of a public document are public; the loader answers 404 for those of a private one.
  see: (_actor: Actor, _comment: CommentResource) => true,
  rules: {
    edit: (actor, comment) => comment.userId === actor.id,
    remove: (actor, comment) => comment.userId === actor.id || comment.articleAuthorId === actor.id,
  },
});

export const commentAbilities = (actor: Actor | null, comment: CommentResource) => ({
  edit: actor !== null && allowed(publicCommentPolicy, actor, "edit", comment),
  remove: actor !== null && allowed(publicCommentPolicy, actor, "remove", comment),
});
