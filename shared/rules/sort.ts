/** Document list sort options: a UI label paired with the API value (spec document 1 §3). */
export const DOCUMENT_SORTS = [
  { label: "Newest First", value: "modified_descending" },
  { label: "Oldest First", value: "modified_ascending" },
  { label: "Recently Created", value: "created_descending" },
  { label: "Title A-Z", value: "title_ascending" },
  { label: "Title Z-A", value: "title_descending" },
] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number]["value"];
export const DOCUMENT_SORT_VALUES = DOCUMENT_SORTS.map((sort) => sort.value) as [DocumentSort, ...DocumentSort[]];
export const DEFAULT_DOCUMENT_SORT: DocumentSort = "modified_descending";
