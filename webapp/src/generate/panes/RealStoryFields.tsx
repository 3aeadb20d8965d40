import { Field, Input } from "@fluentui/react-components";
import { REAL_STORY_FIELD_LABELS } from "../forms/social-post-form";

export type StoryFields = readonly [string, string, string];

interface RealStoryFieldsProps {
  storyFields: StoryFields;
  /** The message under the fields (the "||" rule of document 4 §5), if any. */
  validationMessage?: string | undefined;
  onChange: (next: [string, string, string]) => void;
}

/**
 * The "Real stories" context (document 4 §5): three short fields the request joins with "||". Shared by the
 * social post pane and the campaign post generator panel.
 */
export const RealStoryFields = ({ storyFields, validationMessage, onChange }: RealStoryFieldsProps) => (
  <Field label="Context" required {...(validationMessage ? ({ validationMessage, validationState: "error" } as const) : {})}>
    {REAL_STORY_FIELD_LABELS.map((label, index) => (
      <Input
        key={label}
        aria-label={label}
        placeholder={label}
        value={storyFields[index] ?? ""}
        style={{ marginBottom: 6 }}
        onChange={(_event, data) => {
          const next: [string, string, string] = [...storyFields];
          next[index] = data.value;
          onChange(next);
        }}
      />
    ))}
  </Field>
);
