import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_CHECK_SETTINGS } from "@wordloom/shared/analysis";
import type { CopyleaksConfig } from "../../config";
import { checkPlagiarism } from "../../domains/analysis/check-plagiarism";
import { startFakeCopyleaks } from "../../../test/fake-copyleaks";
import { buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { copyleaksProvider, copyleaksWebhookUrl } from "./copyleaks-provider";
import { findProviderScan } from "./provider-scans";

const EMAIL = "provider@example.test";
const API_KEY = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";
const copyleaks = await startFakeCopyleaks({ email: EMAIL, apiKey: API_KEY });
afterAll(() => copyleaks.close());
const app = await createTestApp();

const config = (overrides: Partial<CopyleaksConfig> = {}): CopyleaksConfig => ({
  kind: "copyleaks",
  email: EMAIL,
  apiKey: API_KEY,
  sandbox: true,
  idUrl: copyleaks.idUrl,
  apiUrl: copyleaks.apiUrl,
  // Never called back in these tests: the fake stays silent.
  publicBaseUrl: "https://wordloom.example",
  timeoutSeconds: 5,
  ...overrides,
});

describe("copyleaksProvider", () => {
  it("builds the status webhook URL with the {STATUS} token, the scan id and the secret", () => {
    expect(copyleaksWebhookUrl("https://wordloom.example/base", "scan-1", "s3cret")).toBe(
      "https://wordloom.example/base/api/integrations/copyleaks/{STATUS}/scan-1/s3cret",
    );
  });

  it("stops waiting as soon as the client goes away", async () => {
    const { user } = await buildUser(app.ctx);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("The client closed the request.")), 300);
    const started = Date.now();
    await expect(copyleaksProvider(app.ctx, config()).check({ userId: user.id, text: "Some text." }, controller.signal)).rejects.toThrow(
      "The client closed the request.",
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(copyleaks.submissions.length).toBeGreaterThan(0);
  });

  it("turns a refused login into a failure whose reason never holds the key, and records it on the scan", async () => {
    const { user } = await buildUser(app.ctx);
    const wrongKey = "ffffffff-0000-4000-8000-000000000000";
    const outcome = await copyleaksProvider(app.ctx, config({ apiKey: wrongKey })).check(
      { userId: user.id, text: "Some text." },
      new AbortController().signal,
    );
    expect(outcome).toEqual({ ok: false, scanId: expect.any(String), reason: "Copyleaks login answered HTTP 401" });
    expect(await findProviderScan(app.ctx.db, outcome.scanId)).toMatchObject({
      status: "error",
      result: { reason: "Copyleaks login answered HTTP 401" },
    });
  });

  it("has the check log the failure (provider, scan id, reason) and answer Not Calculated", async () => {
    const { user } = await buildUser(app.ctx);
    const wrongKey = "ffffffff-1111-4000-8000-000000000000";
    const warnings: Array<{ details: object; message: string }> = [];
    const provider = copyleaksProvider(app.ctx, config({ apiKey: wrongKey }));
    const result = await checkPlagiarism(
      { db: app.ctx.db, plagiarismProvider: provider },
      user,
      {
        blocks: [{ id: "a", text: "Some text to check." }],
        settings: DEFAULT_CHECK_SETTINGS,
        documentId: null,
        title: null,
        requestedPage: null,
        pages: [{ pageIndex: 0, blocks: [{ id: "a", text: "Some text to check." }] }],
        isSubmission: false,
      },
      { log: { warn: (details, message) => warnings.push({ details, message }) } },
    );
    expect(result).toMatchObject({ score: null, label: "Not Calculated", sources: [], results: { a: [] } });
    expect(warnings).toEqual([
      {
        message: "outside plagiarism check failed",
        details: { provider: "copyleaks", scanId: expect.any(String), reason: "Copyleaks login answered HTTP 401" },
      },
    ]);
    expect(JSON.stringify(warnings)).not.toContain(wrongKey);
  });
});
