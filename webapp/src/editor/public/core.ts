/** The paged editor core (editor/core/index.ts), for the assistant and the read-only viewer. */
export * from "../core";
export { textblocksById, type TextblockAt } from "../core/highlights/block-index";
