import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "../model";
import { testUser } from "../testing";
import { createFrameBridge } from "./frame-bridge";
import { createOriginAllowList } from "./origin-allow-list";
import { createPaneBridge, type InitBody, type TokenBody } from "./pane-bridge";
import { BRIDGE_PROTOCOL, BRIDGE_VERSION } from "./protocol";
import { createTestWindow, linkWindows } from "./test-windows";

const PANE = "https://pane.example.com";
const FRAME = "https://app.example.com";
const EVIL = "https://evil.example.com";

const user: User = testUser();
const init: InitBody = {
  accessToken: "access-1",
  accessTokenExpiresAt: "2030-01-01T00:00:00.000Z",
  user,
  settings: { tone: "Neutral", style: "Formal", category: "Soft skills" },
};
const fresh: TokenBody = { accessToken: "access-2", accessTokenExpiresAt: "2030-01-01T01:00:00.000Z" };

const setUp = ({ signedIn = true, refreshed = fresh as TokenBody | null } = {}) => {
  const paneWindow = createTestWindow(PANE);
  const frameWindow = createTestWindow(FRAME);
  const link = linkWindows(paneWindow, frameWindow);
  const refreshToken = vi.fn(async () => refreshed);
  const onConnected = vi.fn();
  const pane = createPaneBridge({
    receiver: paneWindow,
    frame: () => link.bSeenFromA,
    frameOrigin: FRAME,
    initBody: () => (signedIn ? init : null),
    refreshToken,
    onConnected,
  });
  const onInit = vi.fn<(body: InitBody) => void>();
  const onToken = vi.fn<(body: TokenBody) => void>();
  const onSignedOut = vi.fn();
  const startFrame = (allowed: string[] = [PANE]) =>
    createFrameBridge({
      receiver: frameWindow,
      parent: () => link.aSeenFromB,
      allowedParentOrigins: createOriginAllowList(allowed),
      onInit,
      onToken,
      onSignedOut,
    });
  return { paneWindow, frameWindow, link, pane, refreshToken, onConnected, onInit, onToken, onSignedOut, startFrame };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("pane ↔ frame handshake across two origins", () => {
  it("answers the frame's ready with init: token, user and the add-in defaults", () => {
    const { pane, onConnected, onInit, startFrame, paneWindow } = setUp();
    startFrame();
    expect(onInit).toHaveBeenCalledWith(init);
    expect(pane.connected).toBe(true);
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(paneWindow.received[0]?.data).toEqual({ protocol: BRIDGE_PROTOCOL, version: BRIDGE_VERSION, type: "ready" });
  });

  it("repeats ready until init arrives, then stops", () => {
    const paneWindow = createTestWindow(PANE);
    const frameWindow = createTestWindow(FRAME);
    const link = linkWindows(paneWindow, frameWindow);
    const frame = createFrameBridge({
      receiver: frameWindow,
      parent: () => link.aSeenFromB,
      allowedParentOrigins: createOriginAllowList([PANE]),
      onInit: vi.fn(),
      onToken: vi.fn(),
      onSignedOut: vi.fn(),
      maxReadyAttempts: 3,
    });
    vi.advanceTimersByTime(10_000);
    expect(paneWindow.received).toHaveLength(3);
    frame.close();
  });

  it("never announces to a parent whose origin is not allowed (the browser drops it)", () => {
    const { paneWindow, onInit, startFrame } = setUp();
    startFrame(["https://other-pane.example.com"]);
    vi.advanceTimersByTime(20_000);
    expect(paneWindow.received).toEqual([]);
    expect(onInit).not.toHaveBeenCalled();
  });

  it("fails closed with an empty allow list", () => {
    const { paneWindow, startFrame } = setUp();
    const frame = startFrame([]);
    vi.advanceTimersByTime(20_000);
    expect(paneWindow.received).toEqual([]);
    expect(frame.requestToken()).toBe(false);
  });

  it("serves token requests with a refreshed token", async () => {
    const { refreshToken, onToken, startFrame } = setUp();
    const frame = startFrame();
    expect(frame.requestToken()).toBe(true);
    await vi.runAllTimersAsync();
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(onToken).toHaveBeenCalledWith(fresh);
  });

  it("tells the frame it is signed out when the refresh fails, or when the pane signs out", async () => {
    const { pane, onSignedOut, startFrame } = setUp({ refreshed: null });
    const frame = startFrame();
    frame.requestToken();
    await vi.runAllTimersAsync();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    pane.signOut();
    expect(onSignedOut).toHaveBeenCalledTimes(2);
  });

  it("answers ready with signed-out when the pane has no session", () => {
    const { onInit, onSignedOut, startFrame } = setUp({ signedIn: false });
    startFrame();
    expect(onInit).not.toHaveBeenCalled();
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it("pushes a token the pane refreshed on its own", () => {
    const { pane, onToken, startFrame } = setUp();
    startFrame();
    pane.pushToken(fresh);
    expect(onToken).toHaveBeenCalledWith(fresh);
  });

  it("ignores an init from a window at a wrong origin, and from another window at the right origin", () => {
    const frameWindow = createTestWindow(FRAME);
    const evilWindow = createTestWindow(EVIL);
    const evilLink = linkWindows(evilWindow, frameWindow);
    const onInit = vi.fn();
    // The frame's parent is the evil window here (framed by an attacker): its origin is not allowed.
    createFrameBridge({
      receiver: frameWindow,
      parent: () => evilLink.aSeenFromB,
      allowedParentOrigins: createOriginAllowList([PANE]),
      onInit,
      onToken: vi.fn(),
      onSignedOut: vi.fn(),
    });
    evilLink.bSeenFromA.postMessage({ protocol: BRIDGE_PROTOCOL, version: BRIDGE_VERSION, type: "init", ...init }, FRAME);
    expect(onInit).not.toHaveBeenCalled();
    expect(evilWindow.received).toEqual([]);

    // A pane-origin window that is not the frame's parent.
    const impostor = createTestWindow(PANE);
    linkWindows(impostor, frameWindow).bSeenFromA.postMessage(
      { protocol: BRIDGE_PROTOCOL, version: BRIDGE_VERSION, type: "init", ...init },
      FRAME,
    );
    expect(onInit).not.toHaveBeenCalled();
  });

  it("ignores the frame's messages until the handshake and from a wrong origin", async () => {
    const { paneWindow, link, refreshToken } = setUp();
    link.aSeenFromB.postMessage({ protocol: BRIDGE_PROTOCOL, version: BRIDGE_VERSION, type: "token-request" }, PANE);
    paneWindow.dispatch({
      data: { protocol: BRIDGE_PROTOCOL, version: BRIDGE_VERSION, type: "ready" },
      origin: EVIL,
      source: link.bSeenFromA,
    });
    await vi.runAllTimersAsync();
    expect(refreshToken).not.toHaveBeenCalled();
  });
});
