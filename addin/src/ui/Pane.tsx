import { makeStyles, Spinner, Tab, TabList, tokens } from "@fluentui/react-components";
import { lazy, Suspense, useMemo, useState } from "react";
import type { AuthResult } from "@wordloom/shared/model";
import { useAppInfo } from "../app/use-app-info";
import { useNotify } from "../app/toasts";
import { UpdateBanner } from "../app/UpdateBanner";
import { paneApi, paneSession } from "../auth/pane-api";
import { useChecker } from "../checks/use-checker";
import { detectWordSupport } from "../word/word-support";
import { CheckerPanel } from "./CheckerPanel";
import { PaneHeader } from "./PaneHeader";

const DocumentsFrame = lazy(() => import("../frame/DocumentsFrame").then((module) => ({ default: module.DocumentsFrame })));

const useStyles = makeStyles({
  root: {
    display: "grid",
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    alignContent: "start",
  },
});

type PaneTab = "check" | "documents";

/** The signed-in pane (about 329 px wide): checks of the open document, and the web app's documents. */
export const Pane = ({ session }: { session: AuthResult }) => {
  const styles = useStyles();
  const notify = useNotify();
  const [tab, setTab] = useState<PaneTab>("check");
  const appInfo = useAppInfo();
  const support = useMemo(() => detectWordSupport(Office.context.requirements), []);
  const checker = useChecker({
    client: paneApi,
    accountType: session.user.accountType,
    onWordError: (message) => notify(message, "error"),
  });

  const signOut = async () => {
    checker.clear();
    try {
      await paneApi.signOut({ body: { allDevices: false } });
    } catch {
      // Signed out on the server already (or offline): the pane forgets the session either way.
    }
    paneSession.set(null);
  };

  return (
    <div className={styles.root}>
      <PaneHeader user={session.user} onSignOut={() => void signOut()} />
      {appInfo.updateAvailable ? <UpdateBanner /> : null}
      <TabList size="small" selectedValue={tab} onTabSelect={(_event, data) => setTab(data.value === "documents" ? "documents" : "check")}>
        <Tab value="check">Check</Tab>
        <Tab value="documents">Documents</Tab>
      </TabList>
      {tab === "check" ? (
        <CheckerPanel checker={checker} showCompliance={session.user.flags.legal_feature} canTrackChanges={support.changeTracking} />
      ) : (
        <Suspense fallback={<Spinner size="small" />}>
          <DocumentsFrame
            session={session}
            webappOrigin={appInfo.info?.webappOrigin ? new URL(appInfo.info.webappOrigin).origin : window.location.origin}
          />
        </Suspense>
      )}
    </div>
  );
};
