import { Button, Toast, ToastTitle, ToastTrigger, useToastController } from "@fluentui/react-components";
import { useEffect } from "react";
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
    let cancelled = false;
    // workbox-window is not needed for the first screen: it loads afterwards, in its own chunk.
    import("workbox-window")
      .then(({ Workbox }) => {
        if (cancelled) {
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
      })
      .catch(() => {
        // Offline before the chunk arrived: the app works without the service worker; the next visit registers it.
      });
    return () => {
      cancelled = true;
    };
  }, [dispatchToast]);
  return null;
};
