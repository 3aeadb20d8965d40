import type { EnginePostState, EngineTargetState } from "./publishing-engine.tables";

/** A target settled (posted, failed, outcome_unknown, missed) and its post's new rolled-up status. */
export interface PostPublishingSettled {
  postId: string;
  ownerId: string;
  campaignId: string | null;
  status: EnginePostState;
  partialCompletionMessage: string | null;
  targets: {
    id: string;
    accountId: string;
    platform: string;
    destinationId: string | null;
    state: EngineTargetState;
    url: string | null;
    error: string | null;
    needsReconnect: boolean;
  }[];
}

declare module "../../events/domain-events" {
  interface DomainEvents {
    /** Campaigns copy the statuses onto their posts' entries (spec 4 §3 socialMedia status, url, error). */
    "publishing.post_settled": PostPublishingSettled;
  }
}
