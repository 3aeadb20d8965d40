import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import { api } from "../../api/client";
import { sessionStore } from "../../api/session";
import { renderWithProviders } from "../../test/render";
import { testUser } from "../../test/user";
import { publicPost } from "../test-data";
import MyPublicPostsPage from "./MyPublicPostsPage";
import SavedPage from "./SavedPage";
import TrendingPage from "./TrendingPage";

vi.mock("../../api/client", () => ({
  api: {
    trendingDocuments: vi.fn(),
    recommendedDocuments: vi.fn(),
    myBookmarks: vi.fn(),
    myPublicDocuments: vi.fn(),
    unbookmarkDocument: vi.fn(),
  },
}));

const userEvent = userEventLib.setup({ delay: null });
const page = (items: ReturnType<typeof publicPost>[], hasMore = false) => ({ items, page: 1, limit: 10, hasMore });

const render = (element: React.ReactElement, path = "/writing/app/x") =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:product/app/x" element={element} />
        <Route path="/:product/app/list" element={<p>Documents home</p>} />
      </Routes>
    </MemoryRouter>,
  );

const login = (product: "writing" | "proof" = "writing") =>
  sessionStore.set({
    accessToken: "a",
    refreshToken: "r",
    accessTokenExpiresAt: "2099-01-01T00:00:00.000Z",
    user: testUser({ selectedProduct: product }),
  });

beforeEach(() => login());
afterEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe("Explore Public Posts screens", () => {
  it("Trending shows cards with cover, title linking to the public article, author, category, reading time and counts", async () => {
    vi.mocked(api.trendingDocuments).mockResolvedValue(page([publicPost()]));
    render(<TrendingPage />);
    const list = await screen.findByRole("list", { name: "Trending" });
    const card = within(list).getByRole("listitem");
    expect(within(card).getByRole("link", { name: "On writing well" }).getAttribute("href")).toBe("/publications/@ada/on-writing-well");
    expect(within(card).getByRole("link", { name: "Ada Lovelace (@ada)" }).getAttribute("href")).toBe("/publications/author/@ada");
    expect(within(card).getByText("Communication")).toBeTruthy();
    expect(within(card).getByText("4 min read")).toBeTruthy();
    expect(within(card).getByLabelText("3 likes")).toBeTruthy();
    expect(within(card).getByLabelText("2 comments")).toBeTruthy();
    expect(card.querySelector("img")?.getAttribute("src")).toBe("/media/covers/c.jpg");
    expect(api.trendingDocuments).toHaveBeenCalledWith({ query: { page: 1, limit: 10 } });
  });

  it("shows the loading state, then the empty state", async () => {
    vi.mocked(api.trendingDocuments).mockResolvedValue(page([]));
    render(<TrendingPage />);
    expect(screen.getByLabelText("Loading posts")).toBeTruthy();
    expect(await screen.findByText("No public posts yet")).toBeTruthy();
  });

  it("shows the server's error with Retry, which loads again", async () => {
    vi.mocked(api.trendingDocuments).mockRejectedValueOnce(new ApiError(503, "INTERNAL", "The server is busy."));
    vi.mocked(api.trendingDocuments).mockResolvedValueOnce(page([publicPost()]));
    render(<TrendingPage />);
    expect(await screen.findByText("The server is busy.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: "On writing well" })).toBeTruthy();
  });

  it("Saved is called Read Later in the proof variant, and Remove takes a post off the list", async () => {
    login("proof");
    vi.mocked(api.myBookmarks)
      .mockResolvedValueOnce(page([publicPost()]))
      .mockResolvedValueOnce(page([]));
    vi.mocked(api.unbookmarkDocument).mockResolvedValue({ bookmarked: false, bookmarks: 0 });
    render(<SavedPage />, "/proof/app/x");
    expect(await screen.findByRole("heading", { name: "Read Later" })).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "Remove On writing well from saved" }));
    expect(api.unbookmarkDocument).toHaveBeenCalledWith({ params: { id: publicPost().id } });
    expect(await screen.findByText("Nothing saved yet")).toBeTruthy();
  });

  it("My Public Posts, when empty, sends the user to the documents to publish one", async () => {
    vi.mocked(api.myPublicDocuments).mockResolvedValue(page([]));
    render(<MyPublicPostsPage />);
    expect(await screen.findByRole("heading", { name: "My Public Posts" })).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "Go to documents" }));
    await waitFor(() => expect(screen.getByText("Documents home")).toBeTruthy());
  });
});
