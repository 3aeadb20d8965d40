import { act, screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import type { FeatureUsage } from "@wordloom/shared/model";
import { api } from "../api/client";
import { sessionStore } from "../api/session";
import { deferred, renderWithProviders } from "../test/render";
import { testUser } from "../test/user";
import { AccountPage } from "./AccountPage";
import { LIMIT_REACHED_LABEL, NOT_IN_PLAN_LABEL } from "./FeatureUsageRow";
import { limitPrompt } from "./limit-prompt-store";

vi.mock("../api/client", () => ({
  api: { accountUsage: vi.fn(), authorizeFeature: vi.fn() },
}));

type UsageAnswer = Awaited<ReturnType<typeof api.accountUsage>>;
const userEvent = userEventLib.setup({ delay: null });
/** Fluent\'s first render and the 500 ms debounce are slow under jsdom on a busy machine. */
const SLOW_UI_TIMEOUT_MS = 15_000;

const FEATURES: FeatureUsage[] = [
  { feature: "DocumentCreation", allowedUsage: 25, usageCount: 25, topUp: 0, topUpUsed: 0, exhausted: true, entitled: true },
  { feature: "Grammar", allowedUsage: 50, usageCount: 3, topUp: 5, topUpUsed: 1, exhausted: false, entitled: true },
  { feature: "PIIMasking", allowedUsage: 50, usageCount: 0, topUp: 0, topUpUsed: 0, exhausted: true, entitled: false },
];

const row = (feature: string) => {
  const element = document.querySelector<HTMLElement>(`[data-feature="${feature}"]`);
  if (!element) {
    throw new Error(`No row for ${feature}`);
  }
  return within(element);
};

beforeEach(() => {
  vi.mocked(api.accountUsage).mockReset();
  vi.mocked(api.authorizeFeature).mockReset();
  sessionStore.set({
    accessToken: "a",
    refreshToken: "r",
    accessTokenExpiresAt: "2099-01-01T00:00:00.000Z",
    user: testUser({ subscriptionProduct: "writing", subscriptionType: "gold", addons: ["legal", "proof"], accountType: "corporate" }),
  });
});
afterEach(() => {
  sessionStore.clear();
  act(() => limitPrompt.close());
});

describe("account page", { timeout: SLOW_UI_TIMEOUT_MS }, () => {
  it("shows the plan", async () => {
    vi.mocked(api.accountUsage).mockResolvedValue({ features: FEATURES });
    renderWithProviders(<AccountPage />);
    const plan = within(screen.getByLabelText("Your plan"));
    expect(plan.getByText("Writing · Gold")).toBeTruthy();
    expect(plan.getByText("Legal, Proof")).toBeTruthy();
    expect(plan.getByText("Corporate")).toBeTruthy();
    expect(plan.getByText("No end date")).toBeTruthy();
    await screen.findByRole("table", { name: "Feature usage" });
  });

  it("shows a crown on an exhausted feature and Not in your plan on an unentitled one", async () => {
    vi.mocked(api.accountUsage).mockResolvedValue({ features: FEATURES });
    renderWithProviders(<AccountPage />);
    await screen.findByRole("table", { name: "Feature usage" });

    const exhausted = row("DocumentCreation");
    expect(exhausted.getByText("Document creation")).toBeTruthy();
    expect(exhausted.getByRole("img", { name: LIMIT_REACHED_LABEL })).toBeTruthy();
    expect(exhausted.getByText("25 / 25")).toBeTruthy();

    const unentitled = row("PIIMasking");
    expect(unentitled.getByText(NOT_IN_PLAN_LABEL)).toBeTruthy();
    expect(unentitled.queryByRole("img", { name: LIMIT_REACHED_LABEL })).toBeNull();
    expect(unentitled.queryByRole("progressbar")).toBeNull();

    const available = row("Grammar");
    expect(available.queryByRole("img", { name: LIMIT_REACHED_LABEL })).toBeNull();
    expect(available.getByText("3 / 50 · Top-up: 1 / 5")).toBeTruthy();
    expect(available.getByRole("progressbar", { name: "Grammar usage" })).toBeTruthy();
    expect(screen.getByText("1 of 3 features reached their limit.")).toBeTruthy();
  });

  it("opens the limit prompt when Check finds the feature blocked", async () => {
    vi.mocked(api.accountUsage).mockResolvedValue({ features: FEATURES });
    vi.mocked(api.authorizeFeature).mockResolvedValue({ result: 1, allowedUsage: 25, usageCount: 25 });
    renderWithProviders(<AccountPage />);
    await screen.findByRole("table", { name: "Feature usage" });
    await userEvent.click(row("DocumentCreation").getByRole("button", { name: "Check Document creation" }));
    expect(api.authorizeFeature).toHaveBeenCalledWith({ params: { feature: "DocumentCreation" } });
    await waitFor(() => expect(limitPrompt.get()).toBe("DocumentCreation"));
  });

  it("refreshes the counts when Check finds the feature available", async () => {
    vi.mocked(api.accountUsage).mockResolvedValue({ features: FEATURES });
    vi.mocked(api.authorizeFeature).mockResolvedValue({ result: 0, allowedUsage: 50, usageCount: 3 });
    renderWithProviders(<AccountPage />);
    await screen.findByRole("table", { name: "Feature usage" });
    await userEvent.click(row("Grammar").getByRole("button", { name: "Check Grammar" }));
    await waitFor(() => expect(api.accountUsage).toHaveBeenCalledTimes(2));
    expect(limitPrompt.get()).toBeNull();
  });

  it("shows a skeleton while loading, and an error with Retry", async () => {
    const first = deferred<UsageAnswer>();
    vi.mocked(api.accountUsage).mockReturnValueOnce(first.promise).mockResolvedValueOnce({ features: FEATURES });
    renderWithProviders(<AccountPage />);
    expect(screen.getByLabelText("Loading feature usage")).toBeTruthy();
    await act(async () => first.reject(new ApiError(500, "INTERNAL", "Something went wrong!")));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not load your feature usage");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await screen.findByRole("table", { name: "Feature usage" });
  });
});
