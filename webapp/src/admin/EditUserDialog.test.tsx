import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminApi } from "./admin-client";
import { EditUserDialog } from "./EditUserDialog";
import { userFixture } from "./test-fixtures";

/** No delay between keystrokes: the tests do not depend on typing speed. */
const ui = userEvent.setup({ delay: null });

vi.mock("./admin-client", () => ({ adminApi: { adminUpdateUser: vi.fn() } }));

const renderDialog = (onClose = vi.fn()) => {
  const user = userFixture();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={queryClient}>
        <EditUserDialog user={user} onClose={onClose} />
      </QueryClientProvider>
    </FluentProvider>,
  );
  return { user, onClose };
};

afterEach(() => vi.mocked(adminApi.adminUpdateUser).mockReset());

describe("EditUserDialog", () => {
  it("starts from the user's plan with Save disabled", async () => {
    renderDialog();
    await screen.findByRole("dialog");
    expect((screen.getByLabelText("Subscription product") as HTMLSelectElement).value).toBe("writing");
    expect((screen.getByRole("checkbox", { name: "Legal" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true);
  });

  it("sends only the changed fields, then closes", async () => {
    const { user, onClose } = renderDialog();
    vi.mocked(adminApi.adminUpdateUser).mockResolvedValue({ ...user, subscriptionType: "gold", addons: ["contentPlanner", "legal"] });
    await screen.findByRole("dialog");
    await ui.selectOptions(screen.getByLabelText("Subscription tier"), "gold");
    await ui.click(screen.getByRole("checkbox", { name: "Content planner" }));
    await ui.selectOptions(screen.getByLabelText("Role"), "TeamAdmin");
    await ui.selectOptions(screen.getByLabelText("Role"), "Member");
    await ui.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(adminApi.adminUpdateUser).toHaveBeenCalledTimes(1);
    expect(adminApi.adminUpdateUser).toHaveBeenCalledWith({
      params: { id: user.id },
      body: { subscriptionType: "gold", addons: ["contentPlanner", "legal"] },
    });
  });

  it("stays open when the server refuses the change", async () => {
    const { onClose } = renderDialog();
    vi.mocked(adminApi.adminUpdateUser).mockRejectedValue(new Error("offline"));
    await screen.findByRole("dialog");
    await ui.selectOptions(screen.getByLabelText("Account type"), "corporate");
    await ui.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(adminApi.adminUpdateUser).toHaveBeenCalledWith({ params: { id: userFixture().id }, body: { accountType: "corporate" } }),
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
  });
});
