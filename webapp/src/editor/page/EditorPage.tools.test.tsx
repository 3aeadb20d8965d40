import { screen, waitFor } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FeatureUsage } from "@wordloom/shared/model";
import { api } from "../../api/client";
import { sessionStore } from "../../api/session";
import { uploadImport } from "../../documents/public/import-export";
import { LAST_DOCUMENT_KEY } from "../../shell/paths";
import { renderWithProviders } from "../../test/render";
import { testUser } from "../../test/user";
import { changedBlocks } from "../core";
import { fakeVoice, installFakeSpeech } from "../reading/testing/fake-speech";
import { createPendingStore, pendingKey } from "./autosave/pending-store";
import { EditorPage } from "./EditorPage";
import { buildPages, documentOf } from "./test-documents";

vi.mock("../../api/client", () => ({
  api: {
    getDocument: vi.fn(),
    saveBlocks: vi.fn(),
    updateDocument: vi.fn(),
    formatCitations: vi.fn(),
    trashDocument: vi.fn(),
    accountUsage: vi.fn(),
    summarizeDocument: vi.fn(),
  },
}));
vi.mock("../../documents/import-export/upload-import", () => ({ uploadImport: vi.fn() }));

const user = testUser();
const userEvent = userEventLib.setup({ delay: null, applyAccept: false });
const SLOW = { timeout: 15_000 };
const SENTENCES = ["The mill opened in spring.", "Weavers came from the valley."];

const summaryUsage = (allowedUsage: number): FeatureUsage =>
  ({ feature: "Summary", allowedUsage, usageCount: 0, topUp: 0, topUpUsed: 0, exhausted: false, entitled: true }) as FeatureUsage;

const renderAt = () => {
  const router = createMemoryRouter([{ path: "/writing/app", element: <EditorPage /> }], { initialEntries: ["/writing/app"] });
  return renderWithProviders(<RouterProvider router={router} />);
};

const openEditor = async () => {
  renderAt();
  await screen.findByRole("heading", { name: "Essay", level: 2 }, SLOW);
  await screen.findByText(SENTENCES[0] ?? "", {}, SLOW);
};

const openOptions = async () => {
  await userEvent.click(screen.getByRole("button", { name: "Document options" }));
  return screen.findByRole("menu", {}, SLOW);
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(LAST_DOCUMENT_KEY, "doc-1");
  vi.mocked(api.getDocument)
    .mockReset()
    .mockResolvedValue(documentOf("doc-1", "Essay", SENTENCES));
  vi.mocked(api.saveBlocks).mockReset().mockResolvedValue({ version: 4, updatedAt: "2025-01-02T00:00:00.000Z" });
  vi.mocked(api.accountUsage)
    .mockReset()
    .mockResolvedValue({ features: [summaryUsage(50)] });
  vi.mocked(api.summarizeDocument).mockReset();
  vi.mocked(uploadImport).mockReset();
  sessionStore.set({ accessToken: "a", refreshToken: "r", accessTokenExpiresAt: "2099-01-01T00:00:00.000Z", user });
});
afterEach(() => sessionStore.clear());

describe("EditorPage reading tools", { timeout: 30_000 }, () => {
  it("reads aloud from the page, and Delete is blocked while it reads", async () => {
    const { synthesis, uninstall } = installFakeSpeech();
    try {
      synthesis.voices = [fakeVoice("US English", "en-US")];
      await openEditor();
      await userEvent.click(screen.getByTestId("read-aloud-toggle"));
      await waitFor(() => expect(synthesis.spoken.map((utterance) => utterance.text)).toEqual([SENTENCES[0]]), SLOW);
      await openOptions();
      expect(screen.getByRole("menuitem", { name: /Delete/ }).getAttribute("aria-disabled")).toBe("true");
      await userEvent.keyboard("{Escape}");
      await userEvent.click(screen.getByTestId("read-aloud-stop"));
      await openOptions();
      expect(screen.getByRole("menuitem", { name: /Delete/ }).getAttribute("aria-disabled")).toBeNull();
    } finally {
      uninstall();
    }
  });

  it("offers the teleprompter and compares the loaded document with the current one", async () => {
    await openEditor();
    expect(screen.getByTestId("teleprompter-open")).toBeTruthy();
    await userEvent.click(screen.getByTestId("compare-open"));
    const rows = await screen.findAllByTestId("compare-row", {}, SLOW);
    expect(rows.map((row) => row.getAttribute("data-block-status"))).toEqual(["unchanged", "unchanged"]);
    expect(rows[1]?.querySelector('[data-side="before"]')?.textContent).toBe(SENTENCES[1]);
  });

  it("shows the server's summary when the account has the summary engine", async () => {
    vi.mocked(api.summarizeDocument).mockResolvedValue({
      sentences: [{ blockId: "b", sentenceIndex: 0, start: 0, end: 5, text: "The gist.", score: 1 }],
      summary: "The gist.",
      sentenceCount: 6,
    });
    await openEditor();
    await userEvent.click(await screen.findByTestId("summary-open", {}, SLOW));
    expect(await screen.findByText("The gist.", {}, SLOW)).toBeTruthy();
    expect(api.summarizeDocument).toHaveBeenCalledWith({ body: { docId: "doc-1" } }, expect.anything());
  });

  it("hides Summary when the account has no summary engine", async () => {
    vi.mocked(api.accountUsage).mockResolvedValue({ features: [summaryUsage(0)] });
    await openEditor();
    await waitFor(() => expect(api.accountUsage).toHaveBeenCalled());
    expect(screen.queryByTestId("summary-open")).toBeNull();
  });
});

describe("EditorPage import", { timeout: 30_000 }, () => {
  it("overwrites the open document: the imported content opens and unsaved edits are dropped", async () => {
    const stored = documentOf("doc-1", "Essay", SENTENCES);
    const overwritten = documentOf("doc-1", "Essay", ["Imported paragraph."], 9);
    vi.mocked(api.getDocument).mockResolvedValue(stored);
    vi.mocked(uploadImport).mockResolvedValue(overwritten);
    // An edit a previous visit could not save, still unsaved (the save never answers).
    const pending = createPendingStore(localStorage, pendingKey(user.id, "doc-1"));
    const local = buildPages(["Typed before the import."]);
    const edited = [{ blocks: [...(stored.pages[0]?.blocks ?? []), ...(local[0]?.blocks ?? [])] }];
    pending.write({ baseVersion: 3, changes: changedBlocks(stored.pages, edited), savedAt: "" });
    vi.mocked(api.saveBlocks).mockImplementation(() => new Promise(() => undefined));
    await openEditor();
    expect(await screen.findByText("Typed before the import.", {}, SLOW)).toBeTruthy();
    await openOptions();
    await userEvent.click(screen.getByRole("menuitem", { name: "Import…" }));
    await userEvent.upload(
      screen.getByLabelText<HTMLInputElement>("Choose a file to import"),
      new File(["text"], "notes.txt", { type: "text/plain" }),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Overwrite" }, SLOW));
    expect(await screen.findByText("Imported paragraph.", {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(SENTENCES[0] ?? "")).toBeNull();
    expect(screen.queryByText("Typed before the import.")).toBeNull();
    expect(vi.mocked(uploadImport).mock.calls[0]?.[0]).toMatchObject({ mode: "overwrite", docId: "doc-1" });
    expect(pending.read()).toBeNull();
    expect(api.getDocument).toHaveBeenCalledOnce();
  });
});
