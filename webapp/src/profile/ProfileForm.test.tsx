import { act, screen, waitFor } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, ERROR_MESSAGES } from "@wordloom/shared/api";
import type { User } from "@wordloom/shared/model";
import { HANDLE_RULE_MESSAGE } from "@wordloom/shared/rules";
import { api } from "../api/client";
import { sessionStore } from "../api/session";
import { HANDLE_AVAILABLE_MESSAGE, HANDLE_CHECKING_MESSAGE } from "./handle-status";
import { ProfileForm } from "./ProfileForm";
import { deferred, renderWithProviders } from "../test/render";
import { testUser } from "../test/user";

vi.mock("../api/client", () => ({
  api: { handleAvailability: vi.fn(), updateProfile: vi.fn(), me: vi.fn() },
}));

type Availability = Awaited<ReturnType<typeof api.handleAvailability>>;
const SETTLE = { timeout: 2000 };
const userEvent = userEventLib.setup({ delay: null });
/** Fluent\'s first render and the 500 ms debounce are slow under jsdom on a busy machine. */
const SLOW_UI_TIMEOUT_MS = 15_000;

const user = testUser({ handle: "ada" });
const handleInput = () => screen.getByRole("textbox", { name: "Screen name" });
const saveButton = () => screen.getByRole("button", { name: "Save" });

const typeHandle = async (value: string) => {
  await userEvent.clear(handleInput());
  await userEvent.type(handleInput(), value);
};

beforeEach(() => {
  vi.mocked(api.handleAvailability).mockReset();
  vi.mocked(api.updateProfile).mockReset();
  sessionStore.set({ accessToken: "a", refreshToken: "r", accessTokenExpiresAt: "2099-01-01T00:00:00.000Z", user });
});
afterEach(() => sessionStore.clear());

describe("screen name field", { timeout: SLOW_UI_TIMEOUT_MS }, () => {
  it("asks nothing while the screen name is unchanged", async () => {
    renderWithProviders(<ProfileForm user={user} />);
    expect(handleInput()).toHaveProperty("value", "ada");
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.handleAvailability).not.toHaveBeenCalled();
    expect(saveButton()).toHaveProperty("disabled", true);
  });

  it("shows the rule for an invalid name without asking the server", async () => {
    renderWithProviders(<ProfileForm user={user} />);
    await typeHandle("a!");
    expect(await screen.findByText(HANDLE_RULE_MESSAGE, {}, SETTLE)).toBeTruthy();
    expect(api.handleAvailability).not.toHaveBeenCalled();
    expect(saveButton()).toHaveProperty("disabled", true);
  });

  it("checks once typing pauses, then shows Available", async () => {
    const answer = deferred<Availability>();
    vi.mocked(api.handleAvailability).mockReturnValue(answer.promise);
    renderWithProviders(<ProfileForm user={user} />);
    await typeHandle("ada.writes");
    expect(await screen.findByText(HANDLE_CHECKING_MESSAGE, {}, SETTLE)).toBeTruthy();
    // Debounced: one request for the final value, not one per keystroke.
    expect(api.handleAvailability).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api.handleAvailability).mock.calls[0]?.[0]).toEqual({ query: { handle: "ada.writes" } });
    await act(async () => answer.resolve({ handle: "ada.writes", valid: true, available: true }));
    expect(await screen.findByText(HANDLE_AVAILABLE_MESSAGE)).toBeTruthy();
    expect(saveButton()).toHaveProperty("disabled", false);
  });

  it("shows Taken when somebody else has the name, and blocks saving", async () => {
    vi.mocked(api.handleAvailability).mockResolvedValue({ handle: "grace", valid: true, available: false });
    renderWithProviders(<ProfileForm user={user} />);
    await typeHandle("grace");
    expect(await screen.findByText(ERROR_MESSAGES.HANDLE_TAKEN, {}, SETTLE)).toBeTruthy();
    expect(saveButton()).toHaveProperty("disabled", true);
  });

  it("shows the rule when the server finds the name invalid", async () => {
    vi.mocked(api.handleAvailability).mockResolvedValue({ handle: "reserved", valid: false, available: false });
    renderWithProviders(<ProfileForm user={user} />);
    await typeHandle("reserved");
    expect(await screen.findByText(HANDLE_RULE_MESSAGE, {}, SETTLE)).toBeTruthy();
  });
});

describe("saving the profile", { timeout: SLOW_UI_TIMEOUT_MS }, () => {
  it("shows the conflict on the screen name when the name was taken meanwhile (409)", async () => {
    vi.mocked(api.handleAvailability).mockResolvedValue({ handle: "grace", valid: true, available: true });
    vi.mocked(api.updateProfile).mockRejectedValue(new ApiError(409, "HANDLE_TAKEN", ERROR_MESSAGES.HANDLE_TAKEN));
    renderWithProviders(<ProfileForm user={user} />);
    await typeHandle("grace");
    await screen.findByText(HANDLE_AVAILABLE_MESSAGE, {}, SETTLE);
    await userEvent.click(saveButton());
    expect(vi.mocked(api.updateProfile).mock.calls[0]?.[0]).toEqual({ body: { handle: "grace" } });
    expect(await screen.findByText(ERROR_MESSAGES.HANDLE_TAKEN)).toBeTruthy();
    expect(screen.queryByText(HANDLE_AVAILABLE_MESSAGE)).toBeNull();
  });

  it("puts 400 field issues on their fields", async () => {
    vi.mocked(api.updateProfile).mockRejectedValue(
      new ApiError(400, "VALIDATION_FAILED", ERROR_MESSAGES.VALIDATION_FAILED, {
        issues: [{ path: ["body", "about"], message: "Must be plain text" }],
      }),
    );
    renderWithProviders(<ProfileForm user={user} />);
    await userEvent.type(screen.getByRole("textbox", { name: "About" }), "Hello");
    await userEvent.click(saveButton());
    expect(await screen.findByText("Must be plain text")).toBeTruthy();
  });

  it("checks names before sending", async () => {
    renderWithProviders(<ProfileForm user={user} />);
    await userEvent.clear(screen.getByRole("textbox", { name: /First name/ }));
    await userEvent.click(saveButton());
    expect(await screen.findByText("Required")).toBeTruthy();
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it("sends only the changes, then updates the session user and the me query", async () => {
    const saved: User = { ...user, fname: "Augusta", about: "Mathematician" };
    vi.mocked(api.updateProfile).mockResolvedValue(saved);
    const { queryClient } = renderWithProviders(<ProfileForm user={user} />);
    const firstName = screen.getByRole("textbox", { name: /First name/ });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, "Augusta");
    await userEvent.type(screen.getByRole("textbox", { name: "About" }), "Mathematician");
    await userEvent.click(saveButton());
    await waitFor(() => expect(sessionStore.get()?.user.fname).toBe("Augusta"));
    expect(vi.mocked(api.updateProfile).mock.calls[0]?.[0]).toEqual({ body: { fname: "Augusta", about: "Mathematician" } });
    expect(queryClient.getQueryData(["me"])).toEqual(saved);
  });
});
