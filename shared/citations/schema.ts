import { z } from "zod";
import { CitationDataSchema } from "../model/documents";
import { citationProblems } from "./required-fields";

/** At most this many citations are formatted per request (Wordloom's choice; the spec shows none). */
export const MAX_CITATIONS_PER_REQUEST = 500;

/** A citation as the dialog sends it: its type and fields, checked against the required-field rules. */
export const CitationInputSchema = CitationDataSchema.omit({ bibliography: true, footnote: true }).superRefine((data, context) => {
  for (const problem of citationProblems(data)) {
    context.addIssue({ code: "custom", message: problem.message });
  }
});

export const FormatCitationsBodySchema = z.strictObject({
  citations: z.array(CitationInputSchema).min(1).max(MAX_CITATIONS_PER_REQUEST),
});

export const FormattedCitationSchema = z.object({
  bibliography: z.string(),
  footnote: z.string(),
  url: z.string().optional(),
});

export const FormatCitationsResponseSchema = z.object({ citations: z.array(FormattedCitationSchema) });

export type CitationInput = z.output<typeof CitationInputSchema>;
