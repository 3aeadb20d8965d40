import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import type { PlatformState, SocialAccount } from "@wordloom/shared/model";
import { api } from "../api/client";
import { sessionStore } from "../api/session";
import { renderWithProviders } from "../test/render";
import { testUser } from "../test/user";
import { AppToaster } from "../ui/AppToaster";
import { OAuthCallbackPage } from "./OAuthCallbackPage";
import { LINKING_PRODUCT_KEY } from "./paths";
import { PlatformsPage } from "./PlatformsPage";

vi.mock("../api/client", () => ({
  api: {
    listPlatforms: vi.fn(),
    getPublishingHealth: vi.fn(),
    startLinking: vi.fn(),
    completeLinking: vi.fn(),
    removeSocialAccount: vi.fn(),
  },
}));

const userEvent = userEventLib.setup({ delay: null });

const ACCOUNT: SocialAccount = {
  id: "0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3",
  platform: "x",
  platformUserId: "1",
  username: "ada",
  displayName: "Ada Lovelace",
  pictureUrl: "https://example.com/ada.png",
  isPremium: false,
  status: "linked",
  statusReason: null,
  linkedAt: "2026-01-01T00:00:00.000Z",
  targets: [],
};

const platform = (patch: Partial<PlatformState> & Pick<PlatformState, "id" | "name">): PlatformState => ({
  availability: "configured",
  notice: null,
  setup: [],
  linking: "oauth",
  accounts: [],
  ...patch,
});

const PLATFORMS: PlatformState[] = [
  platform({
    id: "linkedin",
    name: "LinkedIn",
    availability: "not_configured",
    setup: ["LINKEDIN_CLIENT_ID", "LINKEDIN_CLIENT_SECRET"],
    linking: null,
  }),
  platform({ id: "x", name: "X" }),
  platform({ id: "youtube", name: "YouTube", availability: "unavailable", linking: null }),
];

const Where = () => {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
};

const render = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AppToaster />
      <Routes>
        <Route path="/:product/app/platforms" element={<PlatformsPage />} />
        <Route path="/oauth/callback/:platform" element={<OAuthCallbackPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

const card = (name: string) => screen.getByRole("region", { name });

beforeEach(() => {
  sessionStore.set({ accessToken: "a", refreshToken: "r", accessTokenExpiresAt: "2099-01-01T00:00:00.000Z", user: testUser() });
  vi.mocked(api.listPlatforms).mockResolvedValue({ items: PLATFORMS });
  vi.mocked(api.getPublishingHealth).mockResolvedValue({ items: [] });
});
afterEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe("app/platforms", () => {
  it("shows a card per platform with its state: not linked, not configured with what to set, not available", async () => {
    render("/content/app/platforms");
    expect(await screen.findByRole("button", { name: "Link X" })).toBeTruthy();
    expect(within(card("X")).getByText("Not linked")).toBeTruthy();
    expect(within(card("LinkedIn")).getByText("Not configured on this server")).toBeTruthy();
    expect(within(card("LinkedIn")).getByText("LINKEDIN_CLIENT_ID")).toBeTruthy();
    expect(within(card("LinkedIn")).queryByRole("button")).toBeNull();
    expect(within(card("YouTube")).getByText("Not available yet")).toBeTruthy();
  });

  it("shows the publisher's health line per provider: the last post and the last error kind", async () => {
    const now = Date.now();
    vi.mocked(api.getPublishingHealth).mockResolvedValue({
      items: [
        {
          platform: "x",
          lastSuccessAt: new Date(now - 5 * 60_000).toISOString(),
          lastErrorAt: new Date(now - 2 * 3_600_000).toISOString(),
          lastErrorKind: "rate_limited",
        },
      ],
    });
    render("/content/app/platforms");
    const x = await screen.findByRole("region", { name: "X" });
    expect(await within(x).findByText("Last post 5 min ago · last error: rate limited 2 h ago")).toBeTruthy();
    expect(within(card("LinkedIn")).queryByTestId("publishing-health")).toBeNull();
  });

  it("shows what a platform asks users to know before linking (Gmail while Google has not verified the app)", async () => {
    vi.mocked(api.listPlatforms).mockResolvedValue({ items: [platform({ id: "gmail", name: "Gmail", notice: "Only for test users" })] });
    render("/content/app/platforms");
    expect(await within(await screen.findByRole("region", { name: "Gmail" })).findByText("Only for test users")).toBeTruthy();
  });

  it("Link starts linking for this product and goes to the platform's consent page", async () => {
    vi.mocked(api.startLinking).mockResolvedValue({ authorizationUrl: "http://127.0.0.1:4010/x.com/i/oauth2/authorize?state=s" });
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    render("/content/app/platforms");
    await userEvent.click(await screen.findByRole("button", { name: "Link X" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://127.0.0.1:4010/x.com/i/oauth2/authorize?state=s"));
    expect(api.startLinking).toHaveBeenCalledWith({ params: { platform: "x" }, body: { product: "content" } });
    expect(sessionStorage.getItem(LINKING_PRODUCT_KEY)).toBe("content");
  });

  it("a Link that cannot start says why: 'Linking Failed', or for the design service 'Unable to generate verifier and challenge'", async () => {
    vi.mocked(api.listPlatforms).mockResolvedValue({ items: [platform({ id: "x", name: "X" }), platform({ id: "canva", name: "Canva" })] });
    vi.mocked(api.startLinking).mockRejectedValue(new ApiError(409, "CONFLICT", "Canva is not configured on this server."));
    render("/content/app/platforms");
    await userEvent.click(await screen.findByRole("button", { name: "Link Canva" }));
    expect(await screen.findByText("Unable to generate verifier and challenge")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Link X" }));
    expect(await screen.findByText("Linking Failed")).toBeTruthy();
  });

  it("shows who is linked with their picture, a needs-reconnect state with its reason, and removes after confirming", async () => {
    vi.mocked(api.listPlatforms).mockResolvedValue({
      items: [platform({ id: "x", name: "X", accounts: [{ ...ACCOUNT, status: "needs_reconnect", statusReason: "X: token revoked" }] })],
    });
    vi.mocked(api.removeSocialAccount).mockResolvedValue({ ok: true });
    render("/content/app/platforms");
    expect(await screen.findByText("Linked as Ada Lovelace")).toBeTruthy();
    expect(within(card("X")).getByText("Needs reconnect")).toBeTruthy();
    expect(screen.getByRole("note").textContent).toContain("Reconnect this account to keep publishing: X: token revoked");
    expect(screen.getByRole("button", { name: "Reconnect" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remove X account ada" }));
    expect((await screen.findByText("Remove @ada? Wordloom will no longer publish with it.")).textContent).toBeTruthy();
    // Under jsdom, Fluent's focus manager leaves the dialog marked aria-hidden while it opens.
    await userEvent.click(await screen.findByRole("button", { name: "Remove", hidden: true }));
    await waitFor(() => expect(api.removeSocialAccount).toHaveBeenCalledWith({ params: { id: ACCOUNT.id } }));
  });

  it("marks the platforms named by highlight and tells the linking result once", async () => {
    render("/content/app/platforms?highlight=x,linkedin&linked=x");
    expect(await screen.findByText("Linking Successful")).toBeTruthy();
    // The toast may come before the platforms list has loaded.
    expect(await screen.findByRole("region", { name: "X" })).toBeTruthy();
    expect(within(card("X")).getByText("Link this platform to continue")).toBeTruthy();
    expect(within(card("LinkedIn")).getByText("Link this platform to continue")).toBeTruthy();
    expect(within(card("YouTube")).queryByText("Link this platform to continue")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("where").textContent).toContain("/content/app/platforms?highlight=x%2Clinkedin"));
  });
});

describe("the OAuth callback", () => {
  it("hands code and state to the server and returns to the product's platforms with the result", async () => {
    vi.mocked(api.completeLinking).mockResolvedValue({ account: ACCOUNT, product: "content" });
    render("/oauth/callback/x?code=c1&state=s1");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toContain("/content/app/platforms"));
    expect(api.completeLinking).toHaveBeenCalledTimes(1);
    expect(api.completeLinking).toHaveBeenCalledWith({ params: { platform: "x" }, body: { state: "s1", code: "c1", error: undefined } });
    expect(await screen.findByText("Linking Successful")).toBeTruthy();
  });

  it("a refused state returns with 'Linking Failed' and the reason", async () => {
    sessionStorage.setItem(LINKING_PRODUCT_KEY, "proof");
    vi.mocked(api.completeLinking).mockRejectedValue(
      new ApiError(400, "BAD_REQUEST", "Linking Failed", { reason: "The linking request is not valid." }),
    );
    render("/oauth/callback/x?code=c1&state=forged");
    expect(await screen.findByText("Linking Failed")).toBeTruthy();
    expect(screen.getByText("The linking request is not valid.")).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toContain("/proof/app/platforms");
  });
});
