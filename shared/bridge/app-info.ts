import { z } from "zod";

/**
 * /addin/appInfo.json, written by the add-in's build and served with Cache-Control: no-cache:
 * the deployed pane's version (the pane offers a reload when it differs from its own, spec
 * document 2 §7) and, for deployments where pane and web app live on different origins, who may
 * talk to whom over the bridge. Without those fields both sides only trust their own origin.
 */
export const AddinAppInfoSchema = z.object({
  appVersion: z.string().min(1).max(100),
  /** The origin whose app/msword route the pane frames (default: the pane's own origin). */
  webappOrigin: z.url().max(200).optional(),
  /** Pane origins the framed web app accepts besides its own. */
  paneOrigins: z.array(z.url().max(200)).max(10).optional(),
});
export type AddinAppInfo = z.output<typeof AddinAppInfoSchema>;

export const ADDIN_APP_INFO_PATH = "/addin/appInfo.json";

/** Reads appInfo.json past every cache (no-store plus a cache-busting query); null when it cannot be read. */
export const fetchAddinAppInfo = async (
  origin: string,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<AddinAppInfo | null> => {
  try {
    const response = await fetchImpl(`${origin}${ADDIN_APP_INFO_PATH}?t=${Date.now()}`, { cache: "no-store" });
    if (!response.ok) {
      return null;
    }
    const parsed = AddinAppInfoSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
