import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Post } from "@wordloom/shared/model";
import { PUBLISHING_MESSAGES, SHORTS_DELETED_URL } from "@wordloom/shared/rules";
import { api } from "../../api/client";
import { renderWithProviders } from "../../test/render";
import { AppToaster } from "../../ui/AppToaster";
import { POST_ID, testPost, testPostSummary, testPostTarget } from "../test-fixtures";
import { PostLinks } from "./PostLinks";
import { PublishingPanel } from "./PublishingPanel";
import { publishingSoon } from "./use-publishing-refresh";

vi.mock("../../api/client", () => ({
  api: {
    getCampaignPost: vi.fn(),
    instantPostCampaignPost: vi.fn(),
    publishCampaignPostEntryNow: vi.fn(),
    reuploadCampaignPostEntry: vi.fn(),
    getCampaignPostEntryDetails: vi.fn(),
    deleteCampaignPostShorts: vi.fn(),
  },
}));

const userEvent = userEventLib.setup({ delay: null });
afterEach(() => vi.clearAllMocks());

const entry = testPostTarget;

const X_POSTED = entry({ status: "posted", url: "https://x.com/fake_x_user/status/1", postedAt: "2026-12-02T09:00:00.000Z" });
const LINKEDIN_FAILED = entry({
  id: "0b1c2d3e-4f50-4a6b-8c7d-0000000000e2",
  platform: "linkedin",
  accountName: "Fake linkedin user",
  status: "failed",
  error: "Content is invalid",
  partialCompletionMessage: "Posted on X. Not posted on LinkedIn: Content is invalid",
});

const render = (post: Post, unsaved = false) =>
  renderWithProviders(
    <>
      <AppToaster />
      <PublishingPanel post={post} unsaved={unsaved} />
    </>,
  );

describe("the publishing panel", () => {
  it("a partial post names the failed account and why; re-upload sends that entry again", async () => {
    const partial = testPost({
      status: "partial",
      partialCompletionMessage: LINKEDIN_FAILED.partialCompletionMessage,
      targets: [X_POSTED, LINKEDIN_FAILED],
    });
    vi.mocked(api.reuploadCampaignPostEntry).mockResolvedValue({
      post: { ...partial, status: "active" },
      message: PUBLISHING_MESSAGES.released,
    });
    render(partial);
    expect(screen.getByText("Partially posted")).toBeTruthy();
    expect(screen.getByText("Posted on X. Not posted on LinkedIn: Content is invalid")).toBeTruthy();
    const linkedin = screen.getByRole("listitem", { name: "Fake linkedin user · LinkedIn" });
    expect(within(linkedin).getByText("Failed")).toBeTruthy();
    expect(within(linkedin).getByText("Content is invalid")).toBeTruthy();
    expect(within(screen.getByRole("listitem", { name: "Fake x user · X" })).queryByRole("button", { name: "Re-upload" })).toBeNull();
    await userEvent.click(within(linkedin).getByRole("button", { name: "Re-upload" }));
    expect(api.reuploadCampaignPostEntry).toHaveBeenCalledWith({ params: { id: POST_ID, targetId: LINKEDIN_FAILED.id } });
    expect(await screen.findByText(PUBLISHING_MESSAGES.released, undefined, { timeout: 10_000 })).toBeTruthy();
  }, 20_000);

  it("a posted entry opens the share-link popup; Copy says 'Link Copied to Board'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(testPost({ status: "posted", targets: [X_POSTED] }));
    expect(screen.getByText(PUBLISHING_MESSAGES.posted)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Post instantly" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Share link" }));
    const dialog = await screen.findByRole("dialog");
    expect((within(dialog).getByRole("textbox", { name: "Link to the post" }) as HTMLInputElement).value).toBe(X_POSTED.url);
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(X_POSTED.url);
    expect(await screen.findByText(PUBLISHING_MESSAGES.linkCopied)).toBeTruthy();
  }, 20_000);

  it("instant post asks for a platform first, then for confirmation", async () => {
    const { unmount } = render(testPost({ targets: [] }));
    await userEvent.click(screen.getByRole("button", { name: "Post instantly" }));
    expect(await screen.findByText(PUBLISHING_MESSAGES.selectPlatform)).toBeTruthy();
    expect(api.instantPostCampaignPost).not.toHaveBeenCalled();
    unmount();

    const pending = testPost({ targets: [entry()] });
    vi.mocked(api.instantPostCampaignPost).mockResolvedValue({
      post: { ...pending, status: "active" },
      message: PUBLISHING_MESSAGES.released,
    });
    render(pending);
    await userEvent.click(screen.getByRole("button", { name: "Post instantly" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(PUBLISHING_MESSAGES.instantConfirm)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Post instantly" }));
    await waitFor(() => expect(api.instantPostCampaignPost).toHaveBeenCalledWith({ params: { id: POST_ID }, body: {} }));
  }, 20_000);

  it("unsaved changes wait for a save; Post Now publishes one pending entry", async () => {
    const pending = testPost({ targets: [entry()] });
    const { unmount } = render(pending, true);
    await userEvent.click(screen.getByRole("button", { name: "Post instantly" }));
    expect(await screen.findByText(PUBLISHING_MESSAGES.saveFirst)).toBeTruthy();
    unmount();
    vi.mocked(api.publishCampaignPostEntryNow).mockResolvedValue({
      post: { ...pending, status: "active" },
      message: PUBLISHING_MESSAGES.released,
    });
    render(pending);
    await userEvent.click(screen.getByRole("button", { name: "Post Now" }));
    expect(api.publishCampaignPostEntryNow).toHaveBeenCalledWith({ params: { id: POST_ID, targetId: entry().id } });
  }, 20_000);

  it("an account to link again shows the caution and offers no Post Now", () => {
    render(testPost({ targets: [entry({ needsLinking: true })] }));
    expect(screen.getByText(PUBLISHING_MESSAGES.notLinked("X"))).toBeTruthy();
    expect((screen.getByRole("button", { name: "Post Now" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a Short: its status, then Delete Short with a confirmation and the spec's message", async () => {
    const short = entry({
      platform: "youtube",
      postType: "short",
      accountName: "Fake youtube user",
      status: "posted",
      url: "https://www.youtube.com/shorts/abc",
    });
    vi.mocked(api.getCampaignPostEntryDetails).mockResolvedValue({
      platform: "youtube",
      state: "published",
      url: short.url,
      likes: 3,
      comments: 1,
      views: 120,
      message: null,
    });
    vi.mocked(api.deleteCampaignPostShorts).mockResolvedValue({ url: SHORTS_DELETED_URL, message: PUBLISHING_MESSAGES.shortsDeleted });
    render(testPost({ status: "posted", type: "shorts", targets: [short] }));
    await userEvent.click(screen.getByRole("button", { name: "Shorts status" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("120")).toBeTruthy();
    expect(within(dialog).getByText("Published")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete Short" }));
    expect(within(dialog).getByText(PUBLISHING_MESSAGES.shortsDeleteConfirm)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, delete the Short" }));
    expect(api.deleteCampaignPostShorts).toHaveBeenCalledWith({ params: { id: POST_ID, targetId: short.id } });
    expect((await screen.findAllByText(PUBLISHING_MESSAGES.shortsDeleted)).length).toBeGreaterThan(0);
  }, 20_000);

  it("a deleted Short shows only the info message", () => {
    render(testPost({ status: "posted", targets: [entry({ platform: "youtube", status: "posted", url: SHORTS_DELETED_URL })] }));
    expect(screen.getByText(PUBLISHING_MESSAGES.shortsDeleted)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Share link" })).toBeNull();
  });

  it("a Facebook entry's details show likes and comments", async () => {
    vi.mocked(api.getCampaignPostEntryDetails).mockResolvedValue({
      platform: "facebook",
      state: "published",
      url: "https://www.facebook.com/1_2",
      likes: 7,
      comments: 2,
      views: null,
      message: null,
    });
    render(
      testPost({
        status: "posted",
        targets: [
          entry({
            platform: "facebook",
            accountName: "Fake facebook user",
            destinationName: "Wordloom Fans",
            status: "posted",
            url: "https://www.facebook.com/1_2",
          }),
        ],
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Details" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Likes")).toBeTruthy();
    expect(within(dialog).getByText("7")).toBeTruthy();
    expect(within(dialog).getByText("Comments")).toBeTruthy();
    expect(within(dialog).queryByText("Views")).toBeNull();
    expect(within(dialog).getByText("Wordloom Fans (Fake facebook user) · Facebook")).toBeTruthy();
  }, 20_000);
});

describe("the cards' links and the calendar's refresh", () => {
  it("a card shows the published links and a partial post's message", () => {
    renderWithProviders(
      <PostLinks
        post={{ links: [{ platform: "x", url: X_POSTED.url ?? "" }], partialCompletionMessage: "Posted on X. Not posted on LinkedIn: no" }}
      />,
    );
    expect(screen.getByRole("link", { name: "Open the post on X" }).getAttribute("href")).toBe(X_POSTED.url);
    expect(screen.getByText("Posted on X. Not posted on LinkedIn: no")).toBeTruthy();
  });

  it("reads the posts again while one is being published or an active campaign's post is due soon", () => {
    const now = Date.parse("2026-12-02T09:00:00.000Z");
    const soon = testPostSummary({ publishAt: "2026-12-02T09:01:00.000Z" });
    expect(publishingSoon({ status: "active" }, [soon], now)).toBe(true);
    expect(publishingSoon({ status: "pending" }, [soon], now)).toBe(false);
    expect(publishingSoon({ status: "active" }, [{ ...soon, isRestricted: true }], now)).toBe(false);
    expect(publishingSoon({ status: "active" }, [{ ...soon, publishAt: "2026-12-03T09:00:00.000Z" }], now)).toBe(false);
    expect(publishingSoon({ status: "paused" }, [{ ...soon, status: "active" }], now)).toBe(true);
    expect(publishingSoon({ status: "active" }, [{ ...soon, status: "posted" }], now)).toBe(false);
  });
});
