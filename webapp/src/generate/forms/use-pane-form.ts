import { useCallback, useState } from "react";
import type { FieldErrors } from "./validate-request";

/** A pane's form: its values, and the messages of the last Generate attempt per field. */
export const usePaneForm = <Values extends object>(initial: Values | (() => Values)) => {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useCallback((patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field the user edits loses its message until the next attempt.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  }, []);
  return { values, change, errors, setErrors };
};

/** Fluent Field props showing a field's message in red (spec: the input box is flagged red). */
export const fieldState = (errors: FieldErrors, name: string) => {
  const message = errors[name];
  return message ? ({ validationMessage: message, validationState: "error" } as const) : {};
};
