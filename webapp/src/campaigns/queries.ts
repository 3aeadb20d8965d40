import type { CampaignStatus } from "@wordloom/shared/model";

/** The campaign screens' query keys. */
export const campaignKeys = {
  all: ["campaigns"] as const,
  list: (status: CampaignStatus | "all") => ["campaigns", "list", status] as const,
  one: (id: string) => ["campaigns", "one", id] as const,
  posts: (id: string) => ["campaigns", "posts", id] as const,
  /** Under posts(id), so what refreshes the posts refreshes the cards. */
  postCards: (id: string, query: object) => ["campaigns", "posts", id, "cards", query] as const,
  /** The Posts view's pages for its filters, under posts(id) as well. */
  postPages: (id: string, filters: object) => ["campaigns", "posts", id, "pages", filters] as const,
  feed: (id: string) => ["campaigns", "feed", id] as const,
  post: (postId: string) => ["campaign-post", postId] as const,
  postTypes: ["campaign-post-types"] as const,
};
