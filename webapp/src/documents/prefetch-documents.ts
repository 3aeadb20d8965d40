import { appQueryClient } from "../app/query-client";
import { DEFAULT_DOCUMENT_LIST, documentsQuery } from "./use-documents";

/** Starts loading the list's first page (a no-op while the cached page is fresh). */
export const prefetchDocumentList = () => appQueryClient.prefetchInfiniteQuery(documentsQuery(DEFAULT_DOCUMENT_LIST));
