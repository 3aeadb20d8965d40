import { Button, Field, Input, Textarea, makeStyles } from "@fluentui/react-components";
import { SaveRegular } from "@fluentui/react-icons";
import { MAX_BRAND_VOICE_TITLE_CHARS } from "@wordloom/shared/api";
import { fieldState, usePaneForm } from "../generate";
import { brandVoiceBody, type BrandVoiceFormValues } from "./brand-voice-form";
import { PersonaFields } from "./PersonaFields";
import { PillarsEditor } from "./PillarsEditor";
import { useBrandVoiceActions } from "./use-brand-voice-actions";

const useStyles = makeStyles({
  form: { display: "grid", gap: "16px" },
  actions: { display: "flex", gap: "8px" },
});

interface BrandVoiceFormProps {
  initial: BrandVoiceFormValues;
  saving: boolean;
  onSave: (body: NonNullable<ReturnType<typeof brandVoiceBody>["body"]>) => void;
}

/** Create or edit a brand voice: title, niche, content pillars and the persona fields (spec document 1 §3). */
export const BrandVoiceForm = ({ initial, saving, onSave }: BrandVoiceFormProps) => {
  const styles = useStyles();
  const form = usePaneForm(initial);
  const { suggestPillars } = useBrandVoiceActions();
  const { values, change, errors } = form;

  const submit = () => {
    const checked = brandVoiceBody(values);
    form.setErrors(checked.errors);
    if (checked.ok) {
      onSave(checked.body);
    }
  };

  const suggest = async () => {
    const answer = await suggestPillars.mutateAsync(values.niche.trim()).catch(() => null);
    return answer ? { pillars: answer.pillars, draft: answer.draft } : null;
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Brand voice"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field label="Title" required {...fieldState(errors, "title")}>
        <Input value={values.title} maxLength={MAX_BRAND_VOICE_TITLE_CHARS} onChange={(_event, data) => change({ title: data.value })} />
      </Field>
      <Field
        label="Niche"
        hint="Who you serve and with what, e.g. “wedding flowers for couples in Bristol”."
        {...fieldState(errors, "niche")}
      >
        <Textarea value={values.niche} maxLength={300} resize="vertical" onChange={(_event, data) => change({ niche: data.value })} />
      </Field>
      <PillarsEditor
        pillars={values.contentPillars}
        onChange={(contentPillars) => change({ contentPillars })}
        suggest={suggest}
        canSuggest={values.niche.trim().length >= 3}
        error={errors.contentPillars}
      />
      <PersonaFields values={values} errors={errors} change={change} />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" icon={<SaveRegular />} disabled={saving}>
          Save
        </Button>
      </div>
    </form>
  );
};
