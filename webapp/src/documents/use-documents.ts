import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { DEFAULT_DOCUMENT_SORT, LIMITS } from "@wordloom/shared/rules";
import { api } from "../api/client";
import { documentKeys, type DocumentListFilter } from "./queries";

export type { DocumentListFilter } from "./queries";

/** What the documents home shows before the user searches or sorts. */
export const DEFAULT_DOCUMENT_LIST: DocumentListFilter = { sort: DEFAULT_DOCUMENT_SORT, q: "", deleted: false };

/** Pages of the user's documents (or trash), 10 at a time as the spec's list pages. */
export const documentsQuery = ({ sort, q, deleted }: DocumentListFilter) =>
  infiniteQueryOptions({
    queryKey: documentKeys.list({ sort, q, deleted }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.listDocuments(
        { query: { page: pageParam, limit: LIMITS.defaultPageSize, sort, q: q || undefined, deleted: deleted ? "1" : "0" } },
        { signal },
      ),
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export const useDocuments = (filter: DocumentListFilter) => useInfiniteQuery(documentsQuery(filter));
