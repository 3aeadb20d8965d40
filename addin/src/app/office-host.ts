/** Where the pane runs: inside Word, or somewhere Office.js found no Word (a plain browser tab, another host). */
export type HostState = { kind: "word"; platform: string } | { kind: "not-in-word" };

/**
 * Waits for Office.js. Loaded from Microsoft's CDN by taskpane.html; without a host (a plain
 * browser tab) onReady resolves with host null. When the script did not load at all, this waits
 * (the initialising screen offers a reload after 10 s).
 */
export const waitForOffice = async (): Promise<HostState> => {
  if (typeof Office === "undefined") {
    return new Promise(() => undefined);
  }
  const info = await Office.onReady();
  return info.host === Office.HostType.Word ? { kind: "word", platform: String(info.platform) } : { kind: "not-in-word" };
};
