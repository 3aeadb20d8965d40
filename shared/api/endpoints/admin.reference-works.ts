import { z } from "zod";
import { IdSchema, OkSchema, ReferenceWorkListSchema, ReferenceWorkSchema } from "../../model";
import { endpoint } from "../contract";

/** A reference work is at most 10 MB (a long novel as .docx is well under it). */
export const REFERENCE_WORK_MAX_BYTES = 10_485_760;

/** The file picker's `accept` attribute; the server decides by the bytes, not the name. */
export const REFERENCE_WORK_ACCEPT = ".txt,.md,.docx";

/** What the administrator reads when an upload or a removal is refused. */
export const REFERENCE_WORK_MESSAGES = {
  tooLarge: "A reference work is at most 10 MB.",
  unsupported: "Only .txt, .md or .docx files can be added to the reference corpus.",
  unreadable: "The file could not be read. Save it again as .txt, .md or .docx and retry.",
  empty: "The file holds no text to compare with.",
  notFound: "Reference work not found.",
} as const;

export const referenceWorkEndpoints = {
  adminListReferenceWorks: endpoint({
    method: "GET",
    path: "/api/admin/reference-works",
    summary: "The plagiarism reference corpus, newest first",
    tag: "admin",
    auth: "admin",
    response: ReferenceWorkListSchema,
    errors: ["UNAUTHENTICATED"],
  }),
  adminAddReferenceWork: endpoint({
    method: "POST",
    path: "/api/admin/reference-works",
    summary: "Add a .txt, .md or .docx file (at most 10 MB, judged by its bytes) to the plagiarism reference corpus",
    tag: "admin",
    auth: "admin",
    multipart: { field: "file", maxBytes: REFERENCE_WORK_MAX_BYTES },
    response: ReferenceWorkSchema,
    status: 201,
    errors: ["BAD_REQUEST", "VALIDATION_FAILED", "UNAUTHENTICATED", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "IMPORT_FAILED"],
  }),
  adminDeleteReferenceWork: endpoint({
    method: "DELETE",
    path: "/api/admin/reference-works/:id",
    summary: "Remove a work (and its fingerprints) from the plagiarism reference corpus",
    tag: "admin",
    auth: "admin",
    params: z.object({ id: IdSchema }),
    response: OkSchema,
    errors: ["VALIDATION_FAILED", "UNAUTHENTICATED", "NOT_FOUND"],
  }),
};
