import { screen, waitFor } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import { api } from "../api/client";
import { sessionStore } from "../api/session";
import { decodeSignedInMessage, type OfficeDialogApi } from "../msword/public/office-sign-in";
import { renderWithProviders } from "../test/render";
import { testUser } from "../test/user";
import { MsoAuthPage, NOT_IN_DIALOG_MESSAGE, SIGNED_IN_MESSAGE } from "./MsoAuthPage";

vi.mock("../api/client", () => ({ api: { signIn: vi.fn() } }));

const userEvent = userEventLib.setup({ delay: null });
const session = { accessToken: "a", refreshToken: "r", accessTokenExpiresAt: "2099-01-01T00:00:00.000Z", user: testUser() };

const dialogWith = (supportsTargetOrigin: boolean) => {
  const messageParent = vi.fn<OfficeDialogApi["messageParent"]>();
  const dialog: OfficeDialogApi = { messageParent, supportsTargetOrigin };
  return { dialog, messageParent, load: async () => dialog };
};

const signIn = async () => {
  await userEvent.type(await screen.findByLabelText(/E-mail/), "ada@example.com");
  await userEvent.type(screen.getByLabelText(/Password/), "correct horse battery staple");
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
};

afterEach(() => {
  vi.mocked(api.signIn).mockReset();
  sessionStore.clear();
});

describe("/mso-auth (the add-in's sign-in dialog)", { timeout: 15_000 }, () => {
  it("signs in and hands the session to the pane on this page's origin only, keeping none itself", async () => {
    vi.mocked(api.signIn).mockResolvedValue(session);
    const { load, messageParent } = dialogWith(true);
    renderWithProviders(<MsoAuthPage loadDialog={load} />);
    await signIn();
    expect(await screen.findByText(SIGNED_IN_MESSAGE)).toBeTruthy();
    expect(api.signIn).toHaveBeenCalledWith({ body: { email: "ada@example.com", password: "correct horse battery staple" } });
    const [message, options] = messageParent.mock.calls[0] ?? [];
    expect(decodeSignedInMessage(String(message))).toEqual(session);
    expect(options).toEqual({ targetOrigin: window.location.origin });
    expect(sessionStore.get()).toBeNull();
  });

  it("falls back to messageParent's same-domain default without DialogOrigin 1.1", async () => {
    vi.mocked(api.signIn).mockResolvedValue(session);
    const { load, messageParent } = dialogWith(false);
    renderWithProviders(<MsoAuthPage loadDialog={load} />);
    await signIn();
    await waitFor(() => expect(messageParent).toHaveBeenCalledTimes(1));
    expect(messageParent.mock.calls[0]).toHaveLength(1);
  });

  it("shows the server's message when sign-in fails and sends nothing", async () => {
    vi.mocked(api.signIn).mockRejectedValue(new ApiError(401, "INVALID_CREDENTIALS", "E-mail or password is incorrect."));
    const { load, messageParent } = dialogWith(true);
    renderWithProviders(<MsoAuthPage loadDialog={load} />);
    await signIn();
    expect(await screen.findByText("E-mail or password is incorrect.")).toBeTruthy();
    expect(messageParent).not.toHaveBeenCalled();
  });

  it("explains itself when opened outside an Office dialog", async () => {
    renderWithProviders(<MsoAuthPage loadDialog={async () => null} />);
    expect(await screen.findByText(NOT_IN_DIALOG_MESSAGE)).toBeTruthy();
  });
});
