import type { z } from "zod";
import type { OriginAllowList } from "./origin-allow-list";
import { BRIDGE_LIMITS } from "./protocol";

/** The part of a window a bridge listens on (the pane's or the frame's own window). */
export interface MessageReceiver {
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

/** The part of a window a bridge sends to (the frame's contentWindow, or window.parent). */
export interface MessagePeer {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The fields of a MessageEvent the bridge reads. */
export type BridgeEvent = Pick<MessageEvent, "data" | "origin" | "source">;

export interface BridgeEndpointOptions<Incoming> {
  receiver: MessageReceiver;
  /** The only window whose messages are accepted (compared with `event.source`); null while there is none. */
  peer: () => MessagePeer | null;
  allowedOrigins: OriginAllowList;
  /** Validates every incoming message: protocol tag, version, type and fields. */
  schema: z.ZodType<Incoming>;
  onMessage: (message: Incoming, origin: string) => void;
}

export interface BridgeEndpoint<Outgoing> {
  /** Posts to the peer at exactly `targetOrigin`; refused (false) for "*" or an origin not on the allow list. */
  send(message: Outgoing, targetOrigin: string): boolean;
  close(): void;
}

const isSmallEnough = (data: unknown): boolean => {
  try {
    const text = JSON.stringify(data);
    return typeof text === "string" && text.length <= BRIDGE_LIMITS.maxMessageChars;
  } catch {
    return false;
  }
};

/** Whether a message event passes the bridge's checks; answers the parsed message or null. */
export const acceptMessage = <Incoming>(
  event: BridgeEvent,
  { peer, allowedOrigins, schema }: Pick<BridgeEndpointOptions<Incoming>, "peer" | "allowedOrigins" | "schema">,
): Incoming | null => {
  const expectedSource = peer();
  if (!expectedSource || event.source !== expectedSource) {
    return null;
  }
  if (!allowedOrigins.has(event.origin)) {
    return null;
  }
  if (typeof event.data !== "object" || event.data === null || !isSmallEnough(event.data)) {
    return null;
  }
  const parsed = schema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
};

/**
 * One side of the bridge: listens for messages from one peer window, drops (silently) everything
 * from another window, from an origin not on the allow list, or that fails the schema, and sends
 * only with an explicit target origin from the allow list.
 */
export const createBridgeEndpoint = <Incoming, Outgoing>(options: BridgeEndpointOptions<Incoming>): BridgeEndpoint<Outgoing> => {
  const listener = (event: MessageEvent) => {
    const message = acceptMessage(event, options);
    if (message !== null) {
      options.onMessage(message, event.origin);
    }
  };
  options.receiver.addEventListener("message", listener);
  return {
    send(message, targetOrigin) {
      const target = options.peer();
      if (!target || targetOrigin === "*" || !options.allowedOrigins.has(targetOrigin)) {
        return false;
      }
      target.postMessage(message, targetOrigin);
      return true;
    },
    close() {
      options.receiver.removeEventListener("message", listener);
    },
  };
};
