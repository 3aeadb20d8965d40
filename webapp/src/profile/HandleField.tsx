import { Field, Input } from "@fluentui/react-components";
import { handleStatusMessage, type HandleStatus } from "./handle-status";

interface HandleFieldProps {
  value: string;
  onChange: (value: string) => void;
  status: HandleStatus;
  /** A problem found on save (rules or 409 HANDLE_TAKEN); shown instead of the live status. */
  error?: string;
}

/** The screen-name field with its live availability status. */
export const HandleField = ({ value, onChange, status, error }: HandleFieldProps) => {
  const shown = error ? { message: error, state: "error" as const } : handleStatusMessage(status);
  return (
    <Field
      label="Screen name"
      hint={shown.message ? undefined : "3-30 letters, digits, '_' or '.'. Your public posts appear under @screen name."}
      validationMessage={shown.message}
      validationState={shown.state}
    >
      <Input
        value={value}
        onChange={(_event, data) => onChange(data.value)}
        contentBefore="@"
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        aria-busy={status.kind === "checking"}
      />
    </Field>
  );
};
