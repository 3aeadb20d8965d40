import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { AppToaster } from "./AppToaster";
import { toastQueue, useNotify } from "./toasts";

const NotifyButton = () => {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify("Document renamed.", "success", "It is saved.")}>
      Rename
    </button>
  );
};

describe("AppToaster", () => {
  it("loads Fluent's toaster with the first toast and shows it, then each later one", async () => {
    const { container } = renderWithProviders(
      <>
        <AppToaster />
        <NotifyButton />
      </>,
    );
    expect(container.querySelector(".fui-Toaster")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Rename" }));
    expect(await screen.findByText("It is saved.")).toBeTruthy();
    expect(screen.getAllByText("Document renamed.").length).toBeGreaterThan(0);
    act(() => toastQueue.push({ message: "Second toast", intent: "info" }));
    expect((await screen.findAllByText("Second toast")).length).toBeGreaterThan(0);
    expect(toastQueue.size()).toBe(0);
  });

  it("shows a toast asked for before it rendered, with its action", async () => {
    const onClick = vi.fn();
    toastQueue.push({ message: "A new version of Wordloom is ready.", intent: "info", timeout: -1, action: { label: "Reload", onClick } });
    renderWithProviders(<AppToaster />);
    await userEvent.click(await screen.findByRole("button", { name: "Reload" }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
