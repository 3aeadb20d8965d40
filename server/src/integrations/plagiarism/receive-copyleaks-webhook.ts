import type { AppContext } from "../../context";
import { notFound } from "../../errors";
import { reasonFromError, reportFromCompleted } from "./copyleaks-payloads";
import { findProviderScan, secretMatches, settleProviderScan } from "./provider-scans";

interface CopyleaksWebhook {
  /** The event Copyleaks put in place of {STATUS}: completed, error, creditsChecked or indexed. */
  status: string;
  scanId: string;
  secret: string;
  body: unknown;
}

/**
 * A Copyleaks status callback. Unknown scans and wrong secrets both answer 404, so nothing tells a
 * forger which scan ids exist. "completed" and "error" settle the scan (once); "creditsChecked"
 * and "indexed" only follow submissions Wordloom never makes (price checks, indexing) and are
 * acknowledged without effect.
 */
export const receiveCopyleaksWebhook = async (ctx: Pick<AppContext, "db">, { status, scanId, secret, body }: CopyleaksWebhook) => {
  const scan = await findProviderScan(ctx.db, scanId);
  if (!scan || !secretMatches(scan, secret)) {
    throw notFound();
  }
  if (status === "completed") {
    const report = reportFromCompleted(body);
    await settleProviderScan(
      ctx.db,
      scanId,
      report ? { status: "completed", report } : { status: "error", reason: "Copyleaks sent a completed webhook Wordloom could not read" },
    );
  } else if (status === "error") {
    await settleProviderScan(ctx.db, scanId, { status: "error", reason: reasonFromError(body) });
  }
  return { received: true as const };
};
