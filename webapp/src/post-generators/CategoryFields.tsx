import { Field, Input, Textarea } from "@fluentui/react-components";
import { CATEGORY_NEEDS, POST_GENERATION_LIMITS, type PostCategory } from "@wordloom/shared/rules";
import { RealStoryFields } from "../generate/public/RealStoryFields";
import { type GeneratorFormValues } from "./generator-form";
import { ListEntryInput } from "./ListEntryInput";
import { TopicPicker } from "./TopicPicker";

interface CategoryFieldsProps {
  category: PostCategory;
  values: GeneratorFormValues;
  errors: Record<string, string>;
  change: (patch: Partial<GeneratorFormValues>) => void;
  brandVoiceId: string | null;
}

const errorProps = (errors: Record<string, string>, field: string) =>
  errors[field] ? ({ validationMessage: errors[field], validationState: "error" } as const) : {};

const L = POST_GENERATION_LIMITS;

/** What the chosen category asks for (document 4 §5): its subject, then its audience and roles. */
export const CategoryFields = ({ category, values, errors, change, brandVoiceId }: CategoryFieldsProps) => {
  const need = CATEGORY_NEEDS[category];
  const text = (field: keyof GeneratorFormValues, label: string, options: { rows?: number; max?: number; hint?: string } = {}) => (
    <Field label={label} hint={options.hint} {...errorProps(errors, field)}>
      <Textarea
        value={String(values[field])}
        rows={options.rows ?? 3}
        resize="vertical"
        maxLength={options.max ?? 20000}
        onChange={(_event, data) => change({ [field]: data.value })}
      />
    </Field>
  );
  const line = (field: keyof GeneratorFormValues, label: string, max = 120) => (
    <Field label={label} {...errorProps(errors, field)}>
      <Input value={String(values[field])} maxLength={max} onChange={(_event, data) => change({ [field]: data.value })} />
    </Field>
  );
  return (
    <>
      {need.subject === "topic" || need.subject === "list" ? (
        <TopicPicker
          category={category}
          brandVoiceId={brandVoiceId}
          selected={values.topics}
          onSelect={(topics) => change({ topics })}
          context={values.context}
          onContext={need.subject === "topic" ? (context) => change({ context }) : null}
          error={errors.topics}
        />
      ) : null}
      {need.subject === "topic" || need.subject === "list"
        ? text("input", "Your notes", { hint: "Optional: your notes or text to build the post from." })
        : null}
      {need.subject === "input"
        ? text("input", "Your text", { rows: 5, hint: "Your notes or draft; Wordloom turns them into a post." })
        : null}
      {need.subject === "testimonial"
        ? text("context", "Testimonial", { rows: 4, max: 4000, hint: "Paste what the customer said." })
        : null}
      {need.subject === "story" ? (
        <RealStoryFields
          storyFields={values.storyFields}
          validationMessage={errors["input"]}
          onChange={(storyFields) => change({ storyFields, input: "" })}
        />
      ) : null}
      {need.subject === "feature" ? (
        <>
          {line("featureName", "Feature or update")}
          {text("productDescription", "Product Description", { max: 4000 })}
          {line("url", "Or a page about it (URL)", 2000)}
        </>
      ) : null}
      {need.subject === "review" ? (
        <>
          {line("product", "Product")}
          {text("overview", "Overview", { max: 2000 })}
          <ListEntryInput
            label="Review angles"
            values={values.reviewAngles}
            max={L.reviewAngles.max}
            onChange={(reviewAngles) => change({ reviewAngles })}
            error={errors.reviewAngles}
          />
          {text("input", "Your notes", { hint: "Optional: what you found using it (needed without a language model)." })}
        </>
      ) : null}
      {need.subject === "comparison" ? (
        <>
          <ListEntryInput
            label="Products"
            values={values.products}
            max={L.comparisonProducts.max}
            onChange={(products) => change({ products })}
            error={errors.products}
          />
          <ListEntryInput
            label="Comparison criteria"
            values={values.comparisonCriteria}
            max={L.comparisonCriteria.max}
            onChange={(comparisonCriteria) => change({ comparisonCriteria })}
            error={errors.comparisonCriteria}
          />
          {text("overview", "Overview", { max: 2000 })}
          {text("input", "Your notes", { hint: "Optional: your own findings (needed without a language model)." })}
        </>
      ) : null}
      {need.audience ? (
        <>
          {line("audience", "Target audience", 200)}
          <div style={{ display: "flex", gap: 8 }}>
            <Field label="Age from" {...errorProps(errors, "ageMin")}>
              <Input
                type="number"
                min={L.minAge}
                max={L.maxAge}
                value={values.ageMin}
                onChange={(_event, data) => change({ ageMin: data.value })}
              />
            </Field>
            <Field label="Age to">
              <Input
                type="number"
                min={L.minAge}
                max={L.maxAge}
                value={values.ageMax}
                onChange={(_event, data) => change({ ageMax: data.value })}
              />
            </Field>
          </div>
        </>
      ) : null}
      {need.roles ? (
        <>
          <ListEntryInput
            label="Roles"
            values={values.roles}
            max={L.maxRoles}
            onChange={(roles) => change({ roles })}
            error={errors.roles}
          />
          {text("responsibilities", "Responsibilities", { max: 2000 })}
        </>
      ) : null}
    </>
  );
};
