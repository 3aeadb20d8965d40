import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { adminSessionStore } from "./admin-session";
import { RequireAdmin } from "./RequireAdmin";
import { adminSessionFixture } from "./test-fixtures";

const ShowLocation = () => {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/login" element={<ShowLocation />} />
        <Route
          path="/admin/*"
          element={
            <RequireAdmin>
              <p>Admin content</p>
            </RequireAdmin>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => act(() => adminSessionStore.clear("expired")));

describe("RequireAdmin", () => {
  it("sends the visitor to /admin/login without an admin session, remembering the page", () => {
    act(() => adminSessionStore.clear("expired"));
    renderAt("/admin/users?q=ada");
    expect(screen.queryByText("Admin content")).toBeNull();
    expect(screen.getByTestId("location").textContent).toBe(`/admin/login?next=${encodeURIComponent("/admin/users?q=ada")}`);
  });

  it("shows the admin page with an admin session", () => {
    act(() => adminSessionStore.set(adminSessionFixture()));
    renderAt("/admin/users");
    expect(screen.getByText("Admin content")).toBeTruthy();
  });

  it("goes to /admin/login as soon as the session ends (a 401 clears it)", () => {
    act(() => adminSessionStore.set(adminSessionFixture()));
    renderAt("/admin/users");
    act(() => adminSessionStore.clear("expired"));
    expect(screen.getByTestId("location").textContent).toBe(`/admin/login?next=${encodeURIComponent("/admin/users")}`);
  });

  it("goes to plain /admin/login after signing out", () => {
    act(() => adminSessionStore.set(adminSessionFixture()));
    renderAt("/admin/users");
    act(() => adminSessionStore.clear("signed-out"));
    expect(screen.getByTestId("location").textContent).toBe("/admin/login");
  });
});
