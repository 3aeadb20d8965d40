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
  makeStyles,
} from "@fluentui/react-components";
import { useState, type FormEvent } from "react";
import { SOCIAL_LINKING_MESSAGES } from "@wordloom/shared/api";
import type { PlatformState } from "@wordloom/shared/model";
import { TOKEN_GUIDES } from "./token-guides";
import { linkingFailureReason, useLinkByToken } from "./use-link-by-token";

const useStyles = makeStyles({
  content: { display: "grid", gap: "12px" },
  steps: { margin: 0, paddingLeft: "20px", display: "grid", gap: "4px" },
});

interface Props {
  platform: Pick<PlatformState, "id" | "name">;
  open: boolean;
  onClose: () => void;
}

/**
 * Linking by a pasted token (Medium integration tokens, Pexels API keys; spec document 4 §2 and §5):
 * why a token, the steps to get one, a password-type field and Save. A Pexels key shorter than 56
 * characters is refused here with the invalid-token message before any call; the platform's refusal
 * shows 'Linking Failed' with its reason, success 'Linking Successful'. Closing empties the field.
 */
export const TokenLinkDialog = ({ platform, open, onClose }: Props) => {
  const styles = useStyles();
  const guide = TOKEN_GUIDES[platform.id];
  const [token, setToken] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setToken("");
    setProblem(null);
    link.reset();
    onClose();
  };
  const link = useLinkByToken(platform.id, close);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = token.trim();
    if (value.length === 0 || value.length < (guide?.minLength ?? 1)) {
      setProblem(platform.id === "pexels" ? SOCIAL_LINKING_MESSAGES.invalidStockToken : SOCIAL_LINKING_MESSAGES.invalidToken);
      return;
    }
    setProblem(null);
    link.mutate(value);
  };

  const title = `Link ${platform.name}`;
  const fieldMessage = problem ?? (link.isError ? `${SOCIAL_LINKING_MESSAGES.failed}: ${linkingFailureReason(link.error)}` : undefined);
  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : close())}>
      <DialogSurface aria-label={title}>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {guide ? (
                <>
                  <Body1 block>{guide.intro}</Body1>
                  <ol className={styles.steps} aria-label={`How to get your ${guide.field}`}>
                    {guide.steps.map((step) => (
                      <li key={step}>
                        <Body1>{step}</Body1>
                      </li>
                    ))}
                  </ol>
                  {guide.note ? <Caption1 block>{guide.note}</Caption1> : null}
                </>
              ) : null}
              <Field
                label={guide?.field ?? "Token"}
                required
                validationState={fieldMessage ? "error" : "none"}
                validationMessage={fieldMessage}
              >
                <Input
                  type="password"
                  autoComplete="off"
                  spellCheck={false}
                  value={token}
                  onChange={(_event, data) => setToken(data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={link.isPending}>
                Save
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
