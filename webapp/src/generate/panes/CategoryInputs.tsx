import { Field, Input, Textarea } from "@fluentui/react-components";
import type { FieldErrors } from "../forms/validate-request";
import { categoryInput, type SocialPostFormValues } from "../forms/social-post-form";
import { RealStoryFields } from "./RealStoryFields";
import { fieldState } from "../forms/use-pane-form";
import { SuggestedTopics } from "./SuggestedTopics";

interface CategoryInputsProps {
  values: SocialPostFormValues;
  errors: FieldErrors;
  change: (patch: Partial<SocialPostFormValues>) => void;
  /** Seeds topic suggestions when the topic is empty (the pillar, or the brand voice's niche). */
  suggestionSeed: string;
  brandVoiceId: string | null;
}

/** What the chosen category asks for: a topic (or notes), a testimonial, the real-story context, or the user's own text. */
export const CategoryInputs = ({ values, errors, change, suggestionSeed, brandVoiceId }: CategoryInputsProps) => {
  const kind = categoryInput(values.category);
  if (kind === "story") {
    return (
      <RealStoryFields
        storyFields={values.storyFields}
        validationMessage={errors["input"]}
        onChange={(storyFields) => change({ storyFields, input: "" })}
      />
    );
  }
  if (kind === "own-text") {
    return (
      <Field label="Your text" required hint="Your notes or draft; Wordloom turns them into a post." {...fieldState(errors, "input")}>
        <Textarea
          value={values.input}
          rows={5}
          resize="vertical"
          maxLength={20000}
          onChange={(_event, data) => change({ input: data.value })}
        />
      </Field>
    );
  }
  return (
    <>
      {kind === "testimonial" ? (
        <Field label="Testimonial" required hint="Paste what the customer said." {...fieldState(errors, "testimonial")}>
          <Textarea
            value={values.testimonial}
            rows={4}
            resize="vertical"
            maxLength={2000}
            onChange={(_event, data) => change({ testimonial: data.value })}
          />
        </Field>
      ) : null}
      <Field label="Topic" {...fieldState(errors, "topic")}>
        <Input value={values.topic} maxLength={280} onChange={(_event, data) => change({ topic: data.value })} />
      </Field>
      <SuggestedTopics seed={values.topic || suggestionSeed} brandVoiceId={brandVoiceId} onPick={(topic) => change({ topic })} />
      {kind === "topic" ? (
        <Field label="Input" hint="Optional: your notes or text to build the post from." {...fieldState(errors, "input")}>
          <Textarea
            value={values.input}
            rows={3}
            resize="vertical"
            maxLength={20000}
            onChange={(_event, data) => change({ input: data.value })}
          />
        </Field>
      ) : null}
    </>
  );
};
