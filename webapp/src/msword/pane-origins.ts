import { createOriginAllowList, fetchAddinAppInfo, type OriginAllowList } from "./bridge";

/**
 * The pane origins this frame talks to: its own (the server serves pane and web app together),
 * plus any the deployment lists in /addin/appInfo.json (paneOrigins) for a pane on another origin.
 */
export const allowedPaneOrigins = async (origin: string = window.location.origin, fetchImpl?: typeof fetch): Promise<OriginAllowList> => {
  const info = await fetchAddinAppInfo(origin, fetchImpl);
  return createOriginAllowList([origin, ...(info?.paneOrigins ?? [])]);
};
