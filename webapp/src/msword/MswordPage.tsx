import "./opt-out-office";
import "./frame-storage";
import { Body1, makeStyles, Spinner, Tab, TabList, tokens } from "@fluentui/react-components";
import { lazy, Suspense, useMemo, useState } from "react";
import { useSession } from "../api/session";
import { DocumentsHome } from "../documents/public/DocumentsHome";
import { generationDefaults, type GenerationHost } from "../generate/public/generation-host";
import { allowedPaneOrigins } from "./pane-origins";
import { useFrameSession } from "./use-frame-session";

const useStyles = makeStyles({
  root: { display: "grid", gap: tokens.spacingVerticalS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  waiting: { display: "grid", placeItems: "center", minHeight: "40vh" },
});

export const CONNECTING_LABEL = "Connecting to Word…";
export const SIGNED_OUT_MESSAGE = "Sign in from the Wordloom pane in Word.";
const LOADING_CREATE_LABEL = "Loading…";

/** The generation screens load when Create is first chosen, not with the documents. */
const CreatePanel = lazy(async () => ({ default: (await import("../generate/public/CreatePanel")).CreatePanel }));

type FrameScreen = "documents" | "create";

interface MswordPageProps {
  allowedOrigins?: typeof allowedPaneOrigins;
}

/**
 * app/msword: the web app inside the Word add-in's pane (spec document 1 §2). It talks to the
 * pane only through the bridge (ready → init, then tokens), never loads Office.js, and once the
 * pane has handed over the session shows the screens that live in the web app: the documents list
 * and the creation panes, whose forms start from the add-in's defaults (tone, style, and the
 * category of the documents they create) sent with init.
 */
export const MswordPage = ({ allowedOrigins = allowedPaneOrigins }: MswordPageProps) => {
  const styles = useStyles();
  const { status, settings } = useFrameSession(allowedOrigins);
  const session = useSession();
  const [screen, setScreen] = useState<FrameScreen>("documents");
  const host = useMemo<GenerationHost>(() => ({ defaults: generationDefaults(settings), openDocument: null }), [settings]);
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
      <TabList
        aria-label="Wordloom"
        size="small"
        selectedValue={screen}
        onTabSelect={(_event, data) => setScreen(data.value === "create" ? "create" : "documents")}
      >
        <Tab value="documents">Documents</Tab>
        <Tab value="create">Create</Tab>
      </TabList>
      {screen === "documents" ? (
        <DocumentsHome />
      ) : (
        <Suspense fallback={<Spinner size="small" label={LOADING_CREATE_LABEL} />}>
          <CreatePanel flags={session.user.flags} host={host} />
        </Suspense>
      )}
    </main>
  );
};
