import "./opt-out-office";
import "./frame-storage";
import { Body1, makeStyles, Spinner, tokens } from "@fluentui/react-components";
import { useSession } from "../api/session";
import { DocumentsHome } from "../documents/DocumentsHome";
import { allowedPaneOrigins } from "./pane-origins";
import { useFrameSession } from "./use-frame-session";

const useStyles = makeStyles({
  root: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  waiting: { display: "grid", placeItems: "center", minHeight: "40vh" },
});

export const CONNECTING_LABEL = "Connecting to Word…";
export const SIGNED_OUT_MESSAGE = "Sign in from the Wordloom pane in Word.";

export interface MswordPageProps {
  allowedOrigins?: typeof allowedPaneOrigins;
}

/**
 * app/msword: the web app inside the Word add-in's pane (spec document 1 §2). It talks to the
 * pane only through the bridge (ready → init, then tokens), never loads Office.js, and shows
 * the documents list once the pane has handed over the session.
 */
export const MswordPage = ({ allowedOrigins = allowedPaneOrigins }: MswordPageProps) => {
  const styles = useStyles();
  const { status } = useFrameSession(allowedOrigins);
  const session = useSession();
  if (status === "signed-out") {
    return (
      <main className={styles.root}>
        <Body1>{SIGNED_OUT_MESSAGE}</Body1>
      </main>
    );
  }
  if (status === "connecting" || !session) {
    return (
      <main className={`${styles.root} ${styles.waiting}`}>
        <Spinner size="small" label={CONNECTING_LABEL} />
      </main>
    );
  }
  return (
    <main className={styles.root} data-bridge="connected">
      <DocumentsHome />
    </main>
  );
};
