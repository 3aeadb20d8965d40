import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import type { PlatformState, SocialAccount } from "@wordloom/shared/model";
import { api } from "../api/client";
import { sessionStore } from "../api/session";
import { renderWithProviders } from "../test/render";
import { testUser } from "../test/user";
import { AppToaster } from "../ui/AppToaster";
import { PlatformsPage } from "./PlatformsPage";

vi.mock("../api/client", () => ({
  api: { listPlatforms: vi.fn(), startLinking: vi.fn(), linkByToken: vi.fn(), removeSocialAccount: vi.fn() },
}));

const userEvent = userEventLib.setup({ delay: null });

const PEXELS_KEY = "563492ad6f91700001000001a1b2c3d4e5f60718293a4b5c6d7e8f90";
const MEDIUM_TOKEN = "2a5f0c3e1b4d6f8a9c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d1f3a5";

const tokenPlatform = (id: "medium" | "pexels", name: string, accounts: SocialAccount[] = []): PlatformState => ({
  id,
  name,
  availability: "configured",
  setup: [],
  linking: "token",
  notice: null,
  accounts,
});

const MEDIUM_ACCOUNT: SocialAccount = {
  id: "0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3",
  platform: "medium",
  platformUserId: "medium-user-1",
  username: "ada",
  displayName: "Ada Lovelace",
  pictureUrl: null,
  isPremium: false,
  status: "linked",
  statusReason: null,
  linkedAt: "2026-01-01T00:00:00.000Z",
  targets: [],
};

const render = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={["/content/app/platforms"]}>
      <AppToaster />
      <Routes>
        <Route path="/:product/app/platforms" element={<PlatformsPage />} />
      </Routes>
    </MemoryRouter>,
  );

const openDialog = async (name: string) => {
  await userEvent.click(await within(await screen.findByRole("region", { name })).findByRole("button", { name: `Link ${name}` }));
  // A role query over the whole page computes every element's style in jsdom, which can outlast
  // findBy's timeout on a busy machine; the dialog's own label is found directly.
  return screen.findByLabelText<HTMLElement>(`Link ${name}`, { selector: "[role=dialog]" });
};
const fieldOf = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
/** Tokens are pasted, as the guide says. */
const paste = async (field: HTMLInputElement, value: string) => {
  await userEvent.click(field);
  await userEvent.paste(value);
};
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole("button", { name: "Save", hidden: true }));

beforeEach(() => {
  sessionStore.set({ accessToken: "a", refreshToken: "r", accessTokenExpiresAt: "2099-01-01T00:00:00.000Z", user: testUser() });
  vi.mocked(api.listPlatforms).mockResolvedValue({ items: [tokenPlatform("medium", "Medium"), tokenPlatform("pexels", "Pexels")] });
});
afterEach(() => vi.clearAllMocks());

// Fluent's dialog renders slowly in jsdom on a busy machine: a longer budget than the default 5 s.
describe("linking Medium and Pexels with a pasted token", { timeout: 15_000 }, () => {
  it("Medium: explains why a token and where to make it, then links with 'Linking Successful'", async () => {
    vi.mocked(api.linkByToken).mockResolvedValue(MEDIUM_ACCOUNT);
    render();
    const dialog = await openDialog("Medium");
    expect(within(dialog).getByText(/Medium no longer issues OAuth clients/)).toBeTruthy();
    expect(within(dialog).getByText("Open Settings → Security and apps → Integration tokens.")).toBeTruthy();
    expect(api.startLinking).not.toHaveBeenCalled();
    const field = fieldOf(dialog, "Integration token");
    expect(field.type).toBe("password");
    vi.mocked(api.listPlatforms).mockResolvedValue({ items: [tokenPlatform("medium", "Medium", [MEDIUM_ACCOUNT])] });
    await paste(field, MEDIUM_TOKEN);
    await save(dialog);
    expect(api.linkByToken).toHaveBeenCalledWith({ params: { platform: "medium" }, body: { token: MEDIUM_TOKEN } });
    // The toaster may also repeat the title in its live region while it announces it.
    expect((await screen.findAllByText("Linking Successful")).length).toBeGreaterThan(0);
    expect(api.linkByToken).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Linked as Ada Lovelace")).toBeTruthy();
    await waitFor(() => expect(document.querySelector("[role=dialog]")).toBeNull());
  });

  it("Pexels: the 5-step guide, and a key under 56 characters is refused with the invalid-token message before any call", async () => {
    render();
    const dialog = await openDialog("Pexels");
    const steps = within(within(dialog).getByRole("list", { name: "How to get your Pexels API key", hidden: true })).getAllByRole(
      "listitem",
      {
        hidden: true,
      },
    );
    expect(steps).toHaveLength(5);
    expect(steps.at(-1)?.textContent).toBe("Copy the whole key (56 characters or more) and paste it below.");
    await userEvent.type(fieldOf(dialog, "Pexels API key"), PEXELS_KEY.slice(0, 55));
    await save(dialog);
    expect(within(dialog).getByText("Invalid token: a Pexels API key has at least 56 characters. Paste the whole key.")).toBeTruthy();
    expect(api.linkByToken).not.toHaveBeenCalled();
  });

  it("a key Pexels refuses shows 'Linking Failed' with the reason and keeps the dialog open", async () => {
    vi.mocked(api.linkByToken).mockRejectedValue(
      new ApiError(400, "BAD_REQUEST", "Linking Failed", { reason: "Pexels: Unauthorized: the API key is missing or invalid." }),
    );
    render();
    const dialog = await openDialog("Pexels");
    await paste(fieldOf(dialog, "Pexels API key"), PEXELS_KEY);
    await save(dialog);
    expect(api.linkByToken).toHaveBeenCalledWith({ params: { platform: "pexels" }, body: { token: PEXELS_KEY } });
    expect((await screen.findAllByText("Linking Failed")).length).toBeGreaterThan(0);
    expect(await within(dialog).findByText("Linking Failed: Pexels: Unauthorized: the API key is missing or invalid.")).toBeTruthy();
    expect(screen.getByLabelText("Link Pexels", { selector: "[role=dialog]" })).toBeTruthy();
  });

  it("Cancel closes without a call", async () => {
    render();
    const dialog = await openDialog("Medium");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel", hidden: true }));
    await waitFor(() => expect(document.querySelector("[role=dialog]")).toBeNull());
    expect(api.linkByToken).not.toHaveBeenCalled();
  });
});
