/** Events of the publishing domain (see events/domain-events.ts); notifications will listen to them. */
declare module "../../events/domain-events" {
  interface DomainEvents {
    "publication.published": { documentId: string; authorId: string };
    "publication.unpublished": { documentId: string; authorId: string };
    "publication.commented": { documentId: string; authorId: string; commentId: string; commenterId: string };
    "author.followed": { authorId: string; followerId: string };
  }
}

export {};
