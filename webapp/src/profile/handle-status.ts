import { ERROR_MESSAGES } from "@wordloom/shared/api";
import { HANDLE_RULE_MESSAGE, isValidHandle } from "@wordloom/shared/rules";

/** Where the live screen-name check stands. */
export type HandleStatus =
  | { kind: "unchanged" }
  | { kind: "removed" }
  | { kind: "typing" }
  | { kind: "invalid" }
  | { kind: "checking" }
  | { kind: "available" }
  | { kind: "taken" }
  | { kind: "unknown" };

/** What can be said without asking the server, or null when the server must be asked. */
export const localHandleStatus = (handle: string, current: string | null): HandleStatus | null => {
  if (handle === (current ?? "")) {
    return { kind: "unchanged" };
  }
  if (handle === "") {
    return { kind: "removed" };
  }
  return isValidHandle(handle) ? null : { kind: "invalid" };
};

export const HANDLE_AVAILABLE_MESSAGE = "Available";
export const HANDLE_CHECKING_MESSAGE = "Checking availability…";
const HANDLE_UNKNOWN_MESSAGE = "Could not check the screen name right now. It is checked again when you save.";
const HANDLE_REMOVED_MESSAGE = "Your screen name will be removed when you save.";

/** How a status shows on the field. */
export const handleStatusMessage = (status: HandleStatus): { message?: string; state: "none" | "success" | "error" | "warning" } => {
  switch (status.kind) {
    case "invalid":
      return { message: HANDLE_RULE_MESSAGE, state: "error" };
    case "taken":
      return { message: ERROR_MESSAGES.HANDLE_TAKEN, state: "error" };
    case "available":
      return { message: HANDLE_AVAILABLE_MESSAGE, state: "success" };
    case "checking":
      return { message: HANDLE_CHECKING_MESSAGE, state: "none" };
    case "unknown":
      return { message: HANDLE_UNKNOWN_MESSAGE, state: "warning" };
    case "removed":
      return { message: HANDLE_REMOVED_MESSAGE, state: "warning" };
    case "unchanged":
    case "typing":
      return { state: "none" };
  }
};

/** A screen name that certainly cannot be saved. */
export const blocksSaving = (status: HandleStatus) => status.kind === "invalid" || status.kind === "taken";
