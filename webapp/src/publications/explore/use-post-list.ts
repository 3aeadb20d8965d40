import { useInfiniteQuery } from "@tanstack/react-query";
import type { PostListKind } from "../paths";
import { publicationKeys } from "../queries";
import { POST_LISTS } from "./post-lists";

/** One Explore list, page by page (`hasMore` says whether another page exists). */
export const usePostList = (kind: PostListKind) =>
  useInfiniteQuery({
    queryKey: publicationKeys.list(kind),
    queryFn: ({ pageParam }) => POST_LISTS[kind].fetch(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
