import { Field, Input, Radio, RadioGroup, Slider, Textarea } from "@fluentui/react-components";
import { generationEndpoints } from "@wordloom/shared/api";
import { useChosenBrandVoice } from "../../brand-voice/public/BrandVoiceSelector";
import { ToneStylePicker } from "../../brand-voice/public/ToneStylePicker";
import { CREATE_PANES } from "../create-panes";
import { BLOG_TOPIC_MAX_CHARS, blogRequest, INITIAL_BLOG_FORM } from "../forms/blog-form";
import { fieldState, usePaneForm } from "../forms/use-pane-form";
import { useGenerationHost, withDefaultToneStyle } from "../generation-host";
import { useGeneration } from "../use-generation";
import { CreationPane } from "./CreationPane";
import { shownErrors } from "./server-errors";

const PANE = CREATE_PANES.blog;

/** Generate Blog (spec document 3 §2.9, §5): a blog post or an outline on a topic of at most 280 characters. */
export const BlogPane = () => {
  const { voice } = useChosenBrandVoice();
  const { defaults } = useGenerationHost();
  const form = usePaneForm(() => withDefaultToneStyle(INITIAL_BLOG_FORM, defaults));
  const generation = useGeneration();
  const { values, change } = form;
  const errors = shownErrors(form.errors, generation);

  const generate = () => {
    const request = blogRequest(values, voice?.id ?? null);
    form.setErrors(request.checked.errors);
    if (request.mode === "blog" && request.checked.ok) {
      generation.generate(generationEndpoints.generateBlog, request.checked.body);
    } else if (request.mode === "outline" && request.checked.ok) {
      generation.generate(generationEndpoints.generateBlogOutline, request.checked.body);
    }
  };

  return (
    <CreationPane
      title={PANE.title}
      intro="Write a full blog post, or an outline to write it from."
      kinds={PANE.kinds}
      generation={generation}
      fallbackTitle={values.topic.trim() || PANE.fallbackTitle}
      generateLabel={values.mode === "blog" ? "Generate Blog" : "Generate Outline"}
      onGenerate={generate}
    >
      <Field label="Generate">
        <RadioGroup
          layout="horizontal"
          value={values.mode}
          onChange={(_event, data) => change({ mode: data.value === "outline" ? "outline" : "blog" })}
        >
          <Radio value="blog" label="Blog" />
          <Radio value="outline" label="Outline" />
        </RadioGroup>
      </Field>
      <Field label="Topic" required hint={`${values.topic.length} / ${BLOG_TOPIC_MAX_CHARS}`} {...fieldState(errors, "topic")}>
        <Textarea
          value={values.topic}
          maxLength={BLOG_TOPIC_MAX_CHARS}
          resize="vertical"
          onChange={(_event, data) => change({ topic: data.value })}
        />
      </Field>
      <Field label="Keywords" hint="Separate keywords with commas (up to 10)." {...fieldState(errors, "keywords")}>
        <Input value={values.keywords} onChange={(_event, data) => change({ keywords: data.value })} />
      </Field>
      <ToneStylePicker
        value={{ tone: values.tone, style: values.style }}
        onChange={(toneStyle) => change(toneStyle)}
        brandVoiceId={voice?.id ?? null}
      />
      {values.mode === "blog" ? (
        <Field label={`Length: about ${values.length} words`} {...fieldState(errors, "length")}>
          <Slider min={300} max={3000} step={100} value={values.length} onChange={(_event, data) => change({ length: data.value })} />
        </Field>
      ) : (
        <Field label={`Sections: ${values.sectionCount}`} {...fieldState(errors, "sectionCount")}>
          <Slider min={3} max={10} step={1} value={values.sectionCount} onChange={(_event, data) => change({ sectionCount: data.value })} />
        </Field>
      )}
    </CreationPane>
  );
};
