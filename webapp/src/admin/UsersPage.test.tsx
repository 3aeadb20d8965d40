import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminApi } from "./admin-client";
import { userFixture } from "./test-fixtures";
import { UsersPage } from "./UsersPage";

const ui = userEvent.setup({ delay: null });

vi.mock("./admin-client", () => ({ adminApi: { adminListUsers: vi.fn(), adminUpdateUser: vi.fn() } }));

const ShowLocation = () => {
  const location = useLocation();
  return <p data-testid="location">{location.search}</p>;
};

const renderPage = (path = "/admin/users") => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <UsersPage />
          <ShowLocation />
        </MemoryRouter>
      </QueryClientProvider>
    </FluentProvider>,
  );
};

const listQueries = () => vi.mocked(adminApi.adminListUsers).mock.calls.map(([input]) => input?.query);

afterEach(() => vi.mocked(adminApi.adminListUsers).mockReset());

describe("UsersPage", () => {
  it("lists a page of users from the server with paging", async () => {
    vi.mocked(adminApi.adminListUsers).mockImplementation(async (input) => ({
      items: [userFixture({ email: `page${input?.query?.page ?? 1}@example.com` })],
      total: 45,
      page: Number(input?.query?.page ?? 1),
      limit: 20,
    }));
    renderPage();
    expect(await screen.findByText("page1@example.com")).toBeTruthy();
    expect(screen.getByText("Showing 1–20 of 45")).toBeTruthy();
    await ui.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("page2@example.com")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("?page=2");
    expect(listQueries()).toEqual([
      { page: 1, limit: 20, q: undefined },
      { page: 2, limit: 20, q: undefined },
    ]);
  });

  it("searches once typing pauses, from page 1, and keeps the search in the URL", async () => {
    vi.mocked(adminApi.adminListUsers).mockResolvedValue({ items: [userFixture()], total: 1, page: 1, limit: 20 });
    renderPage("/admin/users?page=3");
    await screen.findByText("ada@example.com");
    await ui.type(screen.getByRole("searchbox", { name: "Search users" }), "ada");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("?q=ada"));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ page: 1, limit: 20, q: "ada" }));
    expect(listQueries()).toEqual([
      { page: 3, limit: 20, q: undefined },
      { page: 1, limit: 20, q: "ada" },
    ]);
  });

  it("starts from the search in the URL", async () => {
    vi.mocked(adminApi.adminListUsers).mockResolvedValue({ items: [], total: 0, page: 1, limit: 20 });
    renderPage("/admin/users?q=nobody");
    expect(await screen.findByText("No users match “nobody”.")).toBeTruthy();
    expect((screen.getByRole("searchbox", { name: "Search users" }) as HTMLInputElement).value).toBe("nobody");
  });
});
