/**
 * The documents' query and mutation hooks other features use. Not in index.ts: the main bundle
 * imports that, and would take these hooks (and TanStack Query's hook code) into it.
 */
export { useDocuments } from "../use-documents";
export { useCreateDocument } from "../use-create-document";
export { useDeleteDocument, DELETE_CONFIRM_MESSAGE, DELETE_DELAY_MS, DELETED_MESSAGE } from "../use-delete-document";
