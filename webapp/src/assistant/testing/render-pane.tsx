import { configure } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderWithProviders } from "../../test/render";
import { AppToaster } from "../../ui/AppToaster";

// Fluent's first render is slow under jsdom on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

/** Renders assistant UI with the app's providers and its toaster (for the info toasts). */
export const renderPane = (ui: ReactElement) =>
  renderWithProviders(
    <>
      <AppToaster />
      {ui}
    </>,
  );
