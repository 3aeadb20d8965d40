import type { SaveIssueType } from "@wordloom/shared/model";

/** Events of the documents domain (see events/domain-events.ts). */
declare module "../../events/domain-events" {
  interface DomainEvents {
    "document.created": { actorId: string; documentId: string; title: string };
    /** Title or category changed; `renamedFrom` is set when the title changed. */
    "document.updated": { actorId: string; documentId: string; title: string; fields: string[]; renamedFrom?: string };
    /** The pages changed (a full save or a block save); `issueTypes` names the issue a block save resolved. */
    "document.saved": {
      actorId: string;
      documentId: string;
      version: number;
      issueTypes?: Array<{ blockId: string; issueType: SaveIssueType }>;
    };
    "document.trashed": { actorId: string; documentId: string; title: string };
    "document.restored": { actorId: string; documentId: string; title: string };
    "document.deleted": { actorId: string; documentId: string; title: string };
    "trash.emptied": { actorId: string; count: number };
    /** Documents removed by the retention job, with their owners. */
    "trash.purged": { documents: Array<{ ownerId: string; documentId: string; title: string }>; retentionDays: number; purgedAt: Date };
  }
}

export {};
