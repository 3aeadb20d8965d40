import { Checkbox, Dropdown, Field, Option, Radio, RadioGroup, Slider } from "@fluentui/react-components";
import {
  generationEndpoints,
  GENERATION_MESSAGES,
  PRESENTATION_STYLES,
  SOCIAL_POST_CATEGORIES,
  SOCIAL_POST_CATEGORY_LABELS,
} from "@wordloom/shared/api";
import { useChosenBrandVoice } from "../../brand-voice/public/BrandVoiceSelector";
import { ToneStylePicker } from "../../brand-voice/public/ToneStylePicker";
import { CREATE_PANES } from "../create-panes";
import { objectiveByKey, POST_OBJECTIVES } from "../forms/post-objectives";
import { INITIAL_SOCIAL_POST_FORM, LENGTH_RANGE, socialPostRequest } from "../forms/social-post-form";
import { fieldState, usePaneForm } from "../forms/use-pane-form";
import { useGenerationHost, withDefaultToneStyle } from "../generation-host";
import { useGeneration } from "../use-generation";
import { CategoryInputs } from "./CategoryInputs";
import { CreationPane } from "./CreationPane";
import { shownErrors } from "./server-errors";

const PANE = CREATE_PANES["social-post"];
const isCategory = (value: string | undefined) => SOCIAL_POST_CATEGORIES.find((category) => category === value);

/** Post creation (spec document 3 §2.8): every field of the spec's form, then Generate Post. */
export const SocialPostPane = () => {
  const { voice } = useChosenBrandVoice();
  const { defaults } = useGenerationHost();
  const form = usePaneForm(() => withDefaultToneStyle(INITIAL_SOCIAL_POST_FORM, defaults));
  const generation = useGeneration();
  const { values, change } = form;
  const errors = shownErrors(form.errors, generation);
  const pillars = voice?.contentPillars ?? [];
  const categories = objectiveByKey(values.objectiveKey)?.categories ?? SOCIAL_POST_CATEGORIES;
  const range = LENGTH_RANGE[values.postType];

  const generate = () => {
    const checked = socialPostRequest(values, voice?.id ?? null);
    form.setErrors(checked.errors);
    if (checked.ok) {
      generation.generate(generationEndpoints.generateSocialPost, checked.body);
    }
  };

  return (
    <CreationPane
      title={PANE.title}
      intro="A post for your social channels, in your brand voice."
      kinds={PANE.kinds}
      generation={generation}
      fallbackTitle={PANE.fallbackTitle}
      generateLabel="Generate Post"
      onGenerate={generate}
    >
      <Field label="Post Type">
        <RadioGroup
          layout="horizontal"
          value={values.postType}
          onChange={(_event, data) => {
            const postType = data.value === "blog" ? "blog" : "post";
            change({
              postType,
              length: LENGTH_RANGE[postType].initial,
              linkedInFormat: postType === "blog" ? false : values.linkedInFormat,
            });
          }}
        >
          <Radio value="post" label="Post" />
          <Radio value="blog" label="Blog" />
        </RadioGroup>
      </Field>
      <Field label="Content Pillars" hint={pillars.length === 0 ? "Add content pillars to a brand voice to pick one here." : undefined}>
        <Dropdown
          placeholder="Any pillar"
          disabled={pillars.length === 0}
          value={values.contentPillar}
          selectedOptions={values.contentPillar ? [values.contentPillar] : []}
          onOptionSelect={(_event, data) => change({ contentPillar: data.optionValue ?? "" })}
        >
          {pillars.map((pillar) => (
            <Option key={pillar}>{pillar}</Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="Post Objectives">
        <Dropdown
          placeholder="Choose what the post is for"
          value={objectiveByKey(values.objectiveKey)?.label ?? ""}
          selectedOptions={values.objectiveKey ? [values.objectiveKey] : []}
          onOptionSelect={(_event, data) => {
            const objectiveKey = data.optionValue ?? "";
            const allowed = objectiveByKey(objectiveKey)?.categories ?? SOCIAL_POST_CATEGORIES;
            change({ objectiveKey, category: values.category && allowed.includes(values.category) ? values.category : "" });
          }}
        >
          {POST_OBJECTIVES.map((objective) => (
            <Option key={objective.key} value={objective.key}>
              {objective.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="Objective Categories" required {...fieldState(errors, "category")}>
        <Dropdown
          placeholder="Choose a category"
          value={values.category ? SOCIAL_POST_CATEGORY_LABELS[values.category] : ""}
          selectedOptions={values.category ? [values.category] : []}
          onOptionSelect={(_event, data) => change({ category: isCategory(data.optionValue) ?? "" })}
        >
          {categories.map((category) => (
            <Option key={category} value={category}>
              {SOCIAL_POST_CATEGORY_LABELS[category]}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <CategoryInputs
        values={values}
        errors={errors}
        change={change}
        suggestionSeed={values.contentPillar || voice?.niche || ""}
        brandVoiceId={voice?.id ?? null}
      />
      <ToneStylePicker
        value={{ tone: values.tone, style: values.style }}
        onChange={(toneStyle) => change(toneStyle)}
        brandVoiceId={voice?.id ?? null}
      />
      <Field label="Presentation style">
        <Dropdown
          value={values.presentationStyle}
          selectedOptions={[values.presentationStyle]}
          onOptionSelect={(_event, data) => change({ presentationStyle: data.optionValue ?? values.presentationStyle })}
        >
          {PRESENTATION_STYLES.map((style) => (
            <Option key={style}>{style}</Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={`Length: about ${values.length} words`} {...fieldState(errors, "length")}>
        <Slider
          min={range.min}
          max={range.max}
          step={values.postType === "blog" ? 100 : 10}
          value={values.length}
          onChange={(_event, data) => change({ length: data.value })}
        />
      </Field>
      <Field hint={values.postType === "blog" ? GENERATION_MESSAGES.linkedInBlog : undefined} {...fieldState(errors, "linkedInFormat")}>
        <Checkbox
          label="LinkedIn Format"
          checked={values.linkedInFormat}
          disabled={values.postType === "blog"}
          onChange={(_event, data) => change({ linkedInFormat: data.checked === true })}
        />
      </Field>
    </CreationPane>
  );
};
