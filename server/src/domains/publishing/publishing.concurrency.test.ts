import { describe, expect, it } from "vitest";
import { buildAuthor, buildReader, publishDocument } from "../../../test/publishing";
import { createTestApp } from "../../../test/test-app";

const app = await createTestApp();

describe("reader actions under concurrency", () => {
  it("200 readers liking at once make exactly 200 likes; the same reader liking 20 times at once makes one", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    const { document, path } = await publishDocument(app.ctx, writer);
    const params = { id: document.id };
    const readers = await Promise.all(Array.from({ length: 200 }, () => buildReader(app.ctx, app.clientFor)));
    const answers = await Promise.all(readers.map((reader) => reader.api.likeDocument({ params })));
    expect(answers.every((answer) => answer.liked)).toBe(true);
    expect(new Set(answers.map((answer) => answer.likes)).size).toBe(200);
    expect((await writer.api.getPublication({ params })).counts.likes).toBe(200);

    const [first] = readers;
    if (!first) {
      throw new Error("no reader");
    }
    await Promise.all(Array.from({ length: 20 }, () => first.api.unlikeDocument({ params })));
    await Promise.all(Array.from({ length: 20 }, () => first.api.likeDocument({ params })));
    await Promise.all(readers.slice(100).map((reader) => reader.api.unlikeDocument({ params })));
    const slug = path.split("/").pop() ?? "";
    expect((await app.client.getPublicDocument({ query: { handle: writer.handle, slug } })).counts.likes).toBe(100);

    // Bookmarks, shares and follows the same way.
    await Promise.all(readers.flatMap((reader) => [reader.api.bookmarkDocument({ params }), reader.api.bookmarkDocument({ params })]));
    await Promise.all(readers.map((reader) => reader.api.recordShare({ params, body: { channel: "link" } })));
    await Promise.all(readers.slice(0, 50).map((reader) => reader.api.followAuthor({ params: { authorId: writer.user.id } })));
    const status = await writer.api.getPublication({ params });
    expect(status.counts).toMatchObject({ likes: 100, bookmarks: 200, links: 200 });
    expect((await app.client.authorProfile({ params: { handle: writer.handle } })).followers).toBe(50);
  }, 120_000);
});
