import { Toaster } from "@fluentui/react-components";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { sessionStore } from "../../api/session";
import { renderWithProviders } from "../../test/render";
import { testUser } from "../../test/user";
import { TOASTER_ID } from "../../ui/toasts";

/** Signs a test user in, as the app's session store holds it. */
export const signInTestUser = () =>
  sessionStore.set({ accessToken: "a", refreshToken: "r", accessTokenExpiresAt: "2099-01-01T00:00:00.000Z", user: testUser() });

/** Renders a pane inside a router (at `path`) with the toaster; other paths show their path, so navigation can be asserted. */
export const renderPane = (ui: ReactElement, path = "/writing/app/create/blog") =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Toaster toasterId={TOASTER_ID} />
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<p data-testid="navigated">navigated</p>} />
      </Routes>
    </MemoryRouter>,
  );
