import { useEffect } from "react";
import { toastQueue } from "../ui/toasts";

/**
 * Registers the service worker that caches the app shell (installable PWA) and offers a reload
 * when a new version is waiting. API responses are never cached.
 */
export const UpdatePrompt = () => {
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
          toastQueue.push({
            message: "A new version of Wordloom is ready.",
            intent: "info",
            timeout: -1,
            action: { label: "Reload", onClick: () => workbox.messageSkipWaiting() },
          });
        });
        void workbox.register();
      })
      .catch(() => {
        // Offline before the chunk arrived: the app works without the service worker; the next visit registers it.
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
};
