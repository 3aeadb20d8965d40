import type { PublicDocumentList } from "@wordloom/shared/model";
import type { Product } from "@wordloom/shared/rules";
import { api } from "../../api/client";
import type { PostListKind } from "../paths";

/** Spec document 2 §9: public lists show 10 at a time. */
export const POST_PAGE_SIZE = 10;

export interface PostListDefinition {
  title: (product: Product) => string;
  fetch: (page: number) => Promise<PublicDocumentList>;
  empty: { title: string; message: string };
}

/** Each Explore Public Posts list: its heading, the call that pages it, and its empty state (Wordloom's texts). */
export const POST_LISTS: Record<PostListKind, PostListDefinition> = {
  trending: {
    title: () => "Trending",
    fetch: (page) => api.trendingDocuments({ query: { page, limit: POST_PAGE_SIZE } }),
    empty: { title: "No public posts yet", message: "Posts show here as soon as authors make their documents public." },
  },
  recommended: {
    title: () => "Recommended",
    fetch: (page) => api.recommendedDocuments({ query: { page, limit: POST_PAGE_SIZE } }),
    empty: { title: "No recommendations yet", message: "Follow authors and like posts to get recommendations." },
  },
  saved: {
    // Spec document 1 §2: the proof variant calls the Saved list Read Later.
    title: (product) => (product === "proof" ? "Read Later" : "Saved"),
    fetch: (page) => api.myBookmarks({ query: { page, limit: POST_PAGE_SIZE } }),
    empty: { title: "Nothing saved yet", message: "Bookmark a public post to read it later." },
  },
  mine: {
    title: () => "My Public Posts",
    fetch: (page) => api.myPublicDocuments({ query: { page, limit: POST_PAGE_SIZE } }),
    empty: { title: "You have no public posts yet", message: "Make a document public from its options menu to see it here." },
  },
};
