import { Field, Input, Radio, RadioGroup, Textarea } from "@fluentui/react-components";
import { generationEndpoints, TONES } from "@wordloom/shared/api";
import { useChosenBrandVoice } from "../../brand-voice/public/BrandVoiceSelector";
import { FreeCombo } from "../../brand-voice/public/FreeCombo";
import { CREATE_PANES } from "../create-panes";
import { INITIAL_PITCH_FORM, PITCH_WORDS, pitchRequest } from "../forms/pitch-form";
import { fieldState, usePaneForm } from "../forms/use-pane-form";
import { useGenerationHost, withDefaultToneStyle } from "../generation-host";
import { useGeneration } from "../use-generation";
import { CreationPane } from "./CreationPane";
import { shownErrors } from "./server-errors";

const PANE = CREATE_PANES["promotional-pitch"];

/** Promotional Pitch (spec document 3 §2.9, §5, §9): a product or a service, its description and USP, 300 words. */
export const PitchPane = () => {
  const { voice } = useChosenBrandVoice();
  const { defaults } = useGenerationHost();
  const form = usePaneForm(() => withDefaultToneStyle(INITIAL_PITCH_FORM, defaults));
  const generation = useGeneration();
  const { values, change } = form;
  const errors = shownErrors(form.errors, generation);
  const noun = values.offering === "service" ? "Service" : "Product";

  const generate = () => {
    const checked = pitchRequest(values, voice?.id ?? null);
    form.setErrors(checked.errors);
    if (checked.ok) {
      generation.generate(generationEndpoints.generatePromotionalPitch, checked.body);
    }
  };

  return (
    <CreationPane
      title={PANE.title}
      intro={`A pitch of up to ${PITCH_WORDS} words that says what you offer, why it is different and what to do next.`}
      kinds={PANE.kinds}
      generation={generation}
      fallbackTitle={values.name.trim() ? `${values.name.trim()} pitch` : PANE.fallbackTitle}
      generateLabel="Generate Pitch"
      onGenerate={generate}
    >
      <Field label="Pitch a">
        <RadioGroup
          layout="horizontal"
          value={values.offering}
          onChange={(_event, data) => change({ offering: data.value === "service" ? "service" : "product" })}
        >
          <Radio value="product" label="Product" />
          <Radio value="service" label="Service" />
        </RadioGroup>
      </Field>
      <Field label={`${noun} name`} {...fieldState(errors, "name")}>
        <Input value={values.name} maxLength={100} onChange={(_event, data) => change({ name: data.value })} />
      </Field>
      <Field label={`${noun} Description`} required {...fieldState(errors, "description")}>
        <Textarea
          value={values.description}
          maxLength={2000}
          resize="vertical"
          onChange={(_event, data) => change({ description: data.value })}
        />
      </Field>
      <Field label="Unique selling point (USP)" required {...fieldState(errors, "usp")}>
        <Textarea value={values.usp} maxLength={500} resize="vertical" onChange={(_event, data) => change({ usp: data.value })} />
      </Field>
      <Field label="Who is it for?" {...fieldState(errors, "audience")}>
        <Input value={values.audience} maxLength={200} onChange={(_event, data) => change({ audience: data.value })} />
      </Field>
      <Field label="Call to action" hint="For example: Book a free call this week." {...fieldState(errors, "callToAction")}>
        <Input value={values.callToAction} maxLength={200} onChange={(_event, data) => change({ callToAction: data.value })} />
      </Field>
      <FreeCombo label="Tone" value={values.tone} options={TONES} onChange={(tone) => change({ tone })} />
    </CreationPane>
  );
};
