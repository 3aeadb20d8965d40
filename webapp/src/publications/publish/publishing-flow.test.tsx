import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { Page } from "@wordloom/shared/model";
import { api } from "../../api/client";
import { renderWithProviders } from "../../test/render";
import { AppToaster } from "../../ui/AppToaster";
import { publicationStatus } from "../test-data";
import { useDocumentPublishing } from "./use-document-publishing";
import { findDialog } from "../../test/dialogs";

vi.mock("../../api/client", () => ({
  api: {
    getPublication: vi.fn(),
    updateVisibility: vi.fn(),
    updateTags: vi.fn(),
    updateDocument: vi.fn(),
    uploadCover: vi.fn(),
    removeCover: vi.fn(),
    recordShare: vi.fn(),
  },
}));

const userEvent = userEventLib.setup({ delay: null });
const DOC = publicationStatus().documentId;
const PAGES: Page[] = [
  { blocks: [{ id: "b", htmlType: "text", sentences: [{ id: "s", text: "Hello.", fragments: [{ text: "Hello." }] }] }] },
];
const PUBLIC = publicationStatus({
  visibility: "public",
  slug: "my-essay",
  path: "/publications/@ada/my-essay",
  can: { makePublic: false, makePrivate: true, share: true, editTags: true, uploadCover: true },
});

const Harness = ({ hasScreenName = true }: { hasScreenName?: boolean }) => {
  const publishing = useDocumentPublishing({ product: "writing", hasScreenName, getPages: () => PAGES });
  return (
    <>
      <button type="button" onClick={() => publishing.requestVisibility(DOC, "public")}>
        Make Public
      </button>
      <button type="button" onClick={() => publishing.requestVisibility(DOC, "private")}>
        Make Private
      </button>
      <button type="button" onClick={() => publishing.openPanel(DOC)}>
        Preview and share
      </button>
      {publishing.element}
    </>
  );
};

const render = (hasScreenName = true) =>
  renderWithProviders(
    <MemoryRouter initialEntries={["/writing/app/list"]}>
      <AppToaster />
      <Routes>
        <Route path="/:product/app/list" element={<Harness hasScreenName={hasScreenName} />} />
        <Route path="/:product/app/profile" element={<p>Profile screen</p>} />
      </Routes>
    </MemoryRouter>,
  );

/** The share popup, opened from the panel (see findDialog for why not by role). */
const sharePopup = () => findDialog("Share link");

/** A button of the popup by its text (its accessible name is not computed while it is aria-hidden). */
const popupButton = (popup: HTMLElement, text: string) => within(popup).queryByText(text, { selector: "button" });

const panel = async () => {
  await userEvent.click(screen.getByRole("button", { name: "Preview and share" }));
  return screen.findByRole("dialog", { name: "Preview and share" });
};

beforeEach(() => {
  vi.mocked(api.getPublication).mockResolvedValue(publicationStatus());
  vi.mocked(api.recordShare).mockResolvedValue({ shares: 1, links: 0 });
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe("Make Public / Make Private (spec document 2 §4)", () => {
  it("asks 'Your document is in private mode…' and on Okay makes it public: 'This document is public now'", async () => {
    vi.mocked(api.updateVisibility).mockResolvedValue(PUBLIC);
    render();
    await userEvent.click(screen.getByRole("button", { name: "Make Public" }));
    const dialog = await screen.findByRole("dialog", { name: "Make public" });
    expect(within(dialog).getByText(PUBLISHING_MESSAGES.confirmMakePublic)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Okay" }));
    expect(await screen.findByText(PUBLISHING_MESSAGES.madePublic)).toBeTruthy();
    expect(api.updateVisibility).toHaveBeenCalledWith({ params: { id: DOC }, body: { visibility: "public" } });
  });

  it("asks only on the first publish: a document that was public before goes public again at once", async () => {
    vi.mocked(api.getPublication).mockResolvedValue(
      publicationStatus({ slug: "my-essay", firstPublishedAt: "2026-01-02T10:00:00.000Z", publishedAt: "2026-01-02T10:00:00.000Z" }),
    );
    vi.mocked(api.updateVisibility).mockResolvedValue(PUBLIC);
    render();
    await userEvent.click(screen.getByRole("button", { name: "Make Public" }));
    expect(await screen.findByText(PUBLISHING_MESSAGES.madePublic)).toBeTruthy();
    expect(api.updateVisibility).toHaveBeenCalledWith({ params: { id: DOC }, body: { visibility: "public" } });
    expect(screen.queryByRole("dialog", { name: "Make public" })).toBeNull();
  });

  it("Cancel leaves the document private", async () => {
    render();
    await userEvent.click(screen.getByRole("button", { name: "Make Public" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.updateVisibility).not.toHaveBeenCalled();
  });

  it("without a screen name says so and goes to app/profile", async () => {
    render(false);
    await userEvent.click(screen.getByRole("button", { name: "Make Public" }));
    expect(await screen.findByText(PUBLISHING_MESSAGES.needsScreenName)).toBeTruthy();
    expect(screen.getByText("Profile screen")).toBeTruthy();
    expect(api.updateVisibility).not.toHaveBeenCalled();
  });

  it("the server's SCREEN_NAME_REQUIRED also goes to app/profile; a collaborative document shows the server's message", async () => {
    vi.mocked(api.updateVisibility).mockRejectedValueOnce(new ApiError(409, "CONFLICT", PUBLISHING_MESSAGES.collaborativeVisibility));
    render();
    await userEvent.click(screen.getByRole("button", { name: "Make Private" }));
    expect(await screen.findByText(PUBLISHING_MESSAGES.collaborativeVisibility)).toBeTruthy();
    vi.mocked(api.updateVisibility).mockRejectedValueOnce(new ApiError(409, "SCREEN_NAME_REQUIRED", PUBLISHING_MESSAGES.needsScreenName));
    await userEvent.click(screen.getByRole("button", { name: "Make Public" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Okay" }));
    expect(await screen.findByText("Profile screen")).toBeTruthy();
  });
});

describe("the preview and share panel", () => {
  it("shares need the public state, with the reminder to set category and image", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    render();
    const dialog = await panel();
    await userEvent.click(await within(dialog).findByRole("button", { name: "X" }));
    expect(await screen.findByText(PUBLISHING_MESSAGES.shareNeedsPublic)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(api.recordShare).not.toHaveBeenCalled();
  });

  it("a public document opens each network's share URL and counts the share", async () => {
    vi.mocked(api.getPublication).mockResolvedValue(PUBLIC);
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    render();
    const dialog = await panel();
    const link = `${window.location.origin}/publications/@ada/my-essay`;
    await userEvent.click(await within(dialog).findByRole("button", { name: "X" }));
    expect(open).toHaveBeenCalledWith(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}&text=My%20essay`,
      "_blank",
      "noopener,noreferrer",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "LinkedIn" }));
    expect(open).toHaveBeenLastCalledWith(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`,
      "_blank",
      "noopener,noreferrer",
    );
    await waitFor(() => expect(api.recordShare).toHaveBeenCalledWith({ params: { id: DOC }, body: { channel: "linkedin" } }));
    expect(await within(dialog).findByText("1 shares")).toBeTruthy();
  });

  it("e-mail copies the HTML content and says so", async () => {
    vi.mocked(api.getPublication).mockResolvedValue(PUBLIC);
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    render();
    const dialog = await panel();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Email" }));
    expect(await screen.findByText(PUBLISHING_MESSAGES.emailCopied)).toBeTruthy();
    expect(writeText.mock.calls[0]?.[0]).toContain("<p>Hello.</p>");
    expect(api.recordShare).toHaveBeenCalledWith({ params: { id: DOC }, body: { channel: "email" } });
  });

  it("the share popup copies the link and says 'document link is copied to clipboard' for 3 seconds", async () => {
    vi.mocked(api.getPublication).mockResolvedValue(PUBLIC);
    vi.mocked(api.recordShare).mockResolvedValue({ shares: 0, links: 1 });
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    render();
    const dialog = await panel();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Copy link" }));
    const popup = await sharePopup();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(popupButton(popup, "Copy link") ?? popup);
      expect(await within(popup).findByText(PUBLISHING_MESSAGES.linkCopied)).toBeTruthy();
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/publications/@ada/my-essay`);
      expect(api.recordShare).toHaveBeenCalledWith({ params: { id: DOC }, body: { channel: "link" } });
      await act(() => vi.advanceTimersByTimeAsync(2_900));
      expect(within(popup).queryByText(PUBLISHING_MESSAGES.linkCopied)).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(within(popup).queryByText(PUBLISHING_MESSAGES.linkCopied)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("the share popup offers the device's share sheet where the browser has the Web Share API, and counts the share", async () => {
    vi.mocked(api.getPublication).mockResolvedValue(PUBLIC);
    vi.mocked(api.recordShare).mockResolvedValue({ shares: 1, links: 0 });
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    try {
      render();
      await userEvent.click(await within(await panel()).findByRole("button", { name: "Copy link" }));
      const popup = await sharePopup();
      await userEvent.click(popupButton(popup, "Share…") ?? popup);
      expect(share).toHaveBeenCalledWith({ title: PUBLIC.title, url: `${window.location.origin}/publications/@ada/my-essay` });
      await waitFor(() => expect(api.recordShare).toHaveBeenCalledWith({ params: { id: DOC }, body: { channel: "device" } }));
    } finally {
      Reflect.deleteProperty(navigator, "share");
    }
  });

  it("without the Web Share API the share popup only copies the link", async () => {
    vi.mocked(api.getPublication).mockResolvedValue(PUBLIC);
    render();
    await userEvent.click(await within(await panel()).findByRole("button", { name: "Copy link" }));
    const popup = await sharePopup();
    expect(popupButton(popup, "Copy link")).toBeTruthy();
    expect(popupButton(popup, "Share…")).toBeNull();
  });

  it("hashtags: a space ends one, prefixed with #, saved to the server", async () => {
    vi.mocked(api.updateTags).mockResolvedValue(publicationStatus({ tags: ["#one", "#two"] }));
    render();
    const dialog = await panel();
    await userEvent.type(await within(dialog).findByRole("textbox", { name: /Hashtags/ }), "one ");
    await waitFor(() => expect(api.updateTags).toHaveBeenCalledWith({ params: { id: DOC }, body: { tags: ["#one"] } }));
    expect(await within(dialog).findByText("#two")).toBeTruthy();
  });

  it("a gif over 2 MB is refused with 'Max allowed Size for gif is 2MB'", async () => {
    render();
    const dialog = await panel();
    const input = (await within(dialog).findByLabelText("Cover image file")) as HTMLInputElement;
    const gif = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.gif", { type: "image/gif" });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await screen.findByText(PUBLISHING_MESSAGES.gifTooLarge)).toBeTruthy();
    expect(api.uploadCover).not.toHaveBeenCalled();
  });

  it("changing the category saves it", async () => {
    vi.mocked(api.updateDocument).mockResolvedValue({} as never);
    render();
    const dialog = await panel();
    await userEvent.selectOptions(await within(dialog).findByRole("combobox", { name: "Category" }), "Communication");
    expect(api.updateDocument).toHaveBeenCalledWith({ params: { id: DOC }, body: { category: "Communication" } });
  });
});
