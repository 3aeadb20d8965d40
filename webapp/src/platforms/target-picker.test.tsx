import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import type { LinkTarget, PlatformState, SocialAccount } from "@wordloom/shared/model";
import { api } from "../api/client";
import { sessionStore } from "../api/session";
import { deferred, renderWithProviders } from "../test/render";
import { testUser } from "../test/user";
import { AppToaster } from "../ui/AppToaster";
import { PlatformsPage } from "./PlatformsPage";
import { findDialog } from "../test/dialogs";

vi.mock("../api/client", () => ({
  api: {
    listPlatforms: vi.fn(),
    getPublishingHealth: vi.fn(),
    startLinking: vi.fn(),
    removeSocialAccount: vi.fn(),
    listAvailableSocialAccountTargets: vi.fn(),
    chooseSocialAccountTargets: vi.fn(),
  },
}));

const userEvent = userEventLib.setup({ delay: null });

const PAGE: LinkTarget = { id: "1001", kind: "page", name: "Wordloom Fans", pictureUrl: null, parentId: null };
const OTHER_PAGE: LinkTarget = { id: "1003", kind: "page", name: "Second Page", pictureUrl: null, parentId: null };

const account = (patch: Partial<SocialAccount> = {}): SocialAccount => ({
  id: "0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3",
  platform: "facebook",
  platformUserId: "facebook-user-1",
  username: "Fake facebook user",
  displayName: "Fake facebook user",
  pictureUrl: null,
  isPremium: false,
  status: "linked",
  statusReason: null,
  linkedAt: "2026-01-01T00:00:00.000Z",
  targets: [],
  ...patch,
});

const platforms = (facebookAccount: SocialAccount): PlatformState[] => [
  {
    id: "x",
    name: "X",
    availability: "configured",
    setup: [],
    linking: "oauth",
    notice: null,
    accounts: [{ ...account(), id: "x-1", platform: "x" }],
  },
  { id: "facebook", name: "Facebook", availability: "configured", setup: [], linking: "oauth", notice: null, accounts: [facebookAccount] },
];

const render = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={["/content/app/platforms"]}>
      <AppToaster />
      <Routes>
        <Route path="/:product/app/platforms" element={<PlatformsPage />} />
      </Routes>
    </MemoryRouter>,
  );

const card = (name: string) => screen.getByRole("region", { name });
const openPicker = async () => {
  await userEvent.click(
    await within(await screen.findByRole("region", { name: "Facebook" })).findByRole("button", { name: "Choose Pages…" }),
  );
  return findDialog("Pages for @Fake facebook user");
};

beforeEach(() => {
  sessionStore.set({ accessToken: "a", refreshToken: "r", accessTokenExpiresAt: "2099-01-01T00:00:00.000Z", user: testUser() });
  vi.mocked(api.listPlatforms).mockResolvedValue({ items: platforms(account()) });
  vi.mocked(api.getPublishingHealth).mockResolvedValue({ items: [] });
});
afterEach(() => vi.clearAllMocks());

describe("the target pickers on app/platforms", () => {
  it("a linked Facebook account shows its chosen Pages and a picker; X, which has no targets, has none", async () => {
    vi.mocked(api.listPlatforms).mockResolvedValue({ items: platforms(account({ targets: [PAGE, OTHER_PAGE] })) });
    render();
    const facebook = await screen.findByRole("region", { name: "Facebook" });
    expect(await within(facebook).findByText("Publishes to: Wordloom Fans, Second Page")).toBeTruthy();
    expect(within(card("X")).queryByRole("button", { name: /Choose/ })).toBeNull();
    expect(api.listAvailableSocialAccountTargets).not.toHaveBeenCalled(); // asked only when the picker opens
  });

  it("loads what the platform offers, ticks the chosen ones, and saves the choice; the card then shows it", async () => {
    const offered = deferred<{ items: LinkTarget[] }>();
    vi.mocked(api.listAvailableSocialAccountTargets).mockReturnValue(offered.promise);
    vi.mocked(api.chooseSocialAccountTargets).mockResolvedValue(account({ targets: [PAGE] }));
    render();
    expect(await within(await screen.findByRole("region", { name: "Facebook" })).findByText("No Pages chosen yet")).toBeTruthy();
    const dialog = await openPicker();
    expect(await within(dialog).findByText("Loading Pages")).toBeTruthy();
    expect(api.listAvailableSocialAccountTargets).toHaveBeenCalledWith(
      { params: { id: "0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3" } },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    offered.resolve({ items: [PAGE, OTHER_PAGE] });
    const pageBox = await within(dialog).findByRole("checkbox", { name: "Wordloom Fans", hidden: true });
    expect((pageBox as HTMLInputElement).checked).toBe(false);
    await userEvent.click(pageBox);
    vi.mocked(api.listPlatforms).mockResolvedValue({ items: platforms(account({ targets: [PAGE] })) });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save", hidden: true }));
    await waitFor(() =>
      expect(api.chooseSocialAccountTargets).toHaveBeenCalledWith({
        params: { id: "0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3" },
        body: { targetIds: ["1001"] },
      }),
    );
    expect(await screen.findByText("Changes is saved.")).toBeTruthy();
    expect(await within(card("Facebook")).findByText("Publishes to: Wordloom Fans")).toBeTruthy();
  });

  it("keeps the chosen Pages ticked when it opens, and unticking one saves the rest", async () => {
    vi.mocked(api.listPlatforms).mockResolvedValue({ items: platforms(account({ targets: [PAGE, OTHER_PAGE] })) });
    vi.mocked(api.listAvailableSocialAccountTargets).mockResolvedValue({ items: [PAGE, OTHER_PAGE] });
    vi.mocked(api.chooseSocialAccountTargets).mockResolvedValue(account({ targets: [OTHER_PAGE] }));
    render();
    const dialog = await openPicker();
    const pageBox = await within(dialog).findByRole("checkbox", { name: "Wordloom Fans", hidden: true });
    expect((pageBox as HTMLInputElement).checked).toBe(true);
    await userEvent.click(pageBox);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save", hidden: true }));
    await waitFor(() =>
      expect(api.chooseSocialAccountTargets).toHaveBeenCalledWith(expect.objectContaining({ body: { targetIds: ["1003"] } })),
    );
  });

  it("says 'No Pages found' with why, and offers nothing to save", async () => {
    vi.mocked(api.listAvailableSocialAccountTargets).mockResolvedValue({ items: [] });
    render();
    const dialog = await openPicker();
    expect(await within(dialog).findByText("No Pages found")).toBeTruthy();
    expect(within(dialog).getByText("Wordloom lists the Pages where you may create content.")).toBeTruthy();
    expect(within(dialog).queryByRole("checkbox", { hidden: true })).toBeNull();
  });

  it("shows the platform's refusal with a Retry that asks again", async () => {
    vi.mocked(api.listAvailableSocialAccountTargets)
      .mockRejectedValueOnce(new ApiError(409, "CONFLICT", "Facebook: the session has expired.", { kind: "auth_expired" }))
      .mockResolvedValueOnce({ items: [PAGE] });
    render();
    const dialog = await openPicker();
    const alert = await within(dialog).findByRole("alert", { hidden: true });
    expect(alert.textContent).toBe("There was a problem. Please retry. Facebook: the session has expired.");
    expect((within(dialog).getByRole("button", { name: "Save", hidden: true }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Retry", hidden: true }));
    expect(await within(dialog).findByRole("checkbox", { name: "Wordloom Fans", hidden: true })).toBeTruthy();
    expect(api.listAvailableSocialAccountTargets).toHaveBeenCalledTimes(2);
  });

  it("an account that needs reconnecting cannot open its picker", async () => {
    vi.mocked(api.listPlatforms).mockResolvedValue({ items: platforms(account({ status: "needs_reconnect", statusReason: "expired" })) });
    render();
    const facebook = await screen.findByRole("region", { name: "Facebook" });
    const choose = await within(facebook).findByRole("button", { name: "Choose Pages…" });
    expect((choose as HTMLButtonElement).disabled).toBe(true);
  });
});
