import { z } from "zod";
import { DocumentSchema, IdSchema } from "../../model";
import { endpoint } from "../contract";

/** Spec document 2 §5 and §9: an imported file is at most 10 MB (10485760 bytes). */
export const IMPORT_MAX_BYTES = 10_485_760;

/** Spec document 2 §5: only .doc, .docx, .pdf or .txt; the server decides by the bytes, not the name. */
export const IMPORT_EXTENSIONS = [".docx", ".doc", ".pdf", ".txt"] as const;
/** The file picker's `accept` attribute. */
export const IMPORT_ACCEPT = IMPORT_EXTENSIONS.join(",");

/** What the user reads when an import is refused (spec document 2 §5 and §8). */
export const IMPORT_MESSAGES = {
  tooLarge: "File size limit of 10Mb exceeded.",
  unsupported: "Unable to import your file. Only .doc, .docx, .pdf or .txt files can be imported.",
  failed: "Unable to import your file",
} as const;

/** "new" creates a document (one DocumentCreation); "overwrite" replaces the pages of `docId`. */
export const IMPORT_MODES = ["new", "overwrite"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/**
 * The import options travel in the query string rather than in form fields: a multipart field sent
 * after the file could only be read once the whole upload was consumed.
 */
export const ImportQuerySchema = z
  .object({
    mode: z.enum(IMPORT_MODES).default("new"),
    docId: IdSchema.optional(),
  })
  .refine((query) => query.mode === "new" || query.docId !== undefined, {
    message: "docId is required to overwrite a document",
    path: ["docId"],
  });

export const EXPORT_FORMATS = ["pdf", "docx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const ExportBodySchema = z.strictObject({ format: z.enum(EXPORT_FORMATS) });

/** What an export answers, by format. */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};
/** Spec document 2 §4 and §9: export buttons are disabled for 2 seconds after a click. */
export const EXPORT_COOLDOWN_MS = 2_000;
/** Spec document 2 §8: an export failure shows the error text or this message. */
export const EXPORT_FAILED_MESSAGE = "Unable to download the document.";

export const documentFileEndpoints = {
  exportDocument: endpoint({
    method: "POST",
    path: "/api/documents/:id/export",
    summary: "Download a document as PDF or DOCX (attachment named after its title)",
    tag: "documents",
    auth: "user",
    params: z.object({ id: IdSchema }),
    body: ExportBodySchema,
    response: { kind: "file", contentTypes: EXPORT_FORMATS.map((format) => EXPORT_CONTENT_TYPES[format]) },
    errors: ["VALIDATION_FAILED", "UNAUTHENTICATED", "NOT_FOUND", "INTERNAL"],
  }),
  importDocument: endpoint({
    method: "POST",
    path: "/api/documents/import",
    summary: "Import a .docx, .doc, .pdf or .txt file (at most 10 MB) as a new document (uses one DocumentCreation) or over an owned one",
    tag: "documents",
    auth: "user",
    query: ImportQuerySchema,
    multipart: { field: "file", maxBytes: IMPORT_MAX_BYTES },
    response: DocumentSchema,
    errors: [
      "BAD_REQUEST",
      "VALIDATION_FAILED",
      "UNAUTHENTICATED",
      "NOT_FOUND",
      "CONFLICT",
      "FEATURE_LIMIT",
      "PAYLOAD_TOO_LARGE",
      "UNSUPPORTED_MEDIA_TYPE",
      "IMPORT_FAILED",
    ],
  }),
};
