import { useEffect, useRef, useState } from "react";
import { sessionStore } from "../api/session";
import { createFrameBridge, type FrameBridge, type InitBody, type OriginAllowList, type PaneSettings } from "./bridge";

type FrameStatus = "connecting" | "connected" | "signed-out";

/** Ask the pane for a new token this long before the current one expires. */
const RENEW_BEFORE_MS = 60_000;

interface FrameSession {
  status: FrameStatus;
  settings: PaneSettings | null;
}

/**
 * The framed web app's session, handed over the bridge: the pane's access token (never a refresh
 * token), kept in the web app's session store so every screen's API calls use it. When the token
 * expires (or a call is refused and the web app's refresh clears the session), the frame asks the
 * pane for a new one.
 */
export const useFrameSession = (allowedOrigins: () => Promise<OriginAllowList>): FrameSession => {
  const [status, setStatus] = useState<FrameStatus>("connecting");
  const [settings, setSettings] = useState<PaneSettings | null>(null);
  const initRef = useRef<InitBody | null>(null);

  useEffect(() => {
    // A session left by an earlier visit must not be used before the pane's init.
    sessionStore.clear();
    let bridge: FrameBridge | null = null;
    let active = true;
    let renewTimer: ReturnType<typeof setTimeout> | undefined;
    let signedOut = false;

    const scheduleRenewal = (expiresAt: string) => {
      clearTimeout(renewTimer);
      const delay = Math.max(0, new Date(expiresAt).getTime() - Date.now() - RENEW_BEFORE_MS);
      renewTimer = setTimeout(() => bridge?.requestToken(), delay);
    };
    const applyToken = (accessToken: string, accessTokenExpiresAt: string) => {
      const init = initRef.current;
      if (!init) {
        return;
      }
      sessionStore.set({ accessToken, accessTokenExpiresAt, refreshToken: "", user: init.user });
      scheduleRenewal(accessTokenExpiresAt);
    };

    const unsubscribe = sessionStore.subscribe(() => {
      if (!sessionStore.get() && initRef.current && !signedOut) {
        bridge?.requestToken();
      }
    });

    void allowedOrigins().then((allowedParentOrigins) => {
      if (!active) {
        return;
      }
      bridge = createFrameBridge({
        receiver: window,
        parent: () => (window.parent === window ? null : window.parent),
        allowedParentOrigins,
        onInit: (init) => {
          initRef.current = init;
          signedOut = false;
          applyToken(init.accessToken, init.accessTokenExpiresAt);
          setSettings(init.settings);
          setStatus("connected");
        },
        onToken: (token) => applyToken(token.accessToken, token.accessTokenExpiresAt),
        onSignedOut: () => {
          signedOut = true;
          initRef.current = null;
          sessionStore.clear();
          setStatus("signed-out");
        },
      });
    });

    return () => {
      active = false;
      clearTimeout(renewTimer);
      unsubscribe();
      bridge?.close();
    };
  }, [allowedOrigins]);

  return { status, settings };
};
