import { randomUUID } from "node:crypto";
import type { CopyleaksConfig } from "../../config";
import type { DbDeps } from "../../context";
import { CopyleaksClient } from "./copyleaks-client";
import type { PlagiarismProvider, ProviderOutcome } from "./provider";
import { describeProviderFailure } from "./provider-error";
import { createProviderScan, newWebhookSecret, settleProviderScan, waitForProviderScan } from "./provider-scans";

/** The text goes to Copyleaks as a plain-text file of this name. */
const FILENAME = "wordloom-check.txt";

/**
 * Copyleaks' status webhook for one scan: {STATUS} is left for Copyleaks to fill in, the scan id
 * names the row, and the secret proves the call came from whoever received this URL (Copyleaks).
 */
export const copyleaksWebhookUrl = (publicBaseUrl: string, scanId: string, secret: string): string =>
  `${publicBaseUrl}/api/integrations/copyleaks/{STATUS}/${encodeURIComponent(scanId)}/${encodeURIComponent(secret)}`;

/**
 * Copyleaks as the outside plagiarism provider: record the scan, submit the text, then wait for the
 * "completed" or "error" webhook (which may reach any server process) until the configured timeout.
 */
export const copyleaksProvider = (deps: DbDeps, config: CopyleaksConfig, fetchImpl: typeof fetch = fetch): PlagiarismProvider => {
  const client = new CopyleaksClient({
    email: config.email,
    apiKey: config.apiKey,
    idUrl: config.idUrl,
    apiUrl: config.apiUrl,
    fetch: fetchImpl,
  });
  return {
    name: "copyleaks",
    check: async ({ userId, text }, signal): Promise<ProviderOutcome> => {
      const deadline = AbortSignal.timeout(config.timeoutSeconds * 1000);
      const bounded = AbortSignal.any([signal, deadline]);
      const scanId = randomUUID();
      const secret = newWebhookSecret();
      try {
        await createProviderScan(deps, { id: scanId, userId, secret });
        const statusWebhookUrl = copyleaksWebhookUrl(config.publicBaseUrl, scanId, secret);
        await client.submitFile(scanId, { text, filename: FILENAME, statusWebhookUrl, sandbox: config.sandbox }, bounded);
        const outcome = await waitForProviderScan(deps.db, scanId, bounded);
        return outcome.status === "completed"
          ? { ok: true, scanId, report: outcome.report }
          : { ok: false, scanId, reason: outcome.reason };
      } catch (error) {
        if (signal.aborted) {
          throw signal.reason;
        }
        const reason = deadline.aborted ? `no result within ${config.timeoutSeconds} s` : describeProviderFailure(error);
        await settleProviderScan(deps.db, scanId, { status: "error", reason }).catch(() => undefined);
        return { ok: false, scanId, reason };
      }
    },
  };
};
