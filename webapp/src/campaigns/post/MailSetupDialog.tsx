import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarActions,
  Select,
  Tab,
  TabList,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { useRef, useState } from "react";
import type { Post, PostMedia, PostMediaPurpose } from "@wordloom/shared/model";
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  MAIL_TEMPLATES,
  applyMailTemplate,
  checkMailSetup,
  findMailTemplate,
  type MailTemplate,
} from "@wordloom/shared/rules";
import { useNotify } from "../../ui/toasts";
import { AddressField } from "./AddressField";
import { problemsOf } from "./use-post-editor";

const useStyles = makeStyles({
  body: { display: "grid", gap: "12px" },
  row: { display: "flex", gap: "8px", alignItems: "center", flexWrap: "wrap" },
  banner: { width: "100%", maxHeight: "160px", objectFit: "cover", borderRadius: tokens.borderRadiusMedium },
  preview: {
    display: "grid",
    gap: "8px",
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: "12px",
  },
  text: { whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
});

interface MailSetupDialogProps {
  open: boolean;
  post: Post;
  /** The mail's text (the post's content as the editor holds it); the post's saved content when absent. */
  body?: string;
  /** A template or the text field changed the mail's text: the editor keeps it in its draft (saved with the post). */
  onBodyChange?: (body: string) => void;
  disabled: boolean;
  onClose: () => void;
  upload: (file: File, purpose: PostMediaPurpose) => Promise<unknown>;
  removeMedia: (mediaIds: string[]) => Promise<unknown>;
  save: (body: {
    to: string[];
    cc: string[];
    bcc: string[];
    subject: string;
    bannerMediaId: string | null;
    attachmentMediaIds: string[];
    templateSelected: string | null;
  }) => Promise<unknown>;
}

interface TemplateQuestion {
  template: MailTemplate;
  result: ReturnType<typeof applyMailTemplate>;
}

/**
 * The Mail Setup popup and its Mail Preview (spec 4 §2, §5, §8): recipients, subject, a banner and
 * up to 2 attachments, and starting templates (shared/rules/mail-templates.ts) that fill the
 * subject and the text; it asks before replacing words the user wrote.
 */
export const MailSetupDialog = ({
  open,
  post,
  body: givenBody,
  onBodyChange,
  disabled,
  onClose,
  upload,
  removeMedia,
  save,
}: MailSetupDialogProps) => {
  const styles = useStyles();
  const notify = useNotify();
  const mail = post.mail;
  const [to, setTo] = useState<string[]>(mail?.to ?? []);
  const [cc, setCc] = useState<string[]>(mail?.cc ?? []);
  const [bcc, setBcc] = useState<string[]>(mail?.bcc ?? []);
  const [subject, setSubject] = useState(mail?.subject ?? post.title);
  const [body, setBodyState] = useState(givenBody ?? post.content.content);
  const [template, setTemplate] = useState<string | null>(
    findMailTemplate(mail?.templateSelected) ? (mail?.templateSelected ?? null) : null,
  );
  const [question, setQuestion] = useState<TemplateQuestion | null>(null);
  const [view, setView] = useState<"setup" | "preview">("setup");
  const [problems, setProblems] = useState<string[]>([]);
  const bannerInput = useRef<HTMLInputElement>(null);
  const attachmentInput = useRef<HTMLInputElement>(null);
  const banner: PostMedia | undefined = post.media.find((item) => item.purpose === "mail_banner");
  const attachments = post.media.filter((item) => item.purpose === "mail_attachment");

  const setBody = (text: string) => {
    setBodyState(text);
    onBodyChange?.(text);
  };
  const applyText = (chosen: MailTemplate, text: { subject: string; body: string }) => {
    setSubject(text.subject);
    if (text.body !== body) {
      setBody(text.body);
    }
    setTemplate(chosen.key);
    setQuestion(null);
  };
  const chooseTemplate = (key: string) => {
    const chosen = findMailTemplate(key);
    if (!chosen) {
      return;
    }
    const result = applyMailTemplate(chosen, { subject, body }, post.title);
    if (result.overwrites.length === 0) {
      applyText(chosen, result.filled);
    } else {
      setQuestion({ template: chosen, result });
    }
  };

  const submit = async () => {
    const found = checkMailSetup({ to, cc, bcc, attachmentCount: attachments.length }).map((problem) => problem.message);
    setProblems(found);
    if (found.length > 0) {
      return;
    }
    try {
      await save({
        to,
        cc,
        bcc,
        subject,
        bannerMediaId: banner?.id ?? null,
        attachmentMediaIds: attachments.map((item) => item.id),
        templateSelected: template,
      });
      onClose();
    } catch (error) {
      setProblems(problemsOf(error));
    }
  };
  const addAttachment = () => {
    if (attachments.length >= CAMPAIGN_LIMITS.mail.maxAttachments) {
      notify(CAMPAIGN_MESSAGES.maxAttachments, "error");
      return;
    }
    attachmentInput.current?.click();
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Mail Setup</DialogTitle>
          <DialogContent className={styles.body}>
            <TabList size="small" selectedValue={view} onTabSelect={(_event, data) => setView(data.value as "setup" | "preview")}>
              <Tab value="setup">Setup</Tab>
              <Tab value="preview">Mail Preview</Tab>
            </TabList>
            {view === "setup" ? (
              <>
                <AddressField label="TO" value={to} max={CAMPAIGN_LIMITS.mail.maxTo} disabled={disabled} onChange={setTo} />
                <AddressField label="CC" value={cc} max={CAMPAIGN_LIMITS.mail.maxCc} disabled={disabled} onChange={setCc} />
                <AddressField label="BCC" value={bcc} max={CAMPAIGN_LIMITS.mail.maxBcc} disabled={disabled} onChange={setBcc} />
                <Field label="Start from a template">
                  <Select value={template ?? ""} disabled={disabled} onChange={(_event, data) => chooseTemplate(data.value)}>
                    <option value="" disabled>
                      Choose a template
                    </option>
                    {MAIL_TEMPLATES.map((entry) => (
                      <option key={entry.key} value={entry.key}>
                        {`${entry.name}: ${entry.description}`}
                      </option>
                    ))}
                  </Select>
                </Field>
                {question ? (
                  <MessageBar intent="warning">
                    <MessageBarBody>
                      {`The ${question.template.name} template would replace the ${question.result.overwrites
                        .map((field) => (field === "body" ? "text" : field))
                        .join(" and ")} you wrote. Replace it?`}
                    </MessageBarBody>
                    <MessageBarActions>
                      <Button size="small" onClick={() => applyText(question.template, question.result.filled)}>
                        Replace
                      </Button>
                      <Button size="small" onClick={() => applyText(question.template, question.result.keepingMine)}>
                        Keep my text
                      </Button>
                      <Button size="small" appearance="subtle" onClick={() => setQuestion(null)}>
                        Cancel
                      </Button>
                    </MessageBarActions>
                  </MessageBar>
                ) : null}
                <Field label="Subject">
                  <Input
                    value={subject}
                    maxLength={CAMPAIGN_LIMITS.mail.subjectChars}
                    disabled={disabled}
                    onChange={(_event, data) => setSubject(data.value)}
                  />
                </Field>
                <Field label="Mail text">
                  <Textarea
                    value={body}
                    rows={6}
                    resize="vertical"
                    maxLength={CAMPAIGN_LIMITS.maxContentChars}
                    disabled={disabled}
                    onChange={(_event, data) => setBody(data.value)}
                  />
                </Field>
                <input
                  ref={bannerInput}
                  type="file"
                  hidden
                  aria-label="Upload a banner"
                  accept={CAMPAIGN_LIMITS.mail.bannerMimeTypes.join(",")}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = "";
                    if (!file) {
                      return;
                    }
                    if (!(CAMPAIGN_LIMITS.mail.bannerMimeTypes as readonly string[]).includes(file.type)) {
                      notify(CAMPAIGN_MESSAGES.bannerType, "error");
                      return;
                    }
                    void upload(file, "mail_banner");
                  }}
                />
                <input
                  ref={attachmentInput}
                  type="file"
                  hidden
                  aria-label="Upload an attachment"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = "";
                    if (file) {
                      void upload(file, "mail_attachment");
                    }
                  }}
                />
                <div className={styles.row}>
                  <Button size="small" disabled={disabled} onClick={() => bannerInput.current?.click()}>
                    {banner ? "Replace banner" : "Add banner"}
                  </Button>
                  {banner ? (
                    <Button
                      size="small"
                      disabled={disabled}
                      onClick={() => void removeMedia([banner.id]).then(() => notify(CAMPAIGN_MESSAGES.bannerRemoved, "success"))}
                    >
                      Remove banner
                    </Button>
                  ) : null}
                  <Button size="small" disabled={disabled} onClick={addAttachment}>
                    {`Add attachment (${attachments.length}/${CAMPAIGN_LIMITS.mail.maxAttachments})`}
                  </Button>
                </div>
                {attachments.map((item) => (
                  <div key={item.id} className={styles.row}>
                    <Caption1>{item.title}</Caption1>
                    <Button
                      size="small"
                      appearance="subtle"
                      disabled={disabled}
                      onClick={() => void removeMedia([item.id]).then(() => notify(CAMPAIGN_MESSAGES.attachmentRemoved, "success"))}
                    >
                      {`Remove ${item.title}`}
                    </Button>
                  </div>
                ))}
              </>
            ) : (
              <div className={styles.preview} aria-label="Mail Preview">
                <Caption1>{`To: ${to.join(", ") || "—"}${cc.length ? ` · Cc: ${cc.join(", ")}` : ""}${bcc.length ? ` · Bcc: ${bcc.length}` : ""}`}</Caption1>
                <Text weight="semibold">{subject || "(no subject)"}</Text>
                {banner ? <img className={styles.banner} src={banner.url} alt="Mail banner" /> : null}
                <Body1 className={styles.text}>{body}</Body1>
                {attachments.length > 0 ? <Caption1>{`Attachments: ${attachments.map((item) => item.title).join(", ")}`}</Caption1> : null}
              </div>
            )}
            {problems.map((problem) => (
              <MessageBar key={problem} intent="error">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
            <Button appearance="primary" disabled={disabled} onClick={() => void submit()}>
              Save
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
