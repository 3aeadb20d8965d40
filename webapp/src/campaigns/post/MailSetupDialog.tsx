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
  Tab,
  TabList,
  Text,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { useRef, useState } from "react";
import type { Post, PostMedia, PostMediaPurpose } from "@wordloom/shared/model";
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES, checkMailSetup } from "@wordloom/shared/rules";
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
  }) => Promise<unknown>;
}

/** The Mail Setup popup and its Mail Preview (spec 4 §2, §5, §8): recipients, subject, a banner and up to 2 attachments. */
export const MailSetupDialog = ({ open, post, disabled, onClose, upload, removeMedia, save }: MailSetupDialogProps) => {
  const styles = useStyles();
  const notify = useNotify();
  const mail = post.mail;
  const [to, setTo] = useState<string[]>(mail?.to ?? []);
  const [cc, setCc] = useState<string[]>(mail?.cc ?? []);
  const [bcc, setBcc] = useState<string[]>(mail?.bcc ?? []);
  const [subject, setSubject] = useState(mail?.subject ?? post.title);
  const [view, setView] = useState<"setup" | "preview">("setup");
  const [problems, setProblems] = useState<string[]>([]);
  const bannerInput = useRef<HTMLInputElement>(null);
  const attachmentInput = useRef<HTMLInputElement>(null);
  const banner: PostMedia | undefined = post.media.find((item) => item.purpose === "mail_banner");
  const attachments = post.media.filter((item) => item.purpose === "mail_attachment");

  const submit = async () => {
    const found = checkMailSetup({ to, cc, bcc, attachmentCount: attachments.length }).map((problem) => problem.message);
    setProblems(found);
    if (found.length > 0) {
      return;
    }
    try {
      await save({ to, cc, bcc, subject, bannerMediaId: banner?.id ?? null, attachmentMediaIds: attachments.map((item) => item.id) });
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
                <Field label="Subject">
                  <Input
                    value={subject}
                    maxLength={CAMPAIGN_LIMITS.mail.subjectChars}
                    disabled={disabled}
                    onChange={(_event, data) => setSubject(data.value)}
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
                <Body1 className={styles.text}>{post.content.content}</Body1>
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
