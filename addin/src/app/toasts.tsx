import { Toast, ToastTitle, useToastController, type ToastIntent } from "@fluentui/react-components";
import { useCallback } from "react";
import { ADDIN_DEFAULTS } from "./defaults";

export const PANE_TOASTER_ID = "wordloom-pane-toaster";

/** Shows a toast that closes after 5 s (the add-in's toast timing, spec document 1 §9). */
export const useNotify = () => {
  const { dispatchToast } = useToastController(PANE_TOASTER_ID);
  return useCallback(
    (message: string, intent: ToastIntent = "info") =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent, timeout: ADDIN_DEFAULTS.toastTimeoutMs },
      ),
    [dispatchToast],
  );
};
