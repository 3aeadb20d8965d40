import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { DocumentAbilities } from "@wordloom/shared/model";
import type { DocumentRow } from "./documents.tables";
import type { UserRow } from "../account/users.tables";
import { allowed, definePolicy } from "../../policies/index";

type Actor = Pick<UserRow, "id">;
type Document = Pick<DocumentRow, "ownerId" | "deletedAt" | "visibility">;

const IN_TRASH = { conflict: "This document is in the trash. Restore it to edit it." };
const PUBLIC = { conflict: PUBLISHING_MESSAGES.publicDelete };
const NOT_PUBLIC = { conflict: PUBLISHING_MESSAGES.shareNeedsPublic };

/**
 * What a user may do with a document. Only the owner may see it; when collaboration lands, `see`
 * and `update` gain the collaborator and current-editor rules (spec document 2 §4–§5) here, and the
 * clients follow through `document.can`. Inviting stays closed until collaboration exists.
 */
export const documentPolicy = definePolicy({
  notFound: "Document not found.",
  see: (actor: Actor, document: Document) => document.ownerId === actor.id,
  rules: {
    read: () => true,
    update: (_actor, document) => (document.deletedAt === null ? true : IN_TRASH),
    trash: (_actor, document) => (document.visibility === "public" ? PUBLIC : true),
    restore: () => true,
    destroy: () => true,
    /** Sharing needs the public state (spec document 2 §4); the publishing domain's policy has the collaborative rules. */
    share: (_actor, document) => (document.visibility === "public" && document.deletedAt === null ? true : NOT_PUBLIC),
    /** Make Public / Make Private (publishing/publication.policy.ts decides the details). */
    publish: (_actor, document) => (document.deletedAt === null ? true : IN_TRASH),
    invite: () => false,
  },
});

export type DocumentAction = keyof typeof documentPolicy.rules;

/** The abilities the client renders from (`document.can`), computed by the same rules. */
export const documentAbilities = (actor: Actor, document: Document): DocumentAbilities => ({
  edit: allowed(documentPolicy, actor, "update", document),
  delete: allowed(documentPolicy, actor, "trash", document),
  share: allowed(documentPolicy, actor, "share", document),
  publish: allowed(documentPolicy, actor, "publish", document),
  invite: allowed(documentPolicy, actor, "invite", document),
});
