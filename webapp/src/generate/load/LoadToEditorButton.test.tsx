import { screen, waitFor } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import type { DocumentDetail } from "@wordloom/shared/model";
import { api } from "../../api/client";
import { sessionStore } from "../../api/session";
import { selectedBrandVoice } from "../../brand-voice";
import { userLastDocumentKey } from "../../editor";
import { LAST_DOCUMENT_KEY } from "../../shell/paths";
import { testUser } from "../../test/user";
import { renderPane, signInTestUser } from "../testing/render-pane";
import { LoadToEditorButton } from "./LoadToEditorButton";

vi.mock("../../api/client", () => ({
  api: { getDocument: vi.fn(), createDocument: vi.fn(), replacePages: vi.fn(), authorizeFeature: vi.fn(), setDocumentBrandVoice: vi.fn() },
}));

const userEvent = userEventLib.setup({ delay: null });
const TEXT = "# Five tea rituals\nStart slow. Warm the pot.";
const CURRENT_ID = "5a0e7d3a-1b2c-4d5e-8f90-123456789abc";
const NEW_ID = "6b0e7d3a-1b2c-4d5e-8f90-123456789abc";

const documentWith = (id: string, text: string): DocumentDetail => ({
  id,
  title: "Doc",
  type: "classic",
  category: "General",
  visibility: "private",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  deletedAt: null,
  excerpt: text,
  wordCount: text ? 2 : 0,
  version: 3,
  can: { edit: true, delete: true, share: false, publish: false, invite: false },
  pages: [{ blocks: [{ id: "b1", htmlType: "text", sentences: text ? [{ id: "s1", text, fragments: [{ text }] }] : [] }] }],
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(api.authorizeFeature).mockResolvedValue({ result: 0, allowedUsage: 25, usageCount: 0 });
  vi.mocked(api.createDocument).mockResolvedValue(documentWith(NEW_ID, "x"));
  vi.mocked(api.replacePages).mockResolvedValue(documentWith(CURRENT_ID, "x"));
  signInTestUser();
});
afterEach(() => {
  sessionStore.clear();
  selectedBrandVoice.set(null);
  vi.mocked(api.getDocument).mockReset();
  vi.mocked(api.createDocument).mockClear();
  vi.mocked(api.replacePages).mockClear();
});

const load = () => userEvent.click(screen.getByRole("button", { name: "Load To Editor" }));

describe("Load To Editor", { timeout: 20_000 }, () => {
  it("creates a new document titled from the text's headline and opens the editor", async () => {
    renderPane(<LoadToEditorButton text={TEXT} fallbackTitle="Blog" />);
    await load();
    await screen.findByTestId("navigated");
    const body = vi.mocked(api.createDocument).mock.calls[0]?.[0].body;
    expect(body?.title).toBe("Five tea rituals");
    expect(body?.pages?.[0]?.blocks.map((block) => block.htmlType)).toEqual(["heading-one", "text"]);
    expect(localStorage.getItem(LAST_DOCUMENT_KEY)).toBe(NEW_ID);
    expect(localStorage.getItem(userLastDocumentKey(testUser().id))).toBe(NEW_ID);
  });

  it("gives a new document the brand voice chosen in the panes", async () => {
    const brandVoiceId = "7d0e7d3a-1b2c-4d5e-8f90-123456789abc";
    selectedBrandVoice.set(brandVoiceId);
    vi.mocked(api.setDocumentBrandVoice).mockResolvedValue({ documentId: NEW_ID, brandVoiceId, brandVoice: null });
    renderPane(<LoadToEditorButton text={TEXT} fallbackTitle="Blog" />);
    await load();
    await screen.findByTestId("navigated");
    expect(vi.mocked(api.setDocumentBrandVoice).mock.calls[0]?.[0]).toEqual({ params: { id: NEW_ID }, body: { brandVoiceId } });
  });

  it("loads into the current document straight away when it is empty", async () => {
    localStorage.setItem(LAST_DOCUMENT_KEY, CURRENT_ID);
    vi.mocked(api.getDocument).mockResolvedValue(documentWith(CURRENT_ID, ""));
    renderPane(<LoadToEditorButton text={TEXT} fallbackTitle="Blog" />);
    await load();
    await screen.findByTestId("navigated");
    expect(vi.mocked(api.replacePages).mock.calls[0]?.[0].params.id).toBe(CURRENT_ID);
    expect(api.createDocument).not.toHaveBeenCalled();
  });

  it("asks Overwrite or Create New, with the Important warning, when the current document has content", async () => {
    localStorage.setItem(LAST_DOCUMENT_KEY, CURRENT_ID);
    vi.mocked(api.getDocument).mockResolvedValue(documentWith(CURRENT_ID, "Existing words."));
    renderPane(<LoadToEditorButton text={TEXT} fallbackTitle="Blog" />);
    await load();
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Important");
    expect(dialog.textContent).toContain("Overwrite replaces everything in the current document");
    await userEvent.click(screen.getByRole("button", { name: "Overwrite" }));
    await screen.findByTestId("navigated");
    expect(vi.mocked(api.replacePages).mock.calls[0]?.[0].params.id).toBe(CURRENT_ID);
  });

  it("creates a new document when asked to, leaving the current one alone", async () => {
    localStorage.setItem(LAST_DOCUMENT_KEY, CURRENT_ID);
    vi.mocked(api.getDocument).mockResolvedValue(documentWith(CURRENT_ID, "Existing words."));
    renderPane(<LoadToEditorButton text={TEXT} fallbackTitle="Blog" />);
    await load();
    await userEvent.click(await screen.findByRole("button", { name: "Create New" }));
    await screen.findByTestId("navigated");
    expect(api.createDocument).toHaveBeenCalledTimes(1);
    expect(api.replacePages).not.toHaveBeenCalled();
  });

  it("treats a current document that is gone as none", async () => {
    localStorage.setItem(LAST_DOCUMENT_KEY, CURRENT_ID);
    vi.mocked(api.getDocument).mockRejectedValue(new ApiError(404, "NOT_FOUND", "Not found."));
    renderPane(<LoadToEditorButton text={TEXT} fallbackTitle="Blog" />);
    await load();
    await waitFor(() => expect(api.createDocument).toHaveBeenCalledTimes(1));
  });

  it("creates nothing when the document quota is used up", async () => {
    vi.mocked(api.authorizeFeature).mockResolvedValue({ result: 1, allowedUsage: 25, usageCount: 25 });
    renderPane(<LoadToEditorButton text={TEXT} fallbackTitle="Blog" />);
    await load();
    await waitFor(() => expect(api.authorizeFeature).toHaveBeenCalled());
    expect(api.createDocument).not.toHaveBeenCalled();
  });
});
