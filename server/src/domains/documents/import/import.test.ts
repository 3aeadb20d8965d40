import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ApiClient } from "@wordloom/shared/api";
import { documents } from "../documents.tables";
import { featureUsage } from "../../account/feature-usage.tables";
import { viewBlocks } from "./testing/block-view";
import { buildDocxWithLargeImage, buildSampleDocx } from "./testing/sample-docx";
import { apiFailure as failure } from "../../../../test/api-failure";
import { buildDocument, buildUser } from "../../../../test/factories";
import { createTestApp } from "../../../../test/test-app";

const app = await createTestApp();

const signedIn = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

const upload = (api: ApiClient, bytes: Uint8Array, fileName: string, query: { mode?: "new" | "overwrite"; docId?: string } = {}) =>
  api.importDocument({ query, file: new Blob([new Uint8Array(bytes)]), fileName });

const creationsUsed = async (userId: string) => {
  const [row] = await app.ctx.db
    .select()
    .from(featureUsage)
    .where(and(eq(featureUsage.userId, userId), eq(featureUsage.feature, "DocumentCreation")));
  return (row?.usageCount ?? 0) + (row?.topUpUsed ?? 0);
};

/** The refund of a failed call runs after the answer is sent, so the count is awaited until it settles. */
const creationsSettleAt = (userId: string, used: number) =>
  vi.waitFor(async () => expect(await creationsUsed(userId)).toBe(used), { timeout: 5_000 });

const documentCount = async (ownerId: string) =>
  (await app.ctx.db.select({ id: documents.id }).from(documents).where(eq(documents.ownerId, ownerId))).length;

describe("POST /api/documents/import", () => {
  it("creates a document from a .docx, titled after the file, using one DocumentCreation", async () => {
    const { user, api } = await signedIn();
    const document = await upload(api, await buildSampleDocx(), "Annual report.docx");
    expect(document).toMatchObject({ title: "Annual report", type: "classic", version: 1 });
    expect(viewBlocks(document.pages).map((block) => block.type)).toContain("nested-number-item");
    expect(document.excerpt.startsWith("Annual report Sales grew fast")).toBe(true);
    expect(await api.getDocument({ params: { id: document.id } })).toEqual(document);
    await creationsSettleAt(user.id, 1);
  });

  it("overwrites the pages of the owner's document, keeping its title and using no DocumentCreation", async () => {
    const { user, api } = await signedIn();
    const existing = await buildDocument(app.ctx, user, { title: "Keep this title", paragraphs: ["Old text."] });
    const document = await upload(api, Buffer.from("New first paragraph.\r\n\r\n- new item\r\n"), "notes.txt", {
      mode: "overwrite",
      docId: existing.id,
    });
    expect(document).toMatchObject({ id: existing.id, title: "Keep this title", version: existing.version + 1 });
    expect(viewBlocks(document.pages)).toEqual([
      { type: "text", text: "New first paragraph." },
      { type: "bullet-item", text: "new item" },
    ]);
    await creationsSettleAt(user.id, 0);
    expect(await documentCount(user.id)).toBe(1);
  });

  it("answers 404 to a user overwriting someone else's document, and leaves it alone", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const existing = await buildDocument(app.ctx, owner.user, { paragraphs: ["Private words."] });
    const error = await failure(upload(other.api, Buffer.from("Hijack."), "x.txt", { mode: "overwrite", docId: existing.id }));
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect((await owner.api.getDocument({ params: { id: existing.id } })).excerpt).toBe("Private words.");
  });

  it("answers 409 for overwriting a document in the trash", async () => {
    const { user, api } = await signedIn();
    const existing = await buildDocument(app.ctx, user, { deletedAt: new Date() });
    const error = await failure(upload(api, Buffer.from("Text."), "x.txt", { mode: "overwrite", docId: existing.id }));
    expect(error).toMatchObject({ status: 409, code: "CONFLICT" });
  });

  it("asks for docId when overwriting", async () => {
    const { api } = await signedIn();
    const error = await failure(upload(api, Buffer.from("Text."), "x.txt", { mode: "overwrite" }));
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    expect(error.fieldIssues["querystring.docId"]).toBe("docId is required to overwrite a document");
  });

  it("refuses a PNG renamed to .docx with 415 and the spec's message, giving the creation back", async () => {
    const { user, api } = await signedIn();
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
    const error = await failure(upload(api, png, "report.docx"));
    expect(error).toMatchObject({ status: 415, code: "UNSUPPORTED_MEDIA_TYPE", message: IMPORT_MESSAGES.unsupported });
    expect(await documentCount(user.id)).toBe(0);
    await creationsSettleAt(user.id, 0);
  });

  it("accepts a file far above the server's JSON body limit but under 10 MB", async () => {
    const { api } = await signedIn();
    const bytes = await buildDocxWithLargeImage(6 * 1024 * 1024);
    expect(bytes.length).toBeGreaterThan(app.config.bodyLimitBytes * 5);
    const document = await upload(api, bytes, "picture.docx");
    expect(viewBlocks(document.pages)).toEqual([{ type: "text", text: "A short paragraph above a large picture." }]);
  });

  it("refuses an upload over 10 MB with 413 and the spec's message", async () => {
    const { user, api } = await signedIn();
    const error = await failure(upload(api, Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x61), "huge.txt"));
    expect(error).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE", message: IMPORT_MESSAGES.tooLarge });
    expect(await documentCount(user.id)).toBe(0);
  });

  it("answers 422 'Unable to import your file' for a corrupt .docx", async () => {
    const { user, api } = await signedIn();
    const corrupt = await buildSampleDocx();
    corrupt.fill(0x41, 200, 4000);
    const error = await failure(upload(api, corrupt, "broken.docx"));
    expect(error).toMatchObject({ status: 422, code: "IMPORT_FAILED", message: IMPORT_MESSAGES.failed });
    await creationsSettleAt(user.id, 0);
  });

  it("answers 403 FEATURE_LIMIT when no document may be created, before parsing", async () => {
    const { user, api } = await signedIn();
    await app.ctx.db
      .insert(featureUsage)
      .values({ userId: user.id, feature: "DocumentCreation", allowedUsage: 1, usageCount: 1, topUp: 0, topUpUsed: 0 });
    const error = await failure(upload(api, Buffer.from("Text."), "x.txt"));
    expect(error).toMatchObject({ status: 403, code: "FEATURE_LIMIT" });
  });

  it("answers 401 without a session and 400 without a file", async () => {
    const anonymous = await failure(upload(app.client, Buffer.from("Text."), "x.txt"));
    expect(anonymous.status).toBe(401);
    const { headers } = await signedIn();
    const response = await app.app.inject({
      method: "POST",
      url: "/api/documents/import",
      headers: { ...headers, "content-type": "application/json" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(400);
  });
});
