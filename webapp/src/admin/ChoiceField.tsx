import { Field, Select } from "@fluentui/react-components";

interface ChoiceFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}

/** A labelled native select over a fixed list of values. */
export const ChoiceField = <T extends string>({ label, value, options, labels, onChange }: ChoiceFieldProps<T>) => (
  <Field label={label}>
    <Select
      value={value}
      onChange={(_event, data) => {
        const chosen = options.find((option) => option === data.value);
        if (chosen !== undefined) {
          onChange(chosen);
        }
      }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </Select>
  </Field>
);
