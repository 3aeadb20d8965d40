import { act, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import userEventLib from "@testing-library/user-event";
import { api } from "../api/client";
import { sessionStore } from "../api/session";
import { BUILT_IN_TONE_STYLE_LIST, OFFLINE_STATUS } from "../generate/public/testing";
import { renderWithProviders } from "../test/render";
import { testUser } from "../test/user";
import { BRIDGE_PROTOCOL, BRIDGE_VERSION, createOriginAllowList } from "./bridge";
import { CONNECTING_LABEL, MswordPage, SIGNED_OUT_MESSAGE } from "./MswordPage";

vi.mock("../documents/DocumentsHome", () => ({ DocumentsHome: () => <p>documents list</p> }));
vi.mock("../api/client", () => ({ api: { aiStatus: vi.fn(), listBrandVoices: vi.fn(), listToneStyles: vi.fn() } }));

const PANE = "https://pane.example.com";
const init = {
  protocol: BRIDGE_PROTOCOL,
  version: BRIDGE_VERSION,
  type: "init",
  accessToken: "frame-access",
  accessTokenExpiresAt: "2099-01-01T00:00:00.000Z",
  user: testUser(),
  settings: { tone: "Neutral", style: "Formal", category: "Soft skills" },
};

/** Frames the page: window.parent is a stand-in the test posts from. */
const framed = () => {
  const parent = { postMessage: vi.fn() };
  Object.defineProperty(window, "parent", { value: parent, configurable: true });
  const fromParent = (data: unknown, origin = PANE, source: unknown = parent) =>
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { data, origin, source: source as MessageEventSource }));
    });
  return { parent, fromParent };
};

afterEach(() => {
  Object.defineProperty(window, "parent", { value: window, configurable: true });
  sessionStore.clear();
});

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <MswordPage allowedOrigins={async () => createOriginAllowList([PANE])} />
    </MemoryRouter>,
  );

describe("app/msword (the web app framed in the add-in's pane)", { timeout: 15_000 }, () => {
  it("opts out of Office.js, announces ready to the pane's origin only, and shows the documents after init", async () => {
    const { parent, fromParent } = framed();
    renderPage();
    expect(screen.getByText(CONNECTING_LABEL)).toBeTruthy();
    expect("OsfOptOut" in window).toBe(true);
    await vi.waitFor(() =>
      expect(parent.postMessage).toHaveBeenCalledWith({ protocol: BRIDGE_PROTOCOL, version: BRIDGE_VERSION, type: "ready" }, PANE),
    );

    fromParent(init, "https://evil.example.com");
    fromParent(init, PANE, {});
    expect(screen.queryByText("documents list")).toBeNull();

    fromParent(init);
    expect(await screen.findByText("documents list")).toBeTruthy();
    expect(sessionStore.get()).toMatchObject({ accessToken: "frame-access", refreshToken: "" });
  });

  it("asks the pane for a token when the session is dropped, and signs out when the pane does", async () => {
    const { parent, fromParent } = framed();
    renderPage();
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalled());
    fromParent(init);
    await screen.findByText("documents list");

    act(() => sessionStore.clear());
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { protocol: BRIDGE_PROTOCOL, version: BRIDGE_VERSION, type: "token-request" },
      PANE,
    );
    fromParent({
      protocol: BRIDGE_PROTOCOL,
      version: BRIDGE_VERSION,
      type: "token",
      accessToken: "renewed",
      accessTokenExpiresAt: "2099-01-01T01:00:00.000Z",
    });
    expect(sessionStore.get()?.accessToken).toBe("renewed");

    fromParent({ protocol: BRIDGE_PROTOCOL, version: BRIDGE_VERSION, type: "signed-out" });
    expect(await screen.findByText(SIGNED_OUT_MESSAGE)).toBeTruthy();
    expect(sessionStore.get()).toBeNull();
  });

  it("offers the creation panes, their forms starting from the add-in's tone and style, and never loads Office.js", async () => {
    vi.mocked(api.aiStatus).mockResolvedValue(OFFLINE_STATUS);
    vi.mocked(api.listBrandVoices).mockResolvedValue({ items: [] });
    vi.mocked(api.listToneStyles).mockResolvedValue(BUILT_IN_TONE_STYLE_LIST);
    const userEvent = userEventLib.setup({ delay: null });
    const { parent, fromParent } = framed();
    renderPage();
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalled());
    fromParent(init);
    await screen.findByText("documents list");

    await userEvent.click(screen.getByRole("tab", { name: "Create" }));
    await userEvent.click(await screen.findByRole("button", { name: "Blog" }));
    expect(await screen.findByRole("heading", { name: "Generate Blog", level: 2 })).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Tone" }) as HTMLInputElement).value).toBe("Neutral");
    expect((screen.getByRole("combobox", { name: "Style" }) as HTMLInputElement).value).toBe("Formal");
    expect(document.querySelector('script[src*="office"]')).toBeNull();
    expect("Office" in window).toBe(false);

    await userEvent.click(screen.getByRole("tab", { name: "Documents" }));
    expect(screen.getByText("documents list")).toBeTruthy();
  });
});
