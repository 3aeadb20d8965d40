import { screen, waitFor } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import { api } from "../api/client";
import { sessionStore } from "../api/session";
import { renderWithProviders } from "../test/render";
import { testUser } from "../test/user";
import { AppToaster } from "../ui/AppToaster";
import { CampaignsPage } from "./CampaignsPage";
import { CAMPAIGN_ID, testCampaign } from "./test-fixtures";

vi.mock("../api/client", () => ({
  api: {
    listCampaigns: vi.fn(),
    createCampaign: vi.fn(),
    deleteCampaign: vi.fn(),
    activateCampaign: vi.fn(),
    resumeCampaign: vi.fn(),
    getCampaignCalendarFeed: vi.fn(),
  },
}));

const userEvent = userEventLib.setup({ delay: null });

const firstOf = (elements: HTMLElement[]): HTMLElement => {
  const [first] = elements;
  if (!first) {
    throw new Error("No element found");
  }
  return first;
};
const lastOf = (elements: HTMLElement[]): HTMLElement => firstOf([...elements].reverse());

const Where = () => {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
};

const render = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={["/content/app/campaigns"]}>
      <AppToaster />
      <Routes>
        <Route path="/:product/app/campaigns" element={<CampaignsPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

beforeEach(() => {
  sessionStore.set({
    accessToken: "a",
    refreshToken: "r",
    accessTokenExpiresAt: "2099-01-01T00:00:00.000Z",
    user: testUser({ selectedProduct: "content", timeZone: "UTC" }),
  });
});
afterEach(() => vi.clearAllMocks());

describe("app/campaigns", () => {
  it("invites a first calendar, and says 'No calendar Found' when a filter finds none", async () => {
    vi.mocked(api.listCampaigns).mockResolvedValue({ items: [], hasAny: false });
    render();
    expect(await screen.findByText("Create Your First Social media calendar")).toBeTruthy();
    vi.mocked(api.listCampaigns).mockResolvedValue({ items: [], hasAny: true });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "active");
    expect(await screen.findByText("No calendar Found")).toBeTruthy();
    expect(api.listCampaigns).toHaveBeenLastCalledWith({ query: { status: "active" } }, expect.anything());
  });

  it("creates a campaign with the defaults, says so and opens it in Edit mode", async () => {
    vi.mocked(api.listCampaigns).mockResolvedValue({ items: [], hasAny: false });
    vi.mocked(api.createCampaign).mockResolvedValue(testCampaign());
    render();
    await userEvent.click(firstOf(await screen.findAllByRole("button", { name: "Create Campaign" })));
    expect((await screen.findAllByText("New Campaign is successfully added")).length).toBeGreaterThan(0);
    expect(api.createCampaign).toHaveBeenCalledWith({ body: {} });
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe(`/content/app/campaigns/${CAMPAIGN_ID}?mode=edit`));
  });

  it("a plan limit (403) shows no error toast: the plan-limit prompt takes it", async () => {
    vi.mocked(api.listCampaigns).mockResolvedValue({ items: [], hasAny: false });
    vi.mocked(api.createCampaign).mockRejectedValue(
      new ApiError(403, "FEATURE_LIMIT", "You have reached your limit.", { feature: "CampaignCreation" }),
    );
    render();
    await userEvent.click(firstOf(await screen.findAllByRole("button", { name: "Create Campaign" })));
    await waitFor(() => expect(api.createCampaign).toHaveBeenCalled());
    expect(screen.queryByText("You have reached your limit.")).toBeNull();
  });

  it("shows cards with the title cut at 15 characters and hides Share when active", async () => {
    vi.mocked(api.listCampaigns).mockResolvedValue({
      items: [testCampaign(), testCampaign({ id: "0b1c2d3e-4f50-4a6b-8c7d-000000000009", title: "Live now", status: "active" })],
      hasAny: true,
    });
    render();
    expect(await screen.findByText("Spring launch c…")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Share" })).toHaveLength(1);
    await userEvent.click(firstOf(screen.getAllByRole("button", { name: "Open the post of 2026-12-02" })));
    expect(screen.getByTestId("where").textContent).toMatch(/\/content\/app\/campaign\/post\//);
  });

  it("activates through the new-start dialog with 'Proceed & Shift posts' and says 'Schedule activated successfully.'", async () => {
    vi.mocked(api.listCampaigns).mockResolvedValue({ items: [testCampaign()], hasAny: true });
    vi.mocked(api.activateCampaign)
      .mockResolvedValueOnce({
        outcome: "needs_new_start",
        message: "The start date has passed. Pick a new start at least 5 minutes ahead.",
        earliestStartAt: "2099-12-01T10:05:00.000Z",
        postsBeforeStart: 2,
      })
      .mockResolvedValueOnce({
        outcome: "activated",
        message: "Schedule activated successfully.",
        campaign: testCampaign({ status: "active" }),
        shiftedPostIds: [],
      });
    render();
    await userEvent.click(await screen.findByRole("button", { name: "Activate" }));
    await userEvent.click(lastOf(await screen.findAllByRole("button", { name: "Activate", hidden: true })));
    await userEvent.click(await screen.findByRole("button", { name: "Proceed & Shift posts", hidden: true }));
    expect((await screen.findAllByText("Schedule activated successfully.")).length).toBeGreaterThan(0);
    expect(api.activateCampaign).toHaveBeenLastCalledWith({
      params: { id: CAMPAIGN_ID },
      body: { startAt: "2099-12-01T10:05:00.000Z", shiftPosts: true },
    });
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe(`/content/app/campaigns/${CAMPAIGN_ID}`));
  }, 20_000);

  it("offers Link/Close when platforms need linking, and Link opens app/platforms with them highlighted", async () => {
    vi.mocked(api.listCampaigns).mockResolvedValue({ items: [testCampaign()], hasAny: true });
    vi.mocked(api.activateCampaign).mockResolvedValue({
      outcome: "needs_linking",
      message: "Link these platforms to publish your posts:",
      platforms: ["linkedin", "x"],
    });
    render();
    await userEvent.click(await screen.findByRole("button", { name: "Activate" }));
    await userEvent.click(lastOf(await screen.findAllByRole("button", { name: "Activate", hidden: true })));
    expect(await screen.findByText("LinkedIn")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Link", hidden: true }));
    expect(screen.getByTestId("where").textContent).toBe("/content/app/platforms?highlight=linkedin%2Cx");
  }, 20_000);
});
