import { FormatCitationsBodySchema, FormatCitationsResponseSchema } from "../../citations/schema";
import { endpoint } from "../contract";

export const citationEndpoints = {
  formatCitations: endpoint({
    method: "POST",
    path: "/api/citations/format",
    summary: "Check citations against their style's required fields and format them as bibliography entries and footnotes",
    tag: "citations",
    auth: "user",
    body: FormatCitationsBodySchema,
    response: FormatCitationsResponseSchema,
    errors: ["VALIDATION_FAILED", "UNAUTHENTICATED", "PLAN_REQUIRED"],
  }),
};

/** The citation rules and formats, for the web app's dialog and the server's route. */
export * from "../../citations";
