import { FluentProvider, Toaster, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADDIN_DEFAULTS } from "./defaults";
import { PANE_TOASTER_ID, useNotify } from "./toasts";

const Notifier = () => {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify("There was a problem. Please retry.", "error")}>
      Notify
    </button>
  );
};

describe("the pane's toasts", () => {
  it("close on their own after 5 s", async () => {
    expect(ADDIN_DEFAULTS.toastTimeoutMs).toBe(5_000);
    const { container } = render(
      <FluentProvider theme={webLightTheme}>
        <Notifier />
        <Toaster toasterId={PANE_TOASTER_ID} />
      </FluentProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    expect(await screen.findByText("There was a problem. Please retry.")).toBeTruthy();

    // Fluent times a toast with a CSS animation of the toast's timeout; its end dismisses the toast.
    const timer = container.ownerDocument.querySelector<HTMLElement>("[data-timer-status]");
    expect(timer?.style.animationDuration).toBe("5000ms");
    expect(timer?.dataset.timerStatus).toBe("running");
    fireEvent.animationEnd(timer as HTMLElement);
    await waitFor(() => expect(screen.queryByText("There was a problem. Please retry.")).toBeNull());
  });
});
