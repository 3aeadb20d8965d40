import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fingerprints } from "./plagiarism.tables";
import { organizations } from "../account/organizations.tables";
import { users } from "../account/users.tables";
import { addReferenceText, indexDocumentFingerprints } from "./plagiarism-index";
import { buildDocument, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { uniqueText } from "../../../test/unique-text";

const app = await createTestApp();

const checker = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

describe("POST /api/analysis/plagiarism", () => {
  it("finds text copied from a public document, with its source and the matched spans", async () => {
    const author = await buildUser(app.ctx, { handle: `author_${randomUUID().slice(0, 6)}` });
    const text = uniqueText();
    const source = await buildDocument(app.ctx, author.user, { title: "Keeper's log", visibility: "public", paragraphs: [text] });
    await indexDocumentFingerprints(app.ctx.db, source.id);

    const { api } = await checker();
    const result = await api.checkPlagiarism({ body: { blocks: [{ id: "copy", text }] } });
    expect(result.score).toBeGreaterThanOrEqual(90);
    expect(result.label).toBe(`Plagiarised - ${result.score}%`);
    expect(result.sources[0]).toMatchObject({ kind: "public", description: expect.stringContaining("Keeper's log") });
    const spans = result.results.copy ?? [];
    expect(spans.length).toBeGreaterThan(0);
    for (const span of spans) {
      expect(text.slice(span.start, span.end)).toBe(span.text);
      expect(span.sourceIndexes).toEqual([0]);
    }
  });

  it("never searches other users' private documents", async () => {
    const other = await buildUser(app.ctx);
    const text = uniqueText();
    const secret = await buildDocument(app.ctx, other.user, { paragraphs: [text] });
    await indexDocumentFingerprints(app.ctx.db, secret.id);
    const { api } = await checker();
    const result = await api.checkPlagiarism({ body: { blocks: [{ id: "probe", text }] } });
    expect(result).toMatchObject({ score: 0, label: "Plagiarised - 0%", sources: [] });
  });

  it("finds the user's own other documents but not the document being checked", async () => {
    const { user, api } = await checker();
    const text = uniqueText();
    const older = await buildDocument(app.ctx, user, { title: "First draft", paragraphs: [text] });
    const current = await buildDocument(app.ctx, user, { title: "Second draft", paragraphs: [text] });
    await indexDocumentFingerprints(app.ctx.db, older.id);
    await indexDocumentFingerprints(app.ctx.db, current.id);
    const result = await api.checkPlagiarism({ body: { docId: current.id } });
    expect(result.sources.map((source) => source.description)).toEqual(["Your document “First draft”"]);
    expect(result.sources[0]?.kind).toBe("own");
  });

  it("searches the private documents of the user's organisation, and no other organisation's", async () => {
    const now = app.clock.now();
    const [acme, globex] = await app.ctx.db
      .insert(organizations)
      .values([
        { name: "Acme", createdAt: now },
        { name: "Globex", createdAt: now },
      ])
      .returning();
    const colleague = await buildUser(app.ctx);
    const outsider = await buildUser(app.ctx);
    const { user, api } = await checker();
    await app.ctx.db
      .update(users)
      .set({ organizationId: acme?.id })
      .where(inArray(users.id, [colleague.user.id, user.id]));
    await app.ctx.db.update(users).set({ organizationId: globex?.id }).where(eq(users.id, outsider.user.id));
    const shared = uniqueText();
    const foreign = uniqueText();
    const memo = await buildDocument(app.ctx, colleague.user, { title: "Team memo", paragraphs: [shared] });
    const elsewhere = await buildDocument(app.ctx, outsider.user, { title: "Other company", paragraphs: [foreign] });
    await indexDocumentFingerprints(app.ctx.db, memo.id);
    await indexDocumentFingerprints(app.ctx.db, elsewhere.id);

    const result = await api.checkPlagiarism({
      body: {
        blocks: [
          { id: "a", text: shared },
          { id: "b", text: foreign },
        ],
      },
    });
    expect(result.sources).toEqual([expect.objectContaining({ kind: "organization", description: expect.stringContaining("Team memo") })]);
    expect(result.results.b).toEqual([]);
  });

  it("finds a source of a long text from a probe subset and scores it on every fingerprint", async () => {
    const author = await buildUser(app.ctx);
    const copied = uniqueText(1_500);
    const source = await buildDocument(app.ctx, author.user, { title: "Long original", visibility: "public", paragraphs: [copied] });
    await indexDocumentFingerprints(app.ctx.db, source.id);
    const { api } = await checker();
    // 1,500 copied words in a 3,000-word text: about half of the fingerprints are shared.
    const result = await api.checkPlagiarism({
      body: {
        blocks: [
          { id: "own", text: uniqueText(1_500) },
          { id: "copy", text: copied },
        ],
      },
    });
    expect(result.sources).toHaveLength(1);
    expect(result.sources[0]?.score).toBeGreaterThan(40);
    expect(result.sources[0]?.score).toBeLessThan(60);
    expect(result.results.own).toEqual([]);
    expect(result.results.copy?.length).toBeGreaterThan(0);
  });

  it("searches the operator's reference corpus", async () => {
    const text = uniqueText();
    await addReferenceText(app.ctx.db, { title: "Coastal history", source: "https://example.org/coast", text, now: app.clock.now() });
    const { api } = await checker();
    const result = await api.checkPlagiarism({ body: { blocks: [{ id: "a", text }] } });
    expect(result.sources[0]).toMatchObject({
      kind: "reference",
      url: "https://example.org/coast",
      description: "Reference text “Coastal history”",
    });
    // It says what it searched: the reference works counted (other test files may add theirs), no outside provider.
    expect(result.searched).toMatchObject({ organization: false, provider: null });
    expect(result.searched.referenceWorks).toBeGreaterThanOrEqual(1);
  });

  it("counts only sources above 10 and scores original text at 0", async () => {
    const author = await buildUser(app.ctx);
    const copied = uniqueText();
    const source = await buildDocument(app.ctx, author.user, { visibility: "public", paragraphs: [copied] });
    await indexDocumentFingerprints(app.ctx.db, source.id);
    const { api } = await checker();
    const original = uniqueText(600);
    const oneSentence = copied.split(". ")[0] ?? "";
    const mostlyOriginal = await api.checkPlagiarism({ body: { blocks: [{ id: "a", text: `${original} ${oneSentence}.` }] } });
    expect(mostlyOriginal.sources).toEqual([]);
    expect(mostlyOriginal.score).toBe(0);
    const short = await api.checkPlagiarism({ body: { blocks: [{ id: "a", text: "Too short." }] } });
    expect(short).toMatchObject({ score: 0, label: "Plagiarised - 0%" });
  });

  it("keeps no fingerprints for a trashed document", async () => {
    const { user } = await checker();
    const document = await buildDocument(app.ctx, user, { paragraphs: [uniqueText()], deletedAt: app.clock.now() });
    expect(await indexDocumentFingerprints(app.ctx.db, document.id)).toBe(0);
    expect(await app.ctx.db.select().from(fingerprints).where(eq(fingerprints.documentId, document.id))).toEqual([]);
  });
});

describe("fingerprinting on save", () => {
  it("a created document is fingerprinted by the background job", { timeout: 90_000 }, async () => {
    const withWorkers = await createTestApp({ workers: true });
    const signed = await buildUser(withWorkers.ctx);
    const text = uniqueText();
    const document = await withWorkers.clientFor(signed.accessToken).createDocument({
      body: {
        title: "Indexed",
        pages: [{ blocks: [{ id: "b1", htmlType: "text", sentences: [{ id: "s1", text, fragments: [{ text }] }] }] }],
      },
    });
    const deadline = Date.now() + 60_000;
    let rows = 0;
    while (Date.now() < deadline && rows === 0) {
      rows = (await withWorkers.ctx.db.select().from(fingerprints).where(eq(fingerprints.documentId, document.id))).length;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(rows).toBeGreaterThan(0);
  });
});
