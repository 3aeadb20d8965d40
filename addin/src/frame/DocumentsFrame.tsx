import { makeStyles, Spinner } from "@fluentui/react-components";
import { useEffect, useRef, useState } from "react";
import type { AuthResult } from "@wordloom/shared/model";
import { ADDIN_DEFAULTS } from "../app/defaults";
import { paneSession, refreshPaneSession } from "../auth/pane-api";
import { createPaneBridge, type InitBody, type TokenBody } from "../bridge";
import { msWordPath } from "./frame-url";

const useStyles = makeStyles({
  root: { position: "relative", height: "calc(100vh - 112px)", minHeight: "320px" },
  frame: { border: 0, width: "100%", height: "100%" },
  waiting: { position: "absolute", inset: 0, display: "grid", placeItems: "center" },
});

const tokenBody = (session: AuthResult): TokenBody => ({
  accessToken: session.accessToken,
  accessTokenExpiresAt: session.accessTokenExpiresAt,
});

const initBody = (): InitBody | null => {
  const session = paneSession.get();
  return session ? { ...tokenBody(session), user: session.user, settings: { ...ADDIN_DEFAULTS.settings } } : null;
};

interface DocumentsFrameProps {
  session: AuthResult;
  /** The web app's origin (the pane's own unless appInfo.json names another). */
  webappOrigin: string;
}

/**
 * The web app's screens that live in the web app (documents, generation), framed at
 * app/msword. The frame gets the pane's access token over the bridge (never cookies, which are
 * third-party in the pane) and asks the pane for a new one when it expires.
 */
export const DocumentsFrame = ({ session, webappOrigin }: DocumentsFrameProps) => {
  const styles = useStyles();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    const bridge = createPaneBridge({
      receiver: window,
      frame: () => frameRef.current?.contentWindow ?? null,
      frameOrigin: webappOrigin,
      initBody,
      refreshToken: async () => {
        const refreshed = await refreshPaneSession();
        const current = paneSession.get();
        return refreshed && current ? tokenBody(current) : null;
      },
      onConnected: () => setConnected(true),
    });
    let lastToken = paneSession.get()?.accessToken;
    const unsubscribe = paneSession.subscribe(() => {
      const current = paneSession.get();
      if (!current) {
        bridge.signOut();
      } else if (current.accessToken !== lastToken) {
        lastToken = current.accessToken;
        bridge.pushToken(tokenBody(current));
      }
    });
    return () => {
      unsubscribe();
      bridge.close();
    };
  }, [webappOrigin]);

  return (
    <div className={styles.root}>
      <iframe
        ref={frameRef}
        className={styles.frame}
        title="Wordloom documents"
        src={`${webappOrigin}${msWordPath(session.user.selectedProduct)}`}
      />
      {connected ? null : (
        <div className={styles.waiting}>
          <Spinner size="small" label="Connecting…" />
        </div>
      )}
    </div>
  );
};
