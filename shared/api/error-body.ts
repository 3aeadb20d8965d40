import { z } from "zod";
import { ERROR_CODES, type FieldIssue } from "./errors";

/**
 * The error body's schemas, apart from errors.ts so that ApiError and the messages load without
 * zod (the web app's first screen needs them, not the schemas).
 */
export const FieldIssueSchema: z.ZodType<FieldIssue> = z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() });

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.output<typeof ErrorBodySchema>;
