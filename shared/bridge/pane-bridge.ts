import { createBridgeEndpoint, type MessagePeer, type MessageReceiver } from "./endpoint";
import { createOriginAllowList } from "./origin-allow-list";
import {
  FrameMessageSchema,
  withEnvelope,
  type FrameMessage,
  type InitMessageSchema,
  type PaneMessage,
  type TokenMessageSchema,
} from "./protocol";
import type { z } from "zod";

export type InitBody = Omit<z.output<typeof InitMessageSchema>, "protocol" | "version" | "type">;
export type TokenBody = Omit<z.output<typeof TokenMessageSchema>, "protocol" | "version" | "type">;

export interface PaneBridgeOptions {
  /** The pane's window. */
  receiver: MessageReceiver;
  /** The framed web app's window (iframe.contentWindow), or null before it exists. */
  frame: () => MessagePeer | null;
  /** The exact origin of the framed web app: the only origin heard from and sent to. */
  frameOrigin: string;
  /** What the frame signs in with, or null when the pane is signed out. */
  initBody: () => InitBody | null;
  /** Refreshes the pane's session for the frame: the new token, or null when the session ended. */
  refreshToken: () => Promise<TokenBody | null>;
  /** Called once the frame completed the handshake. */
  onConnected?: () => void;
}

export interface PaneBridge {
  /** Whether the frame answered ready and was sent init. */
  readonly connected: boolean;
  /** Hands the frame a new access token (after the pane refreshed on its own). */
  pushToken(token: TokenBody): void;
  /** Tells the frame the user signed out. */
  signOut(): void;
  close(): void;
}

/**
 * The pane's side of the bridge: waits for the frame's ready, answers with init (the access
 * token, the user and the add-in's defaults), and serves the frame's token requests.
 */
export const createPaneBridge = (options: PaneBridgeOptions): PaneBridge => {
  const allowed = createOriginAllowList([options.frameOrigin]);
  const [targetOrigin] = allowed.origins;
  let connected = false;

  const send = (message: PaneMessage) => {
    if (targetOrigin) {
      endpoint.send(message, targetOrigin);
    }
  };
  const signedOut = () => send(withEnvelope({ type: "signed-out" as const }));

  const onMessage = (message: FrameMessage) => {
    if (message.type === "ready") {
      const init = options.initBody();
      if (!init) {
        signedOut();
        return;
      }
      send(withEnvelope({ type: "init" as const, ...init }));
      if (!connected) {
        connected = true;
        options.onConnected?.();
      }
      return;
    }
    if (!connected) {
      return;
    }
    void options.refreshToken().then(
      (token) => (token ? send(withEnvelope({ type: "token" as const, ...token })) : signedOut()),
      () => signedOut(),
    );
  };

  const endpoint = createBridgeEndpoint<FrameMessage, PaneMessage>({
    receiver: options.receiver,
    peer: options.frame,
    allowedOrigins: allowed,
    schema: FrameMessageSchema,
    onMessage,
  });

  return {
    get connected() {
      return connected;
    },
    pushToken(token) {
      if (connected) {
        send(withEnvelope({ type: "token" as const, ...token }));
      }
    },
    signOut() {
      if (connected) {
        signedOut();
      }
    },
    close() {
      endpoint.close();
    },
  };
};
