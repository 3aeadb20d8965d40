import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../test/factories";
import { buildAuthor, buildReader, publishDocument } from "../../../test/publishing";
import { createTestApp } from "../../../test/test-app";
import { searchPublic } from "./public-queries";

const app = await createTestApp();

describe("public search", () => {
  it("finds the same matches in trending order whether it walks the trending index or collects matches from the full-text index", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    const published = [];
    for (const name of ["one", "two", "three"]) {
      published.push(
        await publishDocument(app.ctx, writer, { title: `Quillwort ${name}`, paragraphs: [`Quillworts grow by the ${name} pond.`] }),
      );
    }
    await publishDocument(app.ctx, writer, { title: "Unrelated", paragraphs: ["Nothing to see."] });
    await buildDocument(app.ctx, writer.user, { title: "Quillwort private", paragraphs: ["Quillworts, privately."] });
    // Likes order them: two (3 likes), three (2), one (none).
    const [one, two, three] = published.map(({ document }) => document.id);
    const readers = await Promise.all([1, 2, 3].map(() => buildReader(app.ctx, app.clientFor)));
    for (const [index, reader] of readers.entries()) {
      await reader.api.likeDocument({ params: { id: two ?? "" } });
      if (index > 0) {
        await reader.api.likeDocument({ params: { id: three ?? "" } });
      }
    }

    const ids = async (page: number, limit: number, walk?: number) => {
      const result = await searchPublic(app.ctx.db, { q: "quillwort", page, limit }, walk);
      return { ids: result.items.map((item) => item.id), hasMore: result.hasMore };
    };
    const expected = [two, three, one];
    // Walking far enough finds every match (step 1); a walk of one document finds too few (step 2).
    for (const walk of [undefined, 1]) {
      expect(await ids(1, 10, walk), `walk ${walk}`).toEqual({ ids: expected, hasMore: false });
      expect(await ids(1, 2, walk), `walk ${walk}`).toEqual({ ids: expected.slice(0, 2), hasMore: true });
      expect(await ids(2, 2, walk), `walk ${walk}`).toEqual({ ids: expected.slice(2), hasMore: false });
    }
    // Every word must match (as a prefix).
    expect((await searchPublic(app.ctx.db, { q: "quillw pond two", page: 1, limit: 10 })).items.map((item) => item.id)).toEqual([two]);
    // Made private, it is gone from both steps at once.
    await writer.api.updateVisibility({ params: { id: two ?? "" }, body: { visibility: "private" } });
    for (const walk of [undefined, 1]) {
      expect((await ids(1, 10, walk)).ids, `walk ${walk}`).toEqual([three, one]);
    }
  });
});
