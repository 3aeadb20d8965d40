import { createBridgeEndpoint, type MessagePeer, type MessageReceiver } from "./endpoint";
import type { OriginAllowList } from "./origin-allow-list";
import { PaneMessageSchema, withEnvelope, type FrameMessage, type PaneMessage } from "./protocol";
import type { InitBody, TokenBody } from "./pane-bridge";

export interface FrameBridgeOptions {
  /** The frame's own window. */
  receiver: MessageReceiver;
  /** window.parent, or null when the page is not framed. */
  parent: () => MessagePeer | null;
  /** The pane origins this frame may talk to; empty means none (fail closed). */
  allowedParentOrigins: OriginAllowList;
  onInit: (init: InitBody) => void;
  onToken: (token: TokenBody) => void;
  onSignedOut: () => void;
  /** Ready is repeated until the pane answers (default every 1 s, 10 times). */
  readyIntervalMs?: number;
  maxReadyAttempts?: number;
}

export interface FrameBridge {
  /** Asks the pane for a fresh access token; false before the handshake. */
  requestToken(): boolean;
  close(): void;
}

/**
 * The framed web app's side: announces ready to each allowed pane origin (the browser delivers it
 * only to the one the parent actually has; an explicit target origin every time, never "*"),
 * then talks only to the origin that answered with init.
 */
export const createFrameBridge = (options: FrameBridgeOptions): FrameBridge => {
  const { allowedParentOrigins, readyIntervalMs = 1000, maxReadyAttempts = 10 } = options;
  let paneOrigin: string | null = null;
  let attempts = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  const stopAnnouncing = () => {
    if (timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const onMessage = (message: PaneMessage, origin: string) => {
    if (paneOrigin !== null && origin !== paneOrigin) {
      return;
    }
    if (message.type === "init") {
      paneOrigin = origin;
      stopAnnouncing();
      const { protocol: _protocol, version: _version, type: _type, ...init } = message;
      options.onInit(init);
      return;
    }
    if (paneOrigin === null) {
      return;
    }
    if (message.type === "token") {
      options.onToken({ accessToken: message.accessToken, accessTokenExpiresAt: message.accessTokenExpiresAt });
    } else {
      options.onSignedOut();
    }
  };

  const endpoint = createBridgeEndpoint<PaneMessage, FrameMessage>({
    receiver: options.receiver,
    peer: options.parent,
    allowedOrigins: allowedParentOrigins,
    schema: PaneMessageSchema,
    onMessage,
  });

  const announce = () => {
    attempts += 1;
    for (const origin of allowedParentOrigins.origins) {
      endpoint.send(withEnvelope({ type: "ready" as const }), origin);
    }
    if (attempts >= maxReadyAttempts) {
      stopAnnouncing();
    }
  };
  if (options.parent() && allowedParentOrigins.origins.length > 0) {
    announce();
    if (attempts < maxReadyAttempts) {
      timer = setInterval(announce, readyIntervalMs);
    }
  }

  return {
    requestToken() {
      if (paneOrigin === null) {
        return false;
      }
      return endpoint.send(withEnvelope({ type: "token-request" as const }), paneOrigin);
    },
    close() {
      stopAnnouncing();
      endpoint.close();
    },
  };
};
