import { Toast, ToastBody, ToastTitle, useToastController, type ToastIntent } from "@fluentui/react-components";
import { useCallback } from "react";

export const TOASTER_ID = "wordloom-toaster";
/** Spec document 1 §9: toasts stay 10 seconds. */
const TOAST_DURATION_MS = 10_000;

/** Shows a toast: `notify("Deleted successfully.", "success")`. */
export const useNotify = () => {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return useCallback(
    (message: string, intent: ToastIntent = "info", body?: string) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
          {body ? <ToastBody>{body}</ToastBody> : null}
        </Toast>,
        { intent, timeout: TOAST_DURATION_MS },
      ),
    [dispatchToast],
  );
};
