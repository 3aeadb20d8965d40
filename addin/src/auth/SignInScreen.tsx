import { Body1, Button, makeStyles, MessageBar, MessageBarBody, Title3, tokens } from "@fluentui/react-components";
import { useState } from "react";
import { paneSession } from "./pane-api";
import { dialogErrorMessage, officeDialogHost, openSignInDialog, SignInDialogError, type DialogHost } from "./sign-in-dialog";

const useStyles = makeStyles({
  root: { display: "grid", gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, alignContent: "start" },
});

interface SignInScreenProps {
  dialogHost?: () => DialogHost;
  origin?: string;
}

/** Signed out: sign in through an Office dialog on the pane's own origin (/mso-auth). */
export const SignInScreen = ({ dialogHost = officeDialogHost, origin = window.location.origin }: SignInScreenProps) => {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const signIn = async () => {
    setBusy(true);
    setProblem(null);
    try {
      paneSession.set(await openSignInDialog(dialogHost(), origin));
    } catch (error) {
      setProblem(dialogErrorMessage(error instanceof SignInDialogError ? error.code : 0));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.root}>
      <Title3 as="h1">Wordloom</Title3>
      <Body1>Sign in to check grammar, offensive language, plagiarism and compliance in this document.</Body1>
      {problem ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Button appearance="primary" onClick={() => void signIn()} disabled={busy}>
        Sign in
      </Button>
    </main>
  );
};
