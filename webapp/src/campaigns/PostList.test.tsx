import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../api/client";
import { renderWithProviders } from "../test/render";
import { PostList } from "./PostList";
import { CAMPAIGN_ID, testPostSummary } from "./test-fixtures";

vi.mock("../api/client", () => ({ api: { listCampaignPosts: vi.fn() } }));

const userEvent = userEventLib.setup({ delay: null });

const post = (index: number) =>
  testPostSummary({
    id: `0b1c2d3e-4f50-4a6b-8c7d-1000000000${String(index).padStart(2, "0")}`,
    title: `Post ${index}`,
    publishAt: `2026-12-${String(index).padStart(2, "0")}T09:00:00.000Z`,
  });
const CURSOR = `2026-12-02T09:00:00.000Z_${post(2).id}`;

const shownTitles = () =>
  within(screen.getByRole("list", { name: "Posts" }))
    .getAllByRole("button")
    .map((button) => button.getAttribute("aria-label"));

afterEach(() => vi.clearAllMocks());

describe("the Posts view", () => {
  it("shows the first page with the total, and adds the next page with Load more", async () => {
    vi.mocked(api.listCampaignPosts)
      .mockResolvedValueOnce({ items: [post(1), post(2)], total: 3, nextCursor: CURSOR })
      .mockResolvedValueOnce({ items: [post(3)], total: 3, nextCursor: null });
    renderWithProviders(<PostList campaignId={CAMPAIGN_ID} zone="UTC" onOpen={() => undefined} />);
    expect(await screen.findByText("3 posts")).toBeTruthy();
    expect(shownTitles()).toEqual(["Open Post 1", "Open Post 2"]);
    expect(api.listCampaignPosts).toHaveBeenLastCalledWith({ params: { id: CAMPAIGN_ID }, query: {} }, expect.anything());

    await userEvent.click(screen.getByRole("button", { name: "Load more (2 of 3 shown)" }));
    await waitFor(() => expect(shownTitles()).toEqual(["Open Post 1", "Open Post 2", "Open Post 3"]));
    expect(api.listCampaignPosts).toHaveBeenLastCalledWith({ params: { id: CAMPAIGN_ID }, query: { cursor: CURSOR } }, expect.anything());
    expect(screen.getByText("3 posts")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Load more/ })).toBeNull();
  });

  it("starts again from the first page when a filter changes, and counts what the filters match", async () => {
    vi.mocked(api.listCampaignPosts)
      .mockResolvedValueOnce({ items: [post(1), post(2)], total: 3, nextCursor: CURSOR })
      .mockResolvedValueOnce({ items: [post(3)], total: 3, nextCursor: null })
      .mockResolvedValueOnce({ items: [post(2)], total: 1, nextCursor: null });
    renderWithProviders(<PostList campaignId={CAMPAIGN_ID} zone="UTC" onOpen={() => undefined} />);
    await userEvent.click(await screen.findByRole("button", { name: "Load more (2 of 3 shown)" }));
    await waitFor(() => expect(shownTitles()).toHaveLength(3));

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "posted");
    expect(await screen.findByText("1 post")).toBeTruthy();
    expect(shownTitles()).toEqual(["Open Post 2"]);
    expect(api.listCampaignPosts).toHaveBeenLastCalledWith({ params: { id: CAMPAIGN_ID }, query: { status: "posted" } }, expect.anything());
    expect(api.listCampaignPosts).toHaveBeenCalledTimes(3);
  });

  it("says when no post matches the filters", async () => {
    vi.mocked(api.listCampaignPosts)
      .mockResolvedValueOnce({ items: [post(1)], total: 1, nextCursor: null })
      .mockResolvedValueOnce({ items: [], total: 0, nextCursor: null });
    renderWithProviders(<PostList campaignId={CAMPAIGN_ID} zone="UTC" onOpen={() => undefined} />);
    expect(await screen.findByText("1 post")).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Platform" }), "x");
    expect(await screen.findByText("No post matches these filters.")).toBeTruthy();
  });
});
