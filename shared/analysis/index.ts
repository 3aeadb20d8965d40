/**
 * The writing-analysis engine. The tools live in their own entry points
 * (`@wordloom/shared/analysis/grammar`, `/offensive`, `/pii`, `/legal`, `/citations`, `/inclusive`,
 * `/plagiarism`) so a screen loads only the engines it uses.
 */
export * from "./types";
export * from "./segment";
export * from "./document-blocks";
