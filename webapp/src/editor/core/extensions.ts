import type { AnyExtension } from "@tiptap/core";
import { AnalysisHighlights } from "./highlights/analysis-highlights";
import { Pagination } from "./pagination/pagination";
import { BlockIds } from "./schema/block-ids";
import { MarkShortcuts } from "./schema/mark-shortcuts";
import { createSchemaExtensions, type EditorExtensionOptions } from "./schema/schema-extensions";

export type { EditorExtensionOptions };

/**
 * Everything the paged editor runs with: the schema (schema-extensions.ts), stable block ids,
 * the formatting shortcuts, pagination and the analysis highlights.
 */
export const createEditorExtensions = (options: EditorExtensionOptions = {}): AnyExtension[] => [
  ...createSchemaExtensions(options),
  BlockIds,
  MarkShortcuts,
  Pagination,
  AnalysisHighlights,
];
