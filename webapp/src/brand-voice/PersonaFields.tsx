import { Field, Input, Subtitle2, Textarea, makeStyles } from "@fluentui/react-components";
import { fieldState, type FieldErrors } from "../generate";
import type { BrandVoiceFormValues } from "./brand-voice-form";

const useStyles = makeStyles({
  group: { display: "grid", gap: "12px" },
  pair: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))", gap: "12px" },
});

type TextKey = Exclude<keyof BrandVoiceFormValues, "contentPillars">;

const LONG_FIELDS: readonly { key: TextKey; label: string; hint: string; max: number }[] = [
  { key: "howIHelp", label: "How I help", hint: "What you do for your audience, in a sentence or two.", max: 1000 },
  { key: "brandPromise", label: "Brand promise", hint: "What people can always count on from you.", max: 500 },
  { key: "myValues", label: "My values", hint: "The principles behind your work.", max: 500 },
  { key: "myGoals", label: "My goals", hint: "What you want your content to achieve.", max: 500 },
  { key: "contentFocus", label: "Content focus", hint: "The subjects you write about most.", max: 500 },
  { key: "changeIDesire", label: "The change I desire", hint: "What you want to change for your audience or your field.", max: 500 },
  { key: "desiredCustomerResponse", label: "Desired customer response", hint: "What readers should do or feel after reading.", max: 500 },
];

interface PersonaFieldsProps {
  values: BrandVoiceFormValues;
  errors: FieldErrors;
  change: (patch: Partial<BrandVoiceFormValues>) => void;
}

/** The persona fields of a brand voice (spec document 1 §3), target audience included. */
export const PersonaFields = ({ values, errors, change }: PersonaFieldsProps) => {
  const styles = useStyles();
  return (
    <>
      <section className={styles.group} aria-labelledby="audience-heading">
        <Subtitle2 as="h3" id="audience-heading">
          Target audience
        </Subtitle2>
        <div className={styles.pair}>
          <Field label="Segment" {...fieldState(errors, "targetAudience")}>
            <Input value={values.segment} maxLength={200} onChange={(_event, data) => change({ segment: data.value })} />
          </Field>
          <Field label="Interests" hint="Separate with commas.">
            <Input value={values.interests} onChange={(_event, data) => change({ interests: data.value })} />
          </Field>
          <Field label="Age group">
            <Input value={values.ageGroup} maxLength={40} onChange={(_event, data) => change({ ageGroup: data.value })} />
          </Field>
          <Field label="Geography">
            <Input value={values.geography} maxLength={120} onChange={(_event, data) => change({ geography: data.value })} />
          </Field>
        </div>
      </section>
      <section className={styles.group} aria-labelledby="persona-heading">
        <Subtitle2 as="h3" id="persona-heading">
          Persona
        </Subtitle2>
        {LONG_FIELDS.map((field) => (
          <Field key={field.key} label={field.label} hint={field.hint} {...fieldState(errors, field.key)}>
            <Textarea
              value={values[field.key]}
              maxLength={field.max}
              resize="vertical"
              onChange={(_event, data) => change({ [field.key]: data.value })}
            />
          </Field>
        ))}
      </section>
    </>
  );
};
