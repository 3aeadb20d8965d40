import { Field, Textarea } from "@fluentui/react-components";
import { generationEndpoints, TONES } from "@wordloom/shared/api";
import { useChosenBrandVoice } from "../../brand-voice/public/BrandVoiceSelector";
import { FreeCombo } from "../../brand-voice/public/FreeCombo";
import { CREATE_PANES } from "../create-panes";
import { freeTextRequest, INITIAL_FREE_TEXT_FORM } from "../forms/free-text-form";
import { fieldState, usePaneForm } from "../forms/use-pane-form";
import { useGenerationHost, withDefaultToneStyle } from "../generation-host";
import { useGeneration } from "../use-generation";
import { CreationPane } from "./CreationPane";
import { shownErrors } from "./server-errors";

/** The three free-text panes: what they call and how they ask. */
const FREE_TEXT_PANES = {
  memoir: {
    endpoint: generationEndpoints.generateMemoir,
    intro: "Describe a memory: when and where it happened, who was there and why it stayed with you.",
    label: "What should the memoir be about?",
    placeholder: "The summer I learned to sail with my grandfather on Lake Constance, 1998",
  },
  messages: {
    endpoint: generationEndpoints.generateMessages,
    intro: "A personal message for a birthday, a thank-you, congratulations, condolences and more.",
    label: "What should the message say, and to whom?",
    placeholder: "Congratulate my sister Priya on finishing her nursing degree",
  },
  "message-craft": {
    endpoint: generationEndpoints.generateMessageCraft,
    intro: "Any short message from a plain request: a reminder, an invitation, a reply, a note.",
    label: "Your request",
    placeholder: "Remind the book club that we meet on Thursday at 7 and that it's Sam's turn to host",
  },
} as const;

type FreeTextPaneId = keyof typeof FREE_TEXT_PANES;

/** Memoir, Messages and Message Craft (spec document 3 §2.9): a free-text request, Generate, Load To Editor, Re-Generate. */
export const FreeTextPane = ({ pane }: { pane: FreeTextPaneId }) => {
  const config = FREE_TEXT_PANES[pane];
  const { title, kinds, fallbackTitle } = CREATE_PANES[pane];
  const { voice } = useChosenBrandVoice();
  const { defaults } = useGenerationHost();
  const form = usePaneForm(() => withDefaultToneStyle(INITIAL_FREE_TEXT_FORM, defaults));
  const generation = useGeneration();
  const { values, change } = form;
  const errors = shownErrors(form.errors, generation);

  const generate = () => {
    const checked = freeTextRequest(values, voice?.id ?? null);
    form.setErrors(checked.errors);
    if (checked.ok) {
      generation.generate(config.endpoint, checked.body);
    }
  };

  return (
    <CreationPane
      title={title}
      intro={config.intro}
      kinds={kinds}
      generation={generation}
      fallbackTitle={fallbackTitle}
      onGenerate={generate}
    >
      <Field label={config.label} required {...fieldState(errors, "request")}>
        <Textarea
          value={values.request}
          placeholder={config.placeholder}
          maxLength={4000}
          rows={4}
          resize="vertical"
          onChange={(_event, data) => change({ request: data.value })}
        />
      </Field>
      <FreeCombo label="Tone" hint="Optional" value={values.tone} options={TONES} onChange={(tone) => change({ tone })} />
    </CreationPane>
  );
};
