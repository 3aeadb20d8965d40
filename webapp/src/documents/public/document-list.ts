/** The list's rows and states, shared with the trash screen. */
export { DocumentRow, type DocumentRowProps } from "../DocumentRow";
export { DocumentListSkeleton, EmptyState } from "../DocumentListStates";
