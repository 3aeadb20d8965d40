import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import { adminApi } from "./admin-client";
import { AdminLoginPage } from "./AdminLoginPage";
import { adminSessionStore } from "./admin-session";
import { adminSessionFixture } from "./test-fixtures";

/** No delay between keystrokes: the tests do not depend on typing speed. */
const ui = userEvent.setup({ delay: null });

vi.mock("./admin-client", () => ({ adminApi: { adminSignIn: vi.fn() } }));

const ShowLocation = () => {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
};

const renderLogin = (path = "/admin/login") =>
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route path="*" element={<ShowLocation />} />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );

const signIn = async () => {
  await ui.type(screen.getByLabelText(/E-mail/), "root@wordloom.test");
  await ui.type(screen.getByLabelText(/Password/), "wrong password");
  await ui.click(screen.getByRole("button", { name: "Sign in" }));
};

afterEach(() => {
  vi.mocked(adminApi.adminSignIn).mockReset();
  act(() => adminSessionStore.clear("signed-out"));
});

describe("AdminLoginPage", () => {
  it("shows the server's message when sign-in is refused", async () => {
    vi.mocked(adminApi.adminSignIn).mockRejectedValue(new ApiError(401, "INVALID_CREDENTIALS", "E-mail or password is incorrect."));
    renderLogin();
    await signIn();
    expect(await screen.findByText("E-mail or password is incorrect.")).toBeTruthy();
    expect(adminApi.adminSignIn).toHaveBeenCalledWith({ body: { email: "root@wordloom.test", password: "wrong password" } });
    expect(adminSessionStore.get()).toBeNull();
  });

  it("shows the rate-limit message on 429", async () => {
    const message = "Too many attempts. Please try again in 60 seconds.";
    vi.mocked(adminApi.adminSignIn).mockRejectedValue(new ApiError(429, "RATE_LIMITED", message, { retryAfterSeconds: 60 }));
    renderLogin();
    await signIn();
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("keeps the admin session and goes to the admin page named by next", async () => {
    const { admin, accessToken, accessTokenExpiresAt } = adminSessionFixture();
    vi.mocked(adminApi.adminSignIn).mockResolvedValue({ admin, accessToken, accessTokenExpiresAt });
    renderLogin(`/admin/login?next=${encodeURIComponent("/admin/users?q=ada")}`);
    await signIn();
    expect((await screen.findByTestId("location")).textContent).toBe("/admin/users?q=ada");
    expect(adminSessionStore.get()?.accessToken).toBe(accessToken);
  });

  it("ignores a next that leaves the admin area", async () => {
    const { admin, accessToken, accessTokenExpiresAt } = adminSessionFixture();
    vi.mocked(adminApi.adminSignIn).mockResolvedValue({ admin, accessToken, accessTokenExpiresAt });
    renderLogin(`/admin/login?next=${encodeURIComponent("https://evil.example/")}`);
    await signIn();
    expect((await screen.findByTestId("location")).textContent).toBe("/admin/users");
  });

  it("says why when the admin session ended", () => {
    act(() => adminSessionStore.clear("expired"));
    renderLogin();
    expect(screen.getByText("Your admin session has ended. Please sign in again.")).toBeTruthy();
  });
});
