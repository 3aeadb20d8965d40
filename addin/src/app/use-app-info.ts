import { useEffect, useState } from "react";
import { fetchAddinAppInfo, type AddinAppInfo } from "../bridge";
import { BUILD_VERSION } from "./build-version";
import { ADDIN_DEFAULTS } from "./defaults";

interface AppInfoState {
  info: AddinAppInfo | null;
  /** The server has a newer pane than this one: offer a reload. */
  updateAvailable: boolean;
}

/** A newer version is one the server names that differs from this build ("dev" builds never prompt). */
export const isUpdateAvailable = (info: AddinAppInfo | null, buildVersion: string = BUILD_VERSION): boolean =>
  info !== null && buildVersion !== "dev" && info.appVersion !== buildVersion;

/**
 * appInfo.json, fetched past every cache (no-store, cache-busting query) at start and again on
 * focus at most every 5 minutes: WebView2 has been seen serving stale pane code after updates.
 */
export const useAppInfo = (origin: string = window.location.origin): AppInfoState => {
  const [info, setInfo] = useState<AddinAppInfo | null>(null);
  useEffect(() => {
    let lastCheck = 0;
    let active = true;
    const check = () => {
      const now = Date.now();
      if (now - lastCheck < ADDIN_DEFAULTS.versionCheckIntervalMs && lastCheck !== 0) {
        return;
      }
      lastCheck = now;
      void fetchAddinAppInfo(origin).then((next) => {
        if (active && next) {
          setInfo(next);
        }
      });
    };
    check();
    window.addEventListener("focus", check);
    return () => {
      active = false;
      window.removeEventListener("focus", check);
    };
  }, [origin]);
  return { info, updateAvailable: isUpdateAvailable(info) };
};
