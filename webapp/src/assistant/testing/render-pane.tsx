import { Toaster } from "@fluentui/react-components";
import { configure } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderWithProviders } from "../../test/render";
import { TOASTER_ID } from "../../ui/toasts";

// Fluent's first render is slow under jsdom on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

/** Renders assistant UI with the app's providers and its toaster (for the info toasts). */
export const renderPane = (ui: ReactElement) =>
  renderWithProviders(
    <>
      <Toaster toasterId={TOASTER_ID} />
      {ui}
    </>,
  );
