import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, lt } from "drizzle-orm";
import { z } from "zod";
import { addDays } from "../../clock";
import type { AppContext, DbDeps } from "../../context";
import { plagiarismProviderScans, type ProviderScanRow } from "../../domains/analysis/plagiarism-provider.tables";
import type { ProviderReport } from "./provider";
import { ProviderError } from "./provider-error";

/** How often a waiting check looks at its scan row (the webhook may land on another process). */
const POLL_INTERVAL_MS = 250;
/** Scan rows are kept a day (for support questions), then the daily cleanup removes them. */
const KEEP_DAYS = 1;

type ProviderScanOutcome = { status: "completed"; report: ProviderReport } | { status: "error"; reason: string };

const ReportSchema = z.object({
  aggregatedScore: z.number(),
  sources: z.array(z.object({ score: z.number(), description: z.string(), url: z.string().nullable() })),
});
const FailureSchema = z.object({ reason: z.string() });

const sha256 = (secret: string) => createHash("sha256").update(secret, "utf8").digest();

/** A fresh secret for one scan's webhook URL (256 random bits, URL-safe). */
export const newWebhookSecret = (): string => randomBytes(32).toString("base64url");

/** Whether the secret from a webhook URL is the scan's, compared in constant time. */
export const secretMatches = (scan: ProviderScanRow, secret: string): boolean => {
  const expected = Buffer.from(scan.secretHash, "hex");
  const actual = sha256(secret);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

export const createProviderScan = async ({ db, clock }: DbDeps, scan: { id: string; userId: string; secret: string }) => {
  await db.insert(plagiarismProviderScans).values({
    id: scan.id,
    userId: scan.userId,
    secretHash: sha256(scan.secret).toString("hex"),
    status: "pending",
    result: null,
    createdAt: clock.now(),
  });
};

export const findProviderScan = async (db: AppContext["db"], id: string): Promise<ProviderScanRow | undefined> =>
  (await db.select().from(plagiarismProviderScans).where(eq(plagiarismProviderScans.id, id)).limit(1))[0];

/** Records how a scan ended. Only the first outcome counts: a repeated or late webhook changes nothing. */
export const settleProviderScan = async (db: AppContext["db"], id: string, outcome: ProviderScanOutcome) => {
  const result = outcome.status === "completed" ? outcome.report : { reason: outcome.reason };
  await db
    .update(plagiarismProviderScans)
    .set({ status: outcome.status, result })
    .where(and(eq(plagiarismProviderScans.id, id), eq(plagiarismProviderScans.status, "pending")));
};

const outcomeOf = (scan: ProviderScanRow): ProviderScanOutcome | null => {
  if (scan.status === "completed") {
    const report = ReportSchema.safeParse(scan.result);
    return report.success ? { status: "completed", report: report.data } : { status: "error", reason: "the stored report is malformed" };
  }
  if (scan.status === "error") {
    const failure = FailureSchema.safeParse(scan.result);
    return { status: "error", reason: failure.success ? failure.data.reason : "unknown provider error" };
  }
  return null;
};

/** Polls the scan row until the webhook has settled it; rejects when the signal aborts. */
export const waitForProviderScan = async (db: AppContext["db"], id: string, signal: AbortSignal): Promise<ProviderScanOutcome> => {
  for (;;) {
    signal.throwIfAborted();
    const scan = await findProviderScan(db, id);
    if (!scan) {
      throw new ProviderError("the scan record is gone");
    }
    const outcome = outcomeOf(scan);
    if (outcome) {
      return outcome;
    }
    await sleep(POLL_INTERVAL_MS, undefined, { signal });
  }
};

/** Removes scan rows older than a day (part of the daily cleanup). */
export const deleteOldProviderScans = async ({ db, clock }: DbDeps): Promise<number> => {
  const removed = await db
    .delete(plagiarismProviderScans)
    .where(lt(plagiarismProviderScans.createdAt, addDays(clock.now(), -KEEP_DAYS)))
    .returning({ id: plagiarismProviderScans.id });
  return removed.length;
};
