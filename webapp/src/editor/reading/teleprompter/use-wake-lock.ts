import { useEffect } from "react";

/**
 * Keeps the screen awake while `active` (Screen Wake Lock API, where the browser has it). The
 * browser drops the lock when the page is hidden, so it is asked for again when the page shows.
 * Released when `active` turns false or the component unmounts. A refusal is ignored: the screen
 * may then sleep, as it would anyway.
 */
export const useWakeLock = (active: boolean): void => {
  useEffect(() => {
    if (!active || typeof navigator === "undefined" || !("wakeLock" in navigator)) {
      return;
    }
    let sentinel: WakeLockSentinel | null = null;
    let closed = false;
    const acquire = async () => {
      try {
        const lock = await navigator.wakeLock.request("screen");
        if (closed) {
          await lock.release();
        } else {
          sentinel = lock;
        }
      } catch {
        // Not allowed (hidden page, permissions policy, battery saver): nothing to release.
      }
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === "visible" && (sentinel === null || sentinel.released)) {
        void acquire();
      }
    };
    void acquire();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      closed = true;
      document.removeEventListener("visibilitychange", onVisibilityChange);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
};
