import type { Product } from "@wordloom/shared/rules";
import { appPath } from "../shell/paths";

/** The in-app Explore Public Posts lists (spec document 1 §2). */
export const POST_LIST_KINDS = ["trending", "recommended", "saved", "mine"] as const;
export type PostListKind = (typeof POST_LIST_KINDS)[number];

/** Where each list sits under /:product/app. Saved is also reached at /saved (spec document 1 §2). */
export const POST_LIST_SUBPATHS: Record<PostListKind, string> = {
  trending: "publications/trending",
  recommended: "publications/recommended",
  saved: "saved",
  mine: "publications/mine",
};

export const postListPath = (product: Product, kind: PostListKind) => appPath(product, POST_LIST_SUBPATHS[kind]);
