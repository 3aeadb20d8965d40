/**
 * CategoryGeneratorPanel — generation by category for a campaign post (spec document 4 §5, §7;
 * document 3 §2.8). Pick a category → its form (the spec's fields and validation messages) →
 * Generate (the text streams in as progress) → `onGenerated(result)` with the typed draft.
 *
 * Props (all but `onGenerated` optional):
 * - `brandVoice: { id: string; contentPillars: readonly string[] } | null` — the post's brand voice
 *   (persona for the prompts and topic lists; its pillars fill the Content Pillar list). Default null.
 * - `postType: string` — the post's type in the campaign ("Post", "Polls", "Carousel", "Infographics",
 *   "Story", "Reels", "Blog" …). Post, Infographics, Polls and Carousel need a content pillar; a blog's
 *   length starts at 1000. Default "Post".
 * - `typeMaxLength: number` — the post type's maximum text length from the platform registry; the
 *   length slider ends at five times it. Default 3000.
 * - `initialCategory: PostCategory` — the category shown first. Default: none chosen.
 * - `onGenerated: (result: GeneratedPost) => void` — called once per finished generation with:
 *   `category`, `title`, `content`, `hashtags`, `slides` (carousel; else []), `poll` ({ question,
 *   options } for polls; else null), `text` (everything rendered as one text), `request` (the
 *   generation inputs, to keep on the post: context, input, tone, style, presentationStyle, length …),
 *   `draft` (true: an offline template draft, label it), `generationId`.
 *
 * A 403 (plan limit) opens the app's plan-limit prompt; NEEDS_MODEL and other failures show in the panel.
 */
import {
  Button,
  Caption1,
  Checkbox,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
  ProgressBar,
  Slider,
  Text,
  makeStyles,
} from "@fluentui/react-components";
import { useRef, useState } from "react";
import {
  OFFLINE_DRAFT_LABEL,
  PRESENTATION_STYLES,
  type GenerationResult,
  type PostCategoryRequestInput,
  type PostDraft,
} from "@wordloom/shared/api";
import {
  CATEGORY_NEEDS,
  isPostCategory,
  needsContentPillar,
  POST_CATEGORIES,
  POST_CATEGORY_LABELS,
  type PostCategory,
} from "@wordloom/shared/rules";
import { FreeCombo } from "../brand-voice/public/FreeCombo";
import { ToneStylePicker } from "../brand-voice/public/ToneStylePicker";
import { CategoryFields } from "./CategoryFields";
import { generatorErrors, generatorRequest, initialGeneratorForm, lengthRangeOf, type GeneratorFormValues } from "./generator-form";
import type { GeneratedPost } from "./generated-post";
import { useCategoryGeneration } from "./use-category-generation";

export type { GeneratedPost } from "./generated-post";

export interface CategoryGeneratorPanelProps {
  brandVoice?: { id: string; contentPillars: readonly string[] } | null;
  postType?: string;
  typeMaxLength?: number;
  initialCategory?: PostCategory;
  onGenerated: (result: GeneratedPost) => void;
}

const useStyles = makeStyles({
  root: { display: "grid", gap: "12px", minWidth: 0, maxWidth: "640px" },
  progress: { display: "grid", gap: "6px" },
  error: { color: "var(--colorPaletteRedForeground1)" },
  partial: { whiteSpace: "pre-wrap", maxHeight: "160px", overflowY: "auto", overflowWrap: "anywhere" },
});

const DEFAULT_TYPE_MAX_LENGTH = 3000;

export const CategoryGeneratorPanel = ({
  brandVoice = null,
  postType = "Post",
  typeMaxLength = DEFAULT_TYPE_MAX_LENGTH,
  initialCategory,
  onGenerated,
}: CategoryGeneratorPanelProps) => {
  const styles = useStyles();
  const [values, setValues] = useState<GeneratorFormValues>(() => initialGeneratorForm(initialCategory ?? ""));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [templateDraft, setTemplateDraft] = useState(false);
  const context = { postType, typeMaxLength, brandVoiceId: brandVoice?.id ?? null };
  const range = lengthRangeOf(values, context);
  // The slider shows the length within its range (a blog starts at 1000, a testimonial at its own length + 100): send that.
  const effective = { ...values, length: Math.min(Math.max(values.length, range.min), range.max) };
  /** The request as sent: the draft belongs to it, whatever was edited while it was written. */
  const sent = useRef<{ category: PostCategory; request: PostCategoryRequestInput } | null>(null);
  const { state, generate } = useCategoryGeneration((result: GenerationResult, draft: PostDraft) => {
    setTemplateDraft(result.draft);
    if (sent.current) {
      onGenerated({
        ...draft,
        category: sent.current.category,
        text: result.text,
        request: sent.current.request,
        draft: result.draft,
        generationId: result.generationId,
      });
    }
  });
  const shownErrors = { ...(state.failure?.fieldErrors ?? {}), ...errors };
  const change = (patch: Partial<GeneratorFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  };
  const category = values.category === "" ? null : values.category;
  const need = category ? CATEGORY_NEEDS[category] : null;
  const fieldError = (field: string) =>
    shownErrors[field] ? ({ validationMessage: shownErrors[field], validationState: "error" } as const) : {};

  const onGenerate = () => {
    const found = generatorErrors(effective, context);
    setErrors(found);
    if (Object.keys(found).length === 0 && isPostCategory(values.category)) {
      const request = generatorRequest(effective, context);
      sent.current = { category: values.category, request };
      generate(request);
    }
  };

  return (
    <section className={styles.root} aria-label="Generate by category">
      <Field label="Category" required {...fieldError("category")}>
        <Dropdown
          placeholder="Choose a category"
          value={category ? POST_CATEGORY_LABELS[category] : ""}
          selectedOptions={category ? [category] : []}
          onOptionSelect={(_event, data) =>
            change({ category: isPostCategory(data.optionValue) ? data.optionValue : "", topics: [], context: "" })
          }
        >
          {POST_CATEGORIES.map((option) => (
            <Option key={option} value={option}>
              {POST_CATEGORY_LABELS[option]}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {needsContentPillar(postType) ? (
        <div>
          <FreeCombo
            label="Content Pillar"
            value={values.contentPillar}
            options={brandVoice?.contentPillars ?? []}
            onChange={(contentPillar) => change({ contentPillar })}
            {...(brandVoice?.contentPillars.length ? {} : { hint: "Type a pillar, or add pillars to the brand voice." })}
          />
          {shownErrors.contentPillar ? (
            <Caption1 role="alert" className={styles.error}>
              {shownErrors.contentPillar}
            </Caption1>
          ) : null}
        </div>
      ) : null}
      {category ? (
        <CategoryFields category={category} values={values} errors={shownErrors} change={change} brandVoiceId={context.brandVoiceId} />
      ) : null}
      {need?.toneStyle ? (
        <Field {...fieldError("tone")}>
          <ToneStylePicker
            value={{ tone: values.tone, style: values.style }}
            onChange={(toneStyle) => change(toneStyle)}
            brandVoiceId={context.brandVoiceId}
          />
        </Field>
      ) : null}
      {need?.presentation ? (
        <Field label="Presentation style" {...fieldError("presentationStyle")}>
          <Dropdown
            placeholder="Choose a presentation style"
            value={values.presentationStyle}
            selectedOptions={values.presentationStyle ? [values.presentationStyle] : []}
            onOptionSelect={(_event, data) => change({ presentationStyle: data.optionValue ?? "" })}
          >
            {PRESENTATION_STYLES.map((style) => (
              <Option key={style}>{style}</Option>
            ))}
          </Dropdown>
        </Field>
      ) : null}
      <Field label={`Length: about ${effective.length} characters`} {...fieldError("length")}>
        <Slider
          min={range.min}
          max={range.max}
          step={10}
          value={effective.length}
          onChange={(_event, data) => change({ length: data.value })}
        />
      </Field>
      <Checkbox
        label="LinkedIn Format"
        checked={values.linkedInFormat}
        onChange={(_event, data) => change({ linkedInFormat: data.checked === true })}
      />
      <Button appearance="primary" onClick={onGenerate} disabled={state.phase === "generating"} style={{ justifySelf: "start" }}>
        {state.phase === "generating" ? "Generating…" : "Generate Post"}
      </Button>
      {state.phase === "generating" ? (
        <div className={styles.progress} aria-live="polite">
          <ProgressBar aria-label="Generating" />
          {state.partial ? <Text className={styles.partial}>{state.partial}</Text> : null}
        </div>
      ) : null}
      {state.phase === "done" ? <Caption1 aria-live="polite">Generated. The draft is in the post.</Caption1> : null}
      {state.phase === "done" && templateDraft ? <Caption1>{OFFLINE_DRAFT_LABEL}</Caption1> : null}
      {state.failure ? (
        <MessageBar intent={state.failure.code === "NEEDS_MODEL" ? "warning" : "error"}>
          <MessageBarBody>{state.failure.message}</MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
};
