import { Combobox, Field, Option } from "@fluentui/react-components";

export interface FreeComboProps {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  hint?: string;
}

/** A text field with suggestions: any short text, or one of the options. */
export const FreeCombo = ({ label, value, options, onChange, hint }: FreeComboProps) => (
  <Field label={label} hint={hint}>
    <Combobox
      freeform
      value={value}
      selectedOptions={options.includes(value) ? [value] : []}
      onChange={(event) => onChange(event.target.value)}
      onOptionSelect={(_event, data) => onChange(data.optionText ?? "")}
    >
      {options.map((option) => (
        <Option key={option}>{option}</Option>
      ))}
    </Combobox>
  </Field>
);
