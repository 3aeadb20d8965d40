import { decodeSignedInMessage, MSO_AUTH_PATH } from "../bridge";
import type { AuthResult } from "@wordloom/shared/model";

/** Dialog API error codes (learn.microsoft.com dialog-handle-errors-events). */
export const DIALOG_ERRORS = {
  wrongDomain: 12004,
  notHttps: 12005,
  closed: 12006,
  alreadyOpen: 12007,
  popupBlocked: 12009,
  popupBlockedBrowser: 12011,
} as const;

export class SignInDialogError extends Error {
  constructor(readonly code: number) {
    super(`sign-in dialog error ${code}`);
    this.name = "SignInDialogError";
  }
}

/** What the user reads when the dialog fails. */
export const dialogErrorMessage = (code: number): string => {
  switch (code) {
    case DIALOG_ERRORS.closed:
      return "The sign-in window was closed before you signed in.";
    case DIALOG_ERRORS.alreadyOpen:
      return "A sign-in window is already open.";
    case DIALOG_ERRORS.popupBlocked:
    case DIALOG_ERRORS.popupBlockedBrowser:
      return "The sign-in window was blocked. Allow pop-ups for Word and try again.";
    default:
      return "The sign-in window could not be opened. Please retry.";
  }
};

type DialogArgs = { message: string; origin: string | undefined } | { error: number };

/** The parts of Office the sign-in uses (Office.context.ui, Office.EventType, Office.AsyncResultStatus). */
export interface DialogHost {
  displayDialogAsync(url: string, options: Office.DialogOptions, callback: (result: Office.AsyncResult<Office.Dialog>) => void): void;
  eventTypes: { DialogMessageReceived: Office.EventType; DialogEventReceived: Office.EventType };
  failedStatus: Office.AsyncResultStatus;
}

/** The dialog host of the running Office. */
export const officeDialogHost = (): DialogHost => ({
  displayDialogAsync: (url, options, callback) => Office.context.ui.displayDialogAsync(url, options, callback),
  eventTypes: { DialogMessageReceived: Office.EventType.DialogMessageReceived, DialogEventReceived: Office.EventType.DialogEventReceived },
  failedStatus: Office.AsyncResultStatus.Failed,
});

/** Size in percent of the screen: room for the sign-in form. */
const DIALOG_SIZE = { height: 60, width: 30 };

/**
 * Opens /mso-auth on the pane's own origin in an Office dialog (the dialog API's first URL must
 * be on the pane's domain and HTTPS) and resolves with the session it hands back through
 * messageParent. Messages from another origin or of another shape are ignored; closing the dialog
 * or any dialog error rejects with a SignInDialogError.
 */
export const openSignInDialog = (host: DialogHost, origin: string): Promise<AuthResult> =>
  new Promise((resolve, reject) => {
    host.displayDialogAsync(`${origin}${MSO_AUTH_PATH}`, DIALOG_SIZE, (result) => {
      if (result.status === host.failedStatus) {
        reject(new SignInDialogError(result.error.code));
        return;
      }
      const dialog = result.value;
      dialog.addEventHandler(host.eventTypes.DialogMessageReceived, (args: DialogArgs) => {
        if ("error" in args || (args.origin !== undefined && args.origin !== origin)) {
          return;
        }
        const session = decodeSignedInMessage(args.message);
        if (session) {
          dialog.close();
          resolve(session);
        }
      });
      dialog.addEventHandler(host.eventTypes.DialogEventReceived, (args: DialogArgs) => {
        reject(new SignInDialogError("error" in args ? args.error : DIALOG_ERRORS.closed));
      });
    });
  });
