import { screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import { api } from "../../api/client";
import { sessionStore } from "../../api/session";
import { LAST_DOCUMENT_KEY } from "../../shell/paths";
import { renderWithProviders } from "../../test/render";
import { testUser } from "../../test/user";
import { changedBlocks } from "../core";
import { createPendingStore, pendingKey } from "./autosave/pending-store";
import { EditorPage } from "./EditorPage";
import { userLastDocumentKey } from "./last-document";
import { buildPages, documentOf } from "./test-documents";

vi.mock("../../api/client", () => ({
  api: { getDocument: vi.fn(), saveBlocks: vi.fn(), updateDocument: vi.fn(), formatCitations: vi.fn(), trashDocument: vi.fn() },
}));

const user = testUser();
const SLOW = { timeout: 15_000 };

const renderAt = () => {
  const router = createMemoryRouter(
    [
      { path: "/writing/app", element: <EditorPage /> },
      { path: "/writing/app/list", element: <p>Documents list</p> },
    ],
    { initialEntries: ["/writing/app"] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
};

beforeEach(() => {
  localStorage.clear();
  vi.mocked(api.getDocument).mockReset();
  vi.mocked(api.saveBlocks).mockReset();
  sessionStore.set({ accessToken: "a", refreshToken: "r", accessTokenExpiresAt: "2099-01-01T00:00:00.000Z", user });
});
afterEach(() => sessionStore.clear());

describe("EditorPage", () => {
  it("goes to the documents list when no document was opened before", async () => {
    renderAt();
    expect(await screen.findByText("Documents list")).toBeTruthy();
    expect(api.getDocument).not.toHaveBeenCalled();
  });

  it("opens the stored document in the editor, 'Initializing' while it loads", async () => {
    localStorage.setItem(LAST_DOCUMENT_KEY, "doc-1");
    vi.mocked(api.getDocument).mockResolvedValue(documentOf("doc-1", "Essay", ["Hello there."]));
    renderAt();
    expect(screen.getByText("Initializing")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Essay", level: 2 }, SLOW)).toBeTruthy();
    expect(await screen.findByRole("article", { name: "Page 1 of 1" }, SLOW)).toBeTruthy();
    expect(await screen.findByRole("toolbar", { name: "Formatting" }, SLOW)).toBeTruthy();
    expect(localStorage.getItem(userLastDocumentKey(user.id))).toBe("doc-1");
  });

  it("renders from the server's abilities: editable with can.edit, read-only without", async () => {
    const editable = documentOf("doc-3", "Mine to edit", ["Text."]);
    localStorage.setItem(LAST_DOCUMENT_KEY, "doc-3");
    vi.mocked(api.getDocument).mockResolvedValue(editable);
    const first = renderAt();
    await screen.findByRole("article", { name: "Page 1 of 1" }, SLOW);
    await waitFor(() => expect(window.document.querySelector(".ProseMirror")?.getAttribute("contenteditable")).toBe("true"));
    first.unmount();

    vi.mocked(api.getDocument).mockResolvedValue({ ...editable, can: { ...editable.can, edit: false } });
    renderAt();
    await screen.findByRole("article", { name: "Page 1 of 1" }, SLOW);
    await waitFor(() => expect(window.document.querySelector(".ProseMirror")?.getAttribute("contenteditable")).toBe("false"));
  });

  it("falls back to the user's own last document when the stored one is gone", async () => {
    localStorage.setItem(LAST_DOCUMENT_KEY, "someone-elses");
    localStorage.setItem(userLastDocumentKey(user.id), "doc-2");
    vi.mocked(api.getDocument).mockImplementation(({ params }) =>
      params.id === "doc-2"
        ? Promise.resolve(documentOf("doc-2", "Mine", ["Text."]))
        : Promise.reject(new ApiError(404, "NOT_FOUND", "Document not found.")),
    );
    renderAt();
    expect(await screen.findByRole("heading", { name: "Mine", level: 2 }, SLOW)).toBeTruthy();
    expect(localStorage.getItem(LAST_DOCUMENT_KEY)).toBe("doc-2");
  });

  it("re-applies changes a previous visit could not save, before anything else, and saves them", async () => {
    const stored = documentOf("doc-3", "Offline", ["Saved paragraph."]);
    const local = buildPages(["Typed while offline."]);
    const block = local[0]?.blocks[0];
    if (!block) {
      throw new Error("no block");
    }
    const edited = [{ blocks: [...(stored.pages[0]?.blocks ?? []), block] }];
    createPendingStore(localStorage, pendingKey(user.id, "doc-3")).write({
      baseVersion: 3,
      changes: changedBlocks(stored.pages, edited),
      savedAt: "",
    });
    localStorage.setItem(LAST_DOCUMENT_KEY, "doc-3");
    vi.mocked(api.getDocument).mockResolvedValue(stored);
    vi.mocked(api.saveBlocks).mockResolvedValue({ version: 4, updatedAt: "2025-01-02T00:00:00.000Z" });
    renderAt();
    expect(await screen.findByText("Typed while offline.", {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(api.saveBlocks).toHaveBeenCalledOnce(), SLOW);
    const [input] = vi.mocked(api.saveBlocks).mock.calls[0] ?? [];
    expect(input?.body.baseVersion).toBe(3);
    expect(input?.body.upserted.map((entry) => entry.block.id)).toEqual([block.id]);
    await waitFor(() => expect(createPendingStore(localStorage, pendingKey(user.id, "doc-3")).read()).toBeNull(), SLOW);
  });
});
