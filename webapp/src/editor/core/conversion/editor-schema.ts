import { getSchema, type JSONContent } from "@tiptap/core";
import type { Node as ProseMirrorNode, Schema } from "@tiptap/pm/model";
import { createSchemaExtensions } from "../schema/schema-extensions";

let schema: Schema | undefined;

/** The editor's schema, built once (for converting JSON outside an editor). */
export const editorSchema = (): Schema => {
  schema ??= getSchema(createSchemaExtensions({ readOnly: false }));
  return schema;
};

/** A document node from editor JSON (or the node itself). */
export const toDocNode = (doc: JSONContent | ProseMirrorNode): ProseMirrorNode =>
  "nodeSize" in doc && typeof doc.nodeSize === "number" ? (doc as ProseMirrorNode) : editorSchema().nodeFromJSON(doc);
