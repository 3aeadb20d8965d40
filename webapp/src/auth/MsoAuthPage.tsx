import {
  Body1,
  Button,
  Card,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  tokens,
} from "@fluentui/react-components";
import { useEffect, useState, type FormEvent } from "react";
import { ApiError } from "@wordloom/shared/api";
import type { AuthResult } from "@wordloom/shared/model";
import { api } from "../api/client";
import { errorMessage } from "../api/errors";
import { encodeSignedInMessage, loadOfficeDialog, type OfficeDialogApi } from "../msword/public/office-sign-in";

const useStyles = makeStyles({
  root: { minHeight: "100vh", display: "grid", placeItems: "center", backgroundColor: tokens.colorNeutralBackground2, padding: "16px" },
  card: { width: "min(380px, 100%)", padding: "24px", display: "grid", gap: "16px" },
  form: { display: "grid", gap: "12px" },
});

export const NOT_IN_DIALOG_MESSAGE = "Open this page from the Wordloom add-in in Word.";
export const SIGNED_IN_MESSAGE = "Signed in. You can close this window.";

interface MsoAuthPageProps {
  loadDialog?: () => Promise<OfficeDialogApi | null>;
}

/** Hands the session to the pane that opened the dialog, only ever to this page's own origin (the pane's). */
const handBack = (dialog: OfficeDialogApi, session: AuthResult) => {
  const message = encodeSignedInMessage(session);
  if (dialog.supportsTargetOrigin) {
    dialog.messageParent(message, { targetOrigin: window.location.origin });
  } else {
    // Without DialogOrigin 1.1, messageParent delivers only to a parent on the dialog's own domain.
    dialog.messageParent(message);
  }
};

/**
 * /mso-auth: the sign-in page the Word add-in opens in an Office dialog. It signs in with the
 * same API call and error handling as /auth, but keeps no session of its own: the pane gets
 * the tokens through messageParent and refreshes them itself (a refresh token is single-use, so
 * pane and web app never share one).
 */
export const MsoAuthPage = ({ loadDialog = loadOfficeDialog }: MsoAuthPageProps) => {
  const styles = useStyles();
  const [dialog, setDialog] = useState<OfficeDialogApi | null | undefined>(undefined);
  const [form, setForm] = useState({ email: "", password: "" });
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let active = true;
    void loadDialog().then((loaded) => {
      if (active) {
        setDialog(loaded);
      }
    });
    return () => {
      active = false;
    };
  }, [loadDialog]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dialog) {
      return;
    }
    setIssues({});
    setProblem(null);
    setBusy(true);
    try {
      handBack(dialog, await api.signIn({ body: { email: form.email, password: form.password } }));
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === "VALIDATION_FAILED") {
        setIssues(error.fieldIssues);
      } else {
        setProblem(errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const set = (key: keyof typeof form) => (_event: unknown, data: { value: string }) =>
    setForm((current) => ({ ...current, [key]: data.value }));
  const body =
    dialog === undefined ? (
      <Spinner label="Loading…" />
    ) : dialog === null ? (
      <Body1>{NOT_IN_DIALOG_MESSAGE}</Body1>
    ) : done ? (
      <Body1 role="status">{SIGNED_IN_MESSAGE}</Body1>
    ) : (
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {problem ? (
          <MessageBar intent="error">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        ) : null}
        <Field label="E-mail" required validationMessage={issues["body.email"]}>
          <Input type="email" value={form.email} onChange={set("email")} autoComplete="email" />
        </Field>
        <Field label="Password" required validationMessage={issues["body.password"]}>
          <Input type="password" value={form.password} onChange={set("password")} autoComplete="current-password" />
        </Field>
        <Button appearance="primary" type="submit" disabled={busy}>
          Sign in
        </Button>
      </form>
    );
  return (
    <div className={styles.root}>
      <Card className={styles.card}>
        <Title2 as="h1">Sign in to Wordloom</Title2>
        {body}
      </Card>
    </div>
  );
};
