import { FluentProvider, Toaster } from "@fluentui/react-components";
import { lazy, Suspense, useEffect, useState } from "react";
import { SignInScreen } from "../auth/SignInScreen";
import { usePaneSession } from "../auth/use-pane-session";
import { InitializingScreen } from "./InitializingScreen";
import { NotInWordScreen } from "./NotInWordScreen";
import { waitForOffice, type HostState } from "./office-host";
import { PANE_TOASTER_ID } from "./toasts";
import { useOfficeTheme } from "./use-office-theme";

/**
 * The signed-in pane is its own chunk, fetched as soon as this module runs, in parallel with
 * Office.js initialising: the first paint ('Initializing') needs only the small entry chunk.
 */
const loadingPane = import("../ui/Pane");
const Pane = lazy(() => loadingPane.then((module) => ({ default: module.Pane })));

/** The task pane: initialising, not in Word, signed out, or the pane itself. */
export const App = () => {
  const [host, setHost] = useState<HostState | null>(null);
  useEffect(() => {
    let active = true;
    void waitForOffice().then((state) => {
      if (active) {
        setHost(state);
      }
    });
    return () => {
      active = false;
    };
  }, []);
  const theme = useOfficeTheme(host?.kind === "word");
  const session = usePaneSession();

  const screen =
    host === null ? (
      <InitializingScreen />
    ) : host.kind === "not-in-word" ? (
      <NotInWordScreen />
    ) : session ? (
      <Suspense fallback={<InitializingScreen />}>
        <Pane session={session} />
      </Suspense>
    ) : (
      <SignInScreen />
    );
  return (
    <FluentProvider theme={theme} style={{ minHeight: "100vh" }}>
      {screen}
      <Toaster toasterId={PANE_TOASTER_ID} position="top" />
    </FluentProvider>
  );
};
