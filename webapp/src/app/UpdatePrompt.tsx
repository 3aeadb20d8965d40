import { Button, Toast, ToastTitle, ToastTrigger, useToastController } from "@fluentui/react-components";
import { useEffect } from "react";
import { Workbox } from "workbox-window";
import { TOASTER_ID } from "../ui/toasts";

/**
 * Registers the service worker that caches the app shell (installable PWA) and offers a reload
 * when a new version is waiting. API responses are never cached.
 */
export const UpdatePrompt = () => {
  const { dispatchToast } = useToastController(TOASTER_ID);
  useEffect(() => {
    if (!("serviceWorker" in navigator) || import.meta.env.DEV) {
      return;
    }
    const workbox = new Workbox("/sw.js", { scope: "/" });
    workbox.addEventListener("waiting", () => {
      workbox.addEventListener("controlling", () => window.location.reload());
      dispatchToast(
        <Toast>
          <ToastTitle
            action={
              <ToastTrigger>
                <Button appearance="primary" size="small" onClick={() => workbox.messageSkipWaiting()}>
                  Reload
                </Button>
              </ToastTrigger>
            }
          >
            A new version of Wordloom is ready.
          </ToastTitle>
        </Toast>,
        { intent: "info", timeout: -1 },
      );
    });
    void workbox.register();
  }, [dispatchToast]);
  return null;
};
