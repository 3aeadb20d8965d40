import type { z } from "zod";

/** Messages keyed by the form field they belong to ("topic"), the first issue of each field. */
export type FieldErrors = Partial<Record<string, string>>;

type Issue = z.core.$ZodIssue;

/** zod's own wording ("Too big: expected string…") is replaced by plain words; the spec's messages are kept. */
const plainMessage = (issue: Issue): string => {
  const isDefault = /^(Too big|Too small|Invalid input)/.test(issue.message);
  if (!isDefault) {
    return issue.message;
  }
  if (issue.code === "too_big" && issue.origin === "string") {
    return `Please keep this to ${String(issue.maximum)} characters or fewer.`;
  }
  if (issue.code === "too_big") {
    return `Please choose at most ${String(issue.maximum)}.`;
  }
  if (issue.code === "too_small" && issue.origin !== "string") {
    return `Please choose at least ${String(issue.minimum)}.`;
  }
  return "Please fill this in.";
};

/** A request checked against its endpoint's schema: the body to send, or the messages per field. */
export type CheckedRequest<Body> = { ok: true; body: Body; errors: FieldErrors } | { ok: false; body: null; errors: FieldErrors };

/**
 * Checks a request against the endpoint's own schema (shared with the server, which carries the
 * spec's validation messages): the parsed body, or the first message of each invalid field.
 */
export const checkRequest = <S extends z.ZodType>(schema: S, candidate: unknown): CheckedRequest<z.output<S>> => {
  const parsed = schema.safeParse(candidate);
  if (parsed.success) {
    return { ok: true, body: parsed.data, errors: {} };
  }
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= plainMessage(issue);
  }
  return { ok: false, body: null, errors };
};

/** Text fields: trimmed, and left out when empty so the schema's "required" message applies. */
export const optional = (value: string): string | undefined => {
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};
