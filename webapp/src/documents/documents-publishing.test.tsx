import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { DocumentSummary } from "@wordloom/shared/model";
import { api } from "../api/client";
import { sessionStore } from "../api/session";
import { renderWithProviders } from "../test/render";
import { testUser } from "../test/user";
import { AppToaster } from "../ui/AppToaster";
import { DocumentsHome } from "./DocumentsHome";

vi.mock("../api/client", () => ({
  api: { listDocuments: vi.fn(), updateVisibility: vi.fn(), trashDocument: vi.fn(), createDocument: vi.fn() },
}));

const userEvent = userEventLib.setup({ delay: null });
const summary = (patch: Partial<DocumentSummary>): DocumentSummary => ({
  id: "3b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3",
  title: "Draft",
  type: "classic",
  category: "General",
  visibility: "private",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  deletedAt: null,
  excerpt: "Text.",
  wordCount: 1,
  ...patch,
});
const DRAFT = summary({});
const POSTED = summary({ id: "4b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3", title: "Posted", visibility: "public" });

const render = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={["/writing/app/list"]}>
      <AppToaster />
      <Routes>
        <Route path="/:product/app/list" element={<DocumentsHome />} />
      </Routes>
    </MemoryRouter>,
  );

const rowMenu = async (title: string) => {
  await userEvent.click(await screen.findByRole("button", { name: `Actions for ${title}` }));
  return screen.findByRole("menu");
};

beforeEach(() => {
  sessionStore.set({
    accessToken: "a",
    refreshToken: "r",
    accessTokenExpiresAt: "2099-01-01T00:00:00.000Z",
    user: testUser({ handle: "ada" }),
  });
  vi.mocked(api.listDocuments).mockResolvedValue({ items: [DRAFT, POSTED], total: 2, page: 1, limit: 20 });
});
afterEach(() => {
  vi.clearAllMocks();
});

describe("the documents list's publishing actions (spec document 2 §4)", () => {
  it("Make Public on a private row asks first, then publishes", async () => {
    vi.mocked(api.updateVisibility).mockResolvedValue({} as never);
    render();
    expect(await screen.findByText("· Public")).toBeTruthy();
    await userEvent.click(within(await rowMenu("Draft")).getByRole("menuitem", { name: "Make Public" }));
    const dialog = await screen.findByRole("dialog", { name: "Make public" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Okay" }));
    await waitFor(() => expect(api.updateVisibility).toHaveBeenCalledWith({ params: { id: DRAFT.id }, body: { visibility: "public" } }));
  }, 20_000);

  it("a public row offers Make Private and refuses Delete with 'This is a public document…'", async () => {
    render();
    const menu = await rowMenu("Posted");
    expect(within(menu).getByRole("menuitem", { name: "Make Private" })).toBeTruthy();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Delete" }));
    expect(await screen.findByText(PUBLISHING_MESSAGES.publicDelete)).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Delete document" })).toBeNull();
    expect(api.trashDocument).not.toHaveBeenCalled();
  }, 20_000);
});
