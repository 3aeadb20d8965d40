import { describe, expect, it, vi } from "vitest";
import { testSession } from "../../test/fixtures";
import { encodeSignedInMessage } from "../bridge";
import { DIALOG_ERRORS, dialogErrorMessage, openSignInDialog, SignInDialogError, type DialogHost } from "./sign-in-dialog";

type Handler = (args: { message: string; origin: string | undefined } | { error: number }) => void;

const ORIGIN = "https://word.example.com";

/** A dialog host whose dialog the test drives: raise messages and events as Office would. */
const scriptedHost = (open: "ok" | number = "ok") => {
  const handlers = new Map<string, Handler>();
  const close = vi.fn();
  const urls: string[] = [];
  const host: DialogHost = {
    eventTypes: {
      DialogMessageReceived: "message" as unknown as Office.EventType,
      DialogEventReceived: "event" as unknown as Office.EventType,
    },
    failedStatus: "failed" as unknown as Office.AsyncResultStatus,
    displayDialogAsync: (url, _options, callback) => {
      urls.push(url);
      const result =
        open === "ok"
          ? { status: "succeeded", value: { addEventHandler: (type: string, handler: Handler) => handlers.set(type, handler), close } }
          : { status: "failed", error: { code: open } };
      callback(result as unknown as Office.AsyncResult<Office.Dialog>);
    },
  };
  const raise = (type: "message" | "event", args: Parameters<Handler>[0]) => handlers.get(type)?.(args);
  return { host, raise, close, urls };
};

describe("openSignInDialog", () => {
  it("opens /mso-auth on the pane's origin and resolves with the session the dialog hands back", async () => {
    const { host, raise, close, urls } = scriptedHost();
    const signingIn = openSignInDialog(host, ORIGIN);
    expect(urls).toEqual([`${ORIGIN}/mso-auth`]);
    raise("message", { message: encodeSignedInMessage(testSession()), origin: ORIGIN });
    await expect(signingIn).resolves.toEqual(testSession());
    expect(close).toHaveBeenCalled();
  });

  it("ignores messages from another origin and messages that are not a session", async () => {
    const { host, raise } = scriptedHost();
    const signingIn = openSignInDialog(host, ORIGIN);
    raise("message", { message: encodeSignedInMessage(testSession({ accessToken: "evil" })), origin: "https://evil.example.com" });
    raise("message", { message: '{"hello":1}', origin: ORIGIN });
    raise("message", { message: encodeSignedInMessage(testSession()), origin: ORIGIN });
    await expect(signingIn).resolves.toMatchObject({ accessToken: "access-token" });
  });

  it("rejects when the user closes the dialog, or it cannot open", async () => {
    const closed = scriptedHost();
    const signingIn = openSignInDialog(closed.host, ORIGIN);
    closed.raise("event", { error: DIALOG_ERRORS.closed });
    await expect(signingIn).rejects.toEqual(new SignInDialogError(DIALOG_ERRORS.closed));

    const blocked = scriptedHost(DIALOG_ERRORS.popupBlockedBrowser);
    await expect(openSignInDialog(blocked.host, ORIGIN)).rejects.toMatchObject({ code: 12011 });
    expect(dialogErrorMessage(12011)).toBe("The sign-in window was blocked. Allow pop-ups for Word and try again.");
    expect(dialogErrorMessage(12007)).toBe("A sign-in window is already open.");
  });
});
