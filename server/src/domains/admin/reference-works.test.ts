import { randomUUID } from "node:crypto";
import { Document, Packer, Paragraph } from "docx";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REFERENCE_WORK_MAX_BYTES, REFERENCE_WORK_MESSAGES, type ApiClient } from "@wordloom/shared/api";
import { fingerprints } from "../analysis/plagiarism.tables";
import { buildSampleDocx } from "../documents/import/testing/sample-docx";
import { buildSamplePdf } from "../documents/import/testing/sample-pdf";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildAdmin, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { uniqueText } from "../../../test/unique-text";

const app = await createTestApp();

const adminApi = async () => app.clientFor((await buildAdmin(app.ctx)).accessToken);

const upload = (api: ApiClient, bytes: Uint8Array, fileName: string) =>
  api.adminAddReferenceWork({ file: new Blob([new Uint8Array(bytes)]), fileName });

/** What a signed-in user's plagiarism check of `text` reports. */
const checkAsUser = async (text: string) => {
  const { accessToken } = await buildUser(app.ctx);
  return app.clientFor(accessToken).checkPlagiarism({ body: { blocks: [{ id: "a", text }] } });
};

const docxOf = (paragraphs: readonly string[]) =>
  Packer.toBuffer(new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }] }));

const printsOf = async (referenceId: string) =>
  (await app.ctx.db.select().from(fingerprints).where(eq(fingerprints.referenceId, referenceId))).length;

describe("POST /api/admin/reference-works", () => {
  it("adds a text file that every user's plagiarism check then finds, titled after the file", async () => {
    const admin = await adminApi();
    const text = uniqueText(60);
    const work = await upload(admin, Buffer.from(text), "Keeper's log.txt");
    expect(work).toMatchObject({
      title: "Keeper's log",
      source: "Keeper's log.txt",
      wordCount: 60,
      createdAt: app.clock.now().toISOString(),
    });
    expect(await printsOf(work.id)).toBeGreaterThan(0);

    const result = await checkAsUser(text);
    expect(result.score).toBe(100);
    expect(result.sources[0]).toMatchObject({ kind: "reference", description: "Reference text “Keeper's log”" });
    expect(result.searched.referenceWorks).toBeGreaterThanOrEqual(1);

    const list = await admin.adminListReferenceWorks();
    expect(list.items.find((item) => item.id === work.id)).toEqual(work);
  });

  it("reduces Markdown to its prose, recognised by the content whatever the name says", async () => {
    const prose = uniqueText(24);
    const markdown = `# Chapter one\n\n${prose}\n\nRead [the source](https://example.org/very/long/path/to/source) later.\n\n\`\`\`\ncode block words here\n\`\`\`\n`;
    const work = await upload(await adminApi(), Buffer.from(markdown), "chapter.txt");
    // "Chapter one" + the prose + "Read the source later": no link target, no code block.
    expect(work.wordCount).toBe(2 + 24 + 4);
  });

  it("reads a .docx through the document import's parser", async () => {
    const paragraphs = [uniqueText(36), uniqueText(36)];
    const work = await upload(await adminApi(), await docxOf(paragraphs), "Address.docx");
    expect(work).toMatchObject({ title: "Address", wordCount: 72 });
    const result = await checkAsUser(paragraphs[1] ?? "");
    expect(result.sources[0]).toMatchObject({ kind: "reference", description: "Reference text “Address”" });
    expect(result.score).toBeGreaterThan(0);
  });

  it("answers 415 for a file that is neither text nor a .docx, whatever its name", async () => {
    const admin = await adminApi();
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    for (const [bytes, name] of [
      [png, "speech.txt"],
      [await buildSamplePdf(), "speech.docx"],
    ] as const) {
      const error = await failure(upload(admin, bytes, name));
      expect(error).toMatchObject({ status: 415, code: "UNSUPPORTED_MEDIA_TYPE", message: REFERENCE_WORK_MESSAGES.unsupported });
    }
  });

  it("answers 422 for a damaged .docx and for a file with too few words to compare", async () => {
    const admin = await adminApi();
    const corrupt = await buildSampleDocx();
    corrupt.fill(0x41, 200, 4000);
    expect(await failure(upload(admin, corrupt, "broken.docx"))).toMatchObject({
      status: 422,
      code: "IMPORT_FAILED",
      message: REFERENCE_WORK_MESSAGES.unreadable,
    });
    for (const text of ["", "  \n\n ", "Four words only here."]) {
      expect(await failure(upload(admin, Buffer.from(text), "empty.txt"))).toMatchObject({
        status: 422,
        code: "IMPORT_FAILED",
        message: REFERENCE_WORK_MESSAGES.empty,
      });
    }
  });

  it("answers 413 for a file over 10 MB", async () => {
    const error = await failure(upload(await adminApi(), Buffer.alloc(REFERENCE_WORK_MAX_BYTES + 1, 0x61), "huge.txt"));
    expect(error).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE", message: REFERENCE_WORK_MESSAGES.tooLarge });
  });
});

describe("DELETE /api/admin/reference-works/:id", () => {
  it("removes the work and its fingerprints, so checks no longer find it", async () => {
    const admin = await adminApi();
    const text = uniqueText(48);
    const work = await upload(admin, Buffer.from(text), "Withdrawn.txt");
    expect((await checkAsUser(text)).score).toBe(100);

    expect(await admin.adminDeleteReferenceWork({ params: { id: work.id } })).toEqual({ ok: true });
    expect(await printsOf(work.id)).toBe(0);
    expect((await admin.adminListReferenceWorks()).items.map((item) => item.id)).not.toContain(work.id);
    expect((await checkAsUser(text)).score).toBe(0);

    const again = await failure(admin.adminDeleteReferenceWork({ params: { id: work.id } }));
    expect(again).toMatchObject({ status: 404, code: "NOT_FOUND", message: REFERENCE_WORK_MESSAGES.notFound });
  });

  it("answers 404 for an unknown id and 400 for one that is not a uuid", async () => {
    const admin = await adminApi();
    expect((await failure(admin.adminDeleteReferenceWork({ params: { id: randomUUID() } }))).status).toBe(404);
    expect((await failure(admin.adminDeleteReferenceWork({ params: { id: "abc" } }))).status).toBe(400);
  });
});

describe("only administrators manage the reference corpus", () => {
  it("refuses a user's token and no token with 401, and stores nothing", async () => {
    const work = await upload(await adminApi(), Buffer.from(uniqueText(30)), "Kept.txt");
    const { accessToken } = await buildUser(app.ctx);
    const text = uniqueText(30);
    for (const client of [app.clientFor(accessToken), app.client]) {
      expect(await failure(client.adminListReferenceWorks())).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
      expect(await failure(upload(client, Buffer.from(text), "Sneaked in.txt"))).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
      expect(await failure(client.adminDeleteReferenceWork({ params: { id: work.id } }))).toMatchObject({
        status: 401,
        code: "UNAUTHENTICATED",
      });
    }
    expect((await checkAsUser(text)).score).toBe(0);
    expect(await printsOf(work.id)).toBeGreaterThan(0);
  });
});
