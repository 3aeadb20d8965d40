import { Dropdown, Field, Option } from "@fluentui/react-components";

interface ToneStylePickersProps {
  tone: string;
  style: string;
  tones: readonly string[];
  styles: readonly string[];
  disabled: boolean;
  onTone: (tone: string) => void;
  onStyle: (style: string) => void;
}

/** Spec document 3 §2.2: tone and style pickers. */
export const ToneStylePickers = ({ tone, style, tones, styles, disabled, onTone, onStyle }: ToneStylePickersProps) => (
  <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 8 }}>
    <Field label="Tone" size="small">
      <Dropdown
        size="small"
        value={tone}
        selectedOptions={[tone]}
        disabled={disabled}
        onOptionSelect={(_event, data) => onTone(data.optionValue ?? tone)}
      >
        {tones.map((option) => (
          <Option key={option}>{option}</Option>
        ))}
      </Dropdown>
    </Field>
    <Field label="Style" size="small">
      <Dropdown
        size="small"
        value={style}
        selectedOptions={[style]}
        disabled={disabled}
        onOptionSelect={(_event, data) => onStyle(data.optionValue ?? style)}
      >
        {styles.map((option) => (
          <Option key={option}>{option}</Option>
        ))}
      </Dropdown>
    </Field>
  </div>
);
