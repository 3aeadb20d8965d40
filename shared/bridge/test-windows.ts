import type { MessagePeer, MessageReceiver } from "./endpoint";

/** A window as the bridge tests see it: its origin, its message listeners and what reached it. */
export interface TestWindow extends MessageReceiver {
  readonly origin: string;
  /** Messages delivered to this window's listeners, with the sender's origin. */
  readonly received: { data: unknown; origin: string }[];
  /** Delivers an event to this window's listeners. */
  dispatch(event: { data: unknown; origin: string; source: unknown }): void;
}

export const createTestWindow = (origin: string): TestWindow => {
  const listeners = new Set<(event: MessageEvent) => void>();
  const received: { data: unknown; origin: string }[] = [];
  return {
    origin,
    received,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    dispatch(event) {
      received.push({ data: event.data, origin: event.origin });
      for (const listener of [...listeners]) {
        listener(event as MessageEvent);
      }
    },
  };
};

export interface WindowLink {
  /** `b` as `a` holds it (iframe.contentWindow, window.parent): what `a` posts to and compares event.source with. */
  bSeenFromA: MessagePeer;
  /** `a` as `b` holds it. */
  aSeenFromB: MessagePeer;
}

/**
 * Links two windows the way a browser does: posting through one side's handle delivers a
 * structured clone to the other window, only when targetOrigin is "*" or that window's origin,
 * with event.origin the sender's origin and event.source the sender's handle as the receiver
 * holds it (so a third window's messages carry a different source).
 */
export const linkWindows = (a: TestWindow, b: TestWindow): WindowLink => {
  const deliver = (to: TestWindow, from: TestWindow, source: MessagePeer, message: unknown, targetOrigin: string) => {
    if (targetOrigin === "*" || targetOrigin === to.origin) {
      to.dispatch({ data: structuredClone(message), origin: from.origin, source });
    }
  };
  const link: WindowLink = {
    bSeenFromA: { postMessage: (message, targetOrigin) => deliver(b, a, link.aSeenFromB, message, targetOrigin) },
    aSeenFromB: { postMessage: (message, targetOrigin) => deliver(a, b, link.bSeenFromA, message, targetOrigin) },
  };
  return link;
};
