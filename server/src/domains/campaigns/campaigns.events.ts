/**
 * Events of the campaigns domain (see events/domain-events.ts). They are emitted after the change
 * committed; the publisher listens to keep its publish jobs consistent with the plan (schedule on
 * activation and resume, drop on pause and delete, re-schedule on move, skip restricted posts). A
 * listener that may lag should queue a job; the publisher's own sweep covers a missed event.
 */
declare module "../../events/domain-events" {
  interface DomainEvents {
    "campaign.created": { actorId: string; campaignId: string };
    /** Title, weeks, start, default time, zone or brand voice changed; `movedPostIds` when the start moved the posts' weeks. */
    "campaign.updated": { actorId: string; campaignId: string; fields: string[] };
    /** The campaign is active: its pending, unrestricted posts with accounts are to be published at their times. */
    "campaign.activated": { actorId: string; campaignId: string; startAt: Date; shiftedPostIds: string[] };
    /** Nothing of the campaign is published until it resumes. */
    "campaign.paused": { actorId: string; campaignId: string };
    /** Publishing goes on; `restrictedPostIds` were overdue and are now restricted, `shiftedPostIds` moved to the new window. */
    "campaign.resumed": { actorId: string; campaignId: string; restrictedPostIds: string[]; shiftedPostIds: string[] };
    /** The campaign and its posts are gone. */
    "campaign.deleted": { actorId: string; campaignId: string; postIds: string[] };
    /** The campaign's end passed and none of its posts is left to publish: it is read-only now (spec 4 §4). */
    "campaign.completed": { campaignId: string; ownerId: string; completedAt: Date };
    "post.created": { actorId: string; campaignId: string; postId: string; publishAt: Date };
    /** Content, accounts, media or other fields of a pending post changed. */
    "post.updated": { actorId: string; campaignId: string; postId: string; fields: string[] };
    /** The post's publish time changed (calendar drag, or a save with a new date). */
    "post.moved": { actorId: string; campaignId: string; postId: string; from: Date; to: Date };
    /** The post is (restricted: true) or is no longer kept from auto-publishing. */
    "post.restricted": { actorId: string; campaignId: string; postId: string; restricted: boolean };
    "post.deleted": { actorId: string; campaignId: string; postId: string };
    /** Check Status was asked for an active post: the publisher may look the post up at the platform. */
    "post.status_requested": { actorId: string; campaignId: string; postId: string };
  }
}

export {};
