import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Slider,
  Spinner,
  makeStyles,
} from "@fluentui/react-components";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { PRESENTATION_STYLES, STYLES, TONES } from "@wordloom/shared/api";
import { CAMPAIGN_LIMITS, type Product } from "@wordloom/shared/rules";
import { api } from "../../api/client";
import { errorMessage, limitedFeature } from "../../api/errors";
import { postEditorPath } from "../paths";
import { initialTextToPost, textToPostProblem, type TextToPostForm } from "./text-to-post-form";

const useStyles = makeStyles({ root: { display: "grid", gap: "10px" } });

const options = (list: readonly string[]) => [
  <option key="" value="">
    Select…
  </option>,
  ...list.map((entry) => (
    <option key={entry} value={entry}>
      {entry}
    </option>
  )),
];

/** The pane's text-to-post mode (spec 4 §2, §5, §7 createPostViaDoc): a document becomes a post in this campaign or a new one. */
export const TextToPostPane = ({ campaignId, product }: { campaignId: string; product: Product }) => {
  const styles = useStyles();
  const navigate = useNavigate();
  const [form, setForm] = useState<TextToPostForm>(initialTextToPost);
  const [problem, setProblem] = useState<string | null>(null);
  const documents = useQuery({
    queryKey: ["documents", "text-to-post"],
    queryFn: ({ signal }) => api.listDocuments({ query: { limit: 50 } }, { signal }),
  });
  const create = useMutation({
    mutationFn: () =>
      api.createPostFromDocument({
        body: {
          documentId: form.documentId,
          ...(form.target === "this" ? { campaignId } : { newCampaignTitle: form.newCampaignTitle.trim() }),
          style: form.style,
          tone: form.tone,
          presentationStyle: form.presentationStyle,
          length: form.length,
        },
      }),
    onSuccess: ({ post }) => void navigate(postEditorPath(product, post.id)),
    onError: (error) => setProblem(limitedFeature(error) ? null : errorMessage(error)),
  });
  const set = (patch: Partial<TextToPostForm>) => setForm((current) => ({ ...current, ...patch }));
  const submit = () => {
    const found = textToPostProblem(form);
    setProblem(found);
    if (!found) {
      create.mutate();
    }
  };
  return (
    <form className={styles.root} aria-label="Text to post" onSubmit={(event) => (event.preventDefault(), submit())}>
      <Field label="Document">
        <Select value={form.documentId} onChange={(_event, data) => set({ documentId: data.value })}>
          <option value="">{documents.isPending ? "Loading documents…" : "Select a document"}</option>
          {(documents.data?.items ?? []).map((document) => (
            <option key={document.id} value={document.id}>
              {document.title || "Untitled"}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Style">
        <Select value={form.style} onChange={(_event, data) => set({ style: data.value })}>
          {options(STYLES)}
        </Select>
      </Field>
      <Field label="Tone">
        <Select value={form.tone} onChange={(_event, data) => set({ tone: data.value })}>
          {options(TONES)}
        </Select>
      </Field>
      <Field label="Presentation style">
        <Select value={form.presentationStyle} onChange={(_event, data) => set({ presentationStyle: data.value })}>
          {options(PRESENTATION_STYLES)}
        </Select>
      </Field>
      <Field label={`Length: ${form.length} characters (about ${Math.round(form.length / 5)} words)`}>
        <Slider
          min={CAMPAIGN_LIMITS.textToPost.minLength}
          max={CAMPAIGN_LIMITS.textToPost.maxLength}
          step={50}
          value={form.length}
          onChange={(_event, data) => set({ length: data.value })}
        />
      </Field>
      <Field label="Campaign">
        <RadioGroup value={form.target} onChange={(_event, data) => set({ target: data.value as "this" | "new" })}>
          <Radio value="this" label="This campaign" />
          <Radio value="new" label="A new campaign" />
        </RadioGroup>
      </Field>
      {form.target === "new" ? (
        <Field label="New campaign title">
          <Input
            value={form.newCampaignTitle}
            maxLength={CAMPAIGN_LIMITS.maxTitleChars}
            onChange={(_event, data) => set({ newCampaignTitle: data.value })}
          />
        </Field>
      ) : null}
      {problem ? (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div>
        <Button type="submit" appearance="primary" disabled={create.isPending}>
          {create.isPending ? <Spinner size="tiny" label="Creating the post" /> : "Create post"}
        </Button>
      </div>
    </form>
  );
};
