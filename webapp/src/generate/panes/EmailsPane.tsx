import { Field, Input, Radio, RadioGroup, Textarea } from "@fluentui/react-components";
import { generationEndpoints, TONES, type EmailRole } from "@wordloom/shared/api";
import { useChosenBrandVoice } from "../../brand-voice/public/BrandVoiceSelector";
import { FreeCombo } from "../../brand-voice/public/FreeCombo";
import { CREATE_PANES } from "../create-panes";
import { emailRequest, initialEmailForm } from "../forms/free-text-form";
import { fieldState, usePaneForm } from "../forms/use-pane-form";
import { useGenerationHost, withDefaultToneStyle } from "../generation-host";
import { useGeneration } from "../use-generation";
import { CreationPane } from "./CreationPane";
import { shownErrors } from "./server-errors";

const ROLE_HELP: Record<EmailRole, { placeholder: string; recipient: string }> = {
  leader: {
    placeholder: "Tell the team that the Friday release moves to Monday and thank them for the extra testing",
    recipient: "The team",
  },
  subordinate: { placeholder: "Ask my manager for two days off next week to move house", recipient: "My manager" },
};

/** Emails (spec document 1 §2, document 3 §2.9): written as a leader to the team, or as a subordinate to a manager. */
export const EmailsPane = ({ initialRole }: { initialRole: EmailRole }) => {
  const pane = CREATE_PANES[initialRole === "leader" ? "emails-leader" : "emails-subordinate"];
  const { voice } = useChosenBrandVoice();
  const { defaults } = useGenerationHost();
  const form = usePaneForm(() => withDefaultToneStyle(initialEmailForm(initialRole), defaults));
  const generation = useGeneration();
  const { values, change } = form;
  const errors = shownErrors(form.errors, generation);
  const help = ROLE_HELP[values.role];

  const generate = () => {
    const checked = emailRequest(values, voice?.id ?? null);
    form.setErrors(checked.errors);
    if (checked.ok) {
      generation.generate(generationEndpoints.generateEmails, checked.body);
    }
  };

  return (
    <CreationPane
      title={pane.title}
      intro="Say what the e-mail is for; Wordloom writes it with a subject line, ready to send."
      kinds={pane.kinds}
      generation={generation}
      fallbackTitle={pane.fallbackTitle}
      onGenerate={generate}
    >
      <Field label="Write">
        <RadioGroup
          layout="horizontal"
          value={values.role}
          onChange={(_event, data) => change({ role: data.value === "subordinate" ? "subordinate" : "leader" })}
        >
          <Radio value="leader" label="As leader" />
          <Radio value="subordinate" label="As subordinate" />
        </RadioGroup>
      </Field>
      <Field label="What is the e-mail about?" required {...fieldState(errors, "request")}>
        <Textarea
          value={values.request}
          placeholder={help.placeholder}
          maxLength={4000}
          rows={4}
          resize="vertical"
          onChange={(_event, data) => change({ request: data.value })}
        />
      </Field>
      <Field label="To" hint="Optional" {...fieldState(errors, "recipient")}>
        <Input
          value={values.recipient}
          placeholder={help.recipient}
          maxLength={100}
          onChange={(_event, data) => change({ recipient: data.value })}
        />
      </Field>
      <Field label="Your name" hint="Optional: used to sign the e-mail" {...fieldState(errors, "senderName")}>
        <Input value={values.senderName} maxLength={100} onChange={(_event, data) => change({ senderName: data.value })} />
      </Field>
      <FreeCombo label="Tone" hint="Optional" value={values.tone} options={TONES} onChange={(tone) => change({ tone })} />
    </CreationPane>
  );
};
