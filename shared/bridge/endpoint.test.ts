import { describe, expect, it, vi } from "vitest";
import { acceptMessage, createBridgeEndpoint } from "./endpoint";
import { createOriginAllowList } from "./origin-allow-list";
import { BRIDGE_PROTOCOL, BRIDGE_VERSION, FrameMessageSchema, type FrameMessage } from "./protocol";
import { createTestWindow, linkWindows } from "./test-windows";

const PANE = "https://pane.example.com";
const FRAME = "https://app.example.com";
const ready = { protocol: BRIDGE_PROTOCOL, version: BRIDGE_VERSION, type: "ready" };

const setUp = () => {
  const pane = createTestWindow(PANE);
  const frame = createTestWindow(FRAME);
  const link = linkWindows(pane, frame);
  const onMessage = vi.fn<(message: FrameMessage, origin: string) => void>();
  const endpoint = createBridgeEndpoint<FrameMessage, unknown>({
    receiver: pane,
    peer: () => link.bSeenFromA,
    allowedOrigins: createOriginAllowList([FRAME]),
    schema: FrameMessageSchema,
    onMessage,
  });
  return { pane, frame, link, onMessage, endpoint };
};

describe("bridge endpoint", () => {
  it("accepts a valid message from the peer at an allowed origin", () => {
    const { link, onMessage } = setUp();
    link.aSeenFromB.postMessage(ready, PANE);
    expect(onMessage).toHaveBeenCalledWith(ready, FRAME);
  });

  it("drops messages from another window, even at the allowed origin", () => {
    const { pane, onMessage } = setUp();
    const other = createTestWindow(FRAME);
    linkWindows(pane, other).aSeenFromB.postMessage(ready, PANE);
    pane.dispatch({ data: ready, origin: FRAME, source: null });
    expect(onMessage).not.toHaveBeenCalled();
  });

  it("drops messages from the peer window at an origin not on the list", () => {
    const { pane, link, onMessage } = setUp();
    pane.dispatch({ data: ready, origin: "https://evil.example.com", source: link.bSeenFromA });
    pane.dispatch({ data: ready, origin: "https://app.example.com.evil.test", source: link.bSeenFromA });
    expect(onMessage).not.toHaveBeenCalled();
  });

  it("drops messages that fail the schema: other protocol, version or type, extra fields, strings, oversize", () => {
    const { link, onMessage } = setUp();
    const bad: unknown[] = [
      { ...ready, protocol: "office" },
      { ...ready, version: 2 },
      { ...ready, type: "init" },
      { ...ready, type: "eval" },
      { ...ready, extra: "<img src=x onerror=alert(1)>" },
      JSON.stringify(ready),
      null,
      42,
      { ...ready, padding: "x".repeat(70_000) },
    ];
    for (const data of bad) {
      link.aSeenFromB.postMessage(data, PANE);
    }
    expect(onMessage).not.toHaveBeenCalled();
  });

  it("sends only with an explicit, allowed target origin", () => {
    const { frame, endpoint } = setUp();
    expect(endpoint.send({ hello: 1 }, "*")).toBe(false);
    expect(endpoint.send({ hello: 1 }, "https://evil.example.com")).toBe(false);
    expect(frame.received).toEqual([]);
    expect(endpoint.send({ hello: 1 }, FRAME)).toBe(true);
    expect(frame.received).toEqual([{ data: { hello: 1 }, origin: PANE }]);
  });

  it("stops listening when closed", () => {
    const { link, onMessage, endpoint } = setUp();
    endpoint.close();
    link.aSeenFromB.postMessage(ready, PANE);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it("refuses everything without a peer", () => {
    const message = acceptMessage(
      { data: ready, origin: FRAME, source: null },
      { peer: () => null, allowedOrigins: createOriginAllowList([FRAME]), schema: FrameMessageSchema },
    );
    expect(message).toBeNull();
  });
});
