import type { FieldErrors } from "../forms/validate-request";
import type { Generation } from "../use-generation";

/** The form's own messages, with the fields the server refused (a 400) where the form found nothing. */
export const shownErrors = (formErrors: FieldErrors, generation: Generation): FieldErrors => {
  const failure = generation.state.failure;
  return failure?.kind === "invalid" ? { ...failure.fieldErrors, ...formErrors } : formErrors;
};
