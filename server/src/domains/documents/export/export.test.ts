import { describe, expect, it } from "vitest";
import { EXPORT_FAILED_MESSAGE } from "@wordloom/shared/api";
import { isChromiumAvailable } from "./pdf/chromium-path";
import { everyElementPages } from "./testing-pages";
import { viewBlocks } from "../import/testing/block-view";
import { buildDocument, buildUser } from "../../../../test/factories";
import { createTestApp } from "../../../../test/test-app";

const app = await createTestApp();

const exportRequest = (id: string, headers: Record<string, string>, payload: unknown) =>
  app.app.inject({ method: "POST", url: `/api/documents/${id}/export`, headers, payload: payload as Record<string, unknown> });

describe("POST /api/documents/:id/export", () => {
  it("downloads a .docx named after the title", async () => {
    const { user, headers } = await buildUser(app.ctx);
    const document = await buildDocument(app.ctx, user, { title: "Plan für 2025", pages: everyElementPages() });
    const response = await exportRequest(document.id, headers, { format: "docx" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Plan fur 2025.docx"; filename*=UTF-8''Plan%20f%C3%BCr%202025.docx`,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.rawPayload.subarray(0, 2).toString("latin1")).toBe("PK");
  });

  it("round-trips: the exported .docx imports back with the same blocks (but the horizontal line)", async () => {
    const { user, headers, accessToken } = await buildUser(app.ctx);
    const pages = everyElementPages();
    const document = await buildDocument(app.ctx, user, { title: "Round trip", pages });
    const exported = await exportRequest(document.id, headers, { format: "docx" });
    const reimported = await app
      .clientFor(accessToken)
      .importDocument({ query: {}, file: new Blob([new Uint8Array(exported.rawPayload)]), fileName: "Round trip.docx" });
    const expectedTypes = viewBlocks(pages)
      .map((block) => (block.type === "left-align" ? "text" : block.type))
      .filter((type) => type !== "horizontal-line");
    expect(viewBlocks(reimported.pages).map((block) => block.type)).toEqual(expectedTypes);
    expect(reimported.title).toBe("Round trip");
    expect(reimported.excerpt).toBe(document.excerpt.replace("As shown before.", "As shown (Kim 2021) before."));
  });

  it(isChromiumAvailable() ? "downloads a PDF" : "answers the spec's download failure for a PDF when Chromium is missing", async () => {
    const { user, headers } = await buildUser(app.ctx);
    const document = await buildDocument(app.ctx, user, { title: "Report", pages: everyElementPages() });
    const response = await exportRequest(document.id, headers, { format: "pdf" });
    if (isChromiumAvailable()) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    } else {
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: "INTERNAL", message: EXPORT_FAILED_MESSAGE } });
    }
  });

  it("answers 404 for someone else's document, 401 without a session, 400 for an unknown format", async () => {
    const owner = await buildUser(app.ctx);
    const other = await buildUser(app.ctx);
    const document = await buildDocument(app.ctx, owner.user);
    const foreign = await exportRequest(document.id, other.headers, { format: "docx" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    expect((await exportRequest(document.id, {}, { format: "docx" })).statusCode).toBe(401);
    const badFormat = await exportRequest(document.id, owner.headers, { format: "rtf" });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  });
});
