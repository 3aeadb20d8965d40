import { screen, waitFor } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../api/client";
import { sessionStore } from "../../api/session";
import type { CategoryGeneratorPanelProps } from "../../post-generators/public/CategoryGeneratorPanel";
import { renderWithProviders } from "../../test/render";
import { testUser } from "../../test/user";
import { AppToaster } from "../../ui/AppToaster";
import { CAMPAIGN_ID, POST_ID, testCampaign, testPost } from "../test-fixtures";
import { PostEditorPage } from "./PostEditorPage";

vi.mock("../../api/client", () => ({
  api: {
    getCampaign: vi.fn(),
    getCampaignPost: vi.fn(),
    listPlatforms: vi.fn(),
    createCampaignPost: vi.fn(),
    deleteCampaignPost: vi.fn(),
    cloneCampaignPost: vi.fn(),
    checkCampaignPostStatus: vi.fn(),
    convertContentForX: vi.fn(),
    listDocuments: vi.fn(),
  },
}));

// The generator panel is camp-gen's (tested there): here it hands over one finished draft.
vi.mock("../../post-generators/public/CategoryGeneratorPanel", () => ({
  CategoryGeneratorPanel: ({ onGenerated }: CategoryGeneratorPanelProps) => (
    <button
      type="button"
      onClick={() =>
        onGenerated({
          category: "how-to",
          title: "How to plan a week",
          content: "Plan on Monday.",
          hashtags: ["#planning"],
          slides: [],
          poll: null,
          text: "Plan on Monday.\n\n#planning",
          request: { category: "how-to", context: "planning", tone: "Conversational", style: "Simplified", length: 600, topics: [] },
          draft: true,
          generationId: "0b1c2d3e-4f50-4a6b-8c7d-0000000000ff",
        })
      }
    >
      Generate (test)
    </button>
  ),
}));

const userEvent = userEventLib.setup({ delay: null });
const Where = () => {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
};
const render = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AppToaster />
      <Routes>
        <Route path="/:product/app/campaign/post/:postId" element={<PostEditorPage />} />
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
  vi.mocked(api.getCampaign).mockResolvedValue(testCampaign());
  vi.mocked(api.listPlatforms).mockResolvedValue({ items: [] });
});
afterEach(() => vi.clearAllMocks());

describe("the post editor", () => {
  it("a new post takes a generated draft and is created on its first Save", async () => {
    vi.mocked(api.createCampaignPost).mockResolvedValue({ post: testPost(), message: "Changes is saved." });
    render(`/content/app/campaign/post/new?campaign=${CAMPAIGN_ID}`);
    await userEvent.click(await screen.findByRole("button", { name: "Generate (test)" }));
    expect((screen.getByRole("textbox", { name: "Post content" }) as HTMLTextAreaElement).value).toBe("Plan on Monday.\n\n#planning");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe(`/content/app/campaign/post/${POST_ID}`));
    expect(api.createCampaignPost).toHaveBeenCalledWith({
      params: { id: CAMPAIGN_ID },
      body: expect.objectContaining({
        type: "post",
        title: "How to plan a week",
        content: "Plan on Monday.\n\n#planning",
        categoryKey: "how-to",
      }),
    });
  }, 20_000);

  it("checks the draft against X when the linked X account is picked", async () => {
    vi.mocked(api.listPlatforms).mockResolvedValue({
      items: [
        {
          id: "x",
          name: "X",
          availability: "configured",
          setup: [],
          linking: "oauth",
          notice: null,
          accounts: [
            {
              id: "0b1c2d3e-4f50-4a6b-8c7d-0000000000aa",
              platform: "x",
              platformUserId: "1",
              username: "fake_x_user",
              displayName: "Fake x user",
              pictureUrl: null,
              isPremium: false,
              status: "linked",
              statusReason: null,
              linkedAt: "2026-01-01T00:00:00.000Z",
              targets: [],
            },
          ],
        },
      ],
    });
    render(`/content/app/campaign/post/new?campaign=${CAMPAIGN_ID}`);
    await userEvent.click(await screen.findByRole("button", { name: "Generate (test)" }));
    await userEvent.click(await screen.findByRole("checkbox", { name: "Fake x user · X" }));
    expect(await screen.findByText("Publishable")).toBeTruthy();
    expect(screen.getByText("Posting this on X costs $0.015.")).toBeTruthy();
  }, 20_000);

  /** An active post the user may only check; Check Status answers "in progress" with nextCheckAt `nextCheckInMs` away. */
  const serveActivePost = (nextCheckInMs: number) => {
    const active = testPost({
      status: "active",
      can: { edit: false, delete: false, clone: true, move: false, restrict: false, checkStatus: true, comment: false },
    });
    vi.mocked(api.getCampaignPost).mockResolvedValue(active);
    vi.mocked(api.checkCampaignPostStatus).mockResolvedValue({
      post: active,
      message: "Your post is currently in progress. Please check after some time",
      nextCheckAt: new Date(Date.now() + nextCheckInMs).toISOString(),
    });
  };

  it("a published post is read-only; an active one offers Check Status with the in-progress message", async () => {
    serveActivePost(5_000);
    render(`/content/app/campaign/post/${POST_ID}`);
    const check = await screen.findByRole("button", { name: "Check Status" });
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect((screen.getByRole("textbox", { name: "Post content" }) as HTMLTextAreaElement).disabled).toBe(true);
    await userEvent.click(check);
    expect((await screen.findAllByText("Your post is currently in progress. Please check after some time")).length).toBeGreaterThan(0);
    expect((screen.getByRole("button", { name: "Check Status" }) as HTMLButtonElement).disabled).toBe(true);
  }, 20_000);

  it("Check Status is greyed 5 s after a press, counted on the browser's clock even when the server's runs ahead", async () => {
    // The server's clock is 10 minutes ahead of the browser's: its nextCheckAt is 10 minutes away here.
    serveActivePost(10 * 60_000 + 5_000);
    render(`/content/app/campaign/post/${POST_ID}`);
    const check = (await screen.findByRole("button", { name: "Check Status" })) as HTMLButtonElement;
    const pressedAt = Date.now();
    await userEvent.click(check);
    await waitFor(() => expect(vi.mocked(api.checkCampaignPostStatus)).toHaveBeenCalledTimes(1));
    expect(check.disabled).toBe(true);
    await waitFor(() => expect(check.disabled).toBe(false), { timeout: 9_000 });
    expect(Date.now() - pressedAt).toBeGreaterThanOrEqual(4_900);
    await userEvent.click(check);
    await waitFor(() => expect(vi.mocked(api.checkCampaignPostStatus)).toHaveBeenCalledTimes(2));
  }, 20_000);
});
