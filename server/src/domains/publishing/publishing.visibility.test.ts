import { describe, expect, it } from "vitest";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildDocument } from "../../../test/factories";
import { buildAuthor, buildReader, publishDocument } from "../../../test/publishing";
import { createTestApp } from "../../../test/test-app";
import { ManualClock } from "../../clock";

const clock = new ManualClock();
const app = await createTestApp({ clock });
const author = () => buildAuthor(app.ctx, app.clientFor);

describe("making a document public or private", () => {
  it("needs a screen name for the first publish (409 SCREEN_NAME_REQUIRED with the spec's message)", async () => {
    const reader = await buildReader(app.ctx, app.clientFor);
    const document = await buildDocument(app.ctx, reader.user);
    expect(await failure(reader.api.updateVisibility({ params: { id: document.id }, body: { visibility: "public" } }))).toMatchObject({
      status: 409,
      code: "SCREEN_NAME_REQUIRED",
      message: "Please add a screen name in order to publish your first document!",
    });
    expect((await reader.api.getDocument({ params: { id: document.id } })).visibility).toBe("private");
  });

  it("publishes with a slug from the title, kept when the title changes, private again and public again", async () => {
    const writer = await author();
    const document = await buildDocument(app.ctx, writer.user, { title: "Café Stories: Part One!" });
    const before = await writer.api.getPublication({ params: { id: document.id } });
    expect(before).toMatchObject({
      visibility: "private",
      slug: null,
      path: null,
      can: { makePublic: true, makePrivate: false, share: false },
    });

    const published = await writer.api.updateVisibility({ params: { id: document.id }, body: { visibility: "public" } });
    expect(published).toMatchObject({
      visibility: "public",
      slug: "cafe-stories-part-one",
      path: `/publications/@${writer.handle}/cafe-stories-part-one`,
      can: { makePublic: false, makePrivate: true, share: true },
    });
    expect(published.firstPublishedAt).not.toBeNull();
    expect((await writer.api.getDocument({ params: { id: document.id } })).visibility).toBe("public");

    await writer.api.updateDocument({ params: { id: document.id }, body: { title: "A new title" } });
    expect((await writer.api.getPublication({ params: { id: document.id } })).slug).toBe("cafe-stories-part-one");

    const hidden = await writer.api.updateVisibility({ params: { id: document.id }, body: { visibility: "private" } });
    expect(hidden).toMatchObject({ visibility: "private", slug: "cafe-stories-part-one", publishedAt: null, can: { share: false } });
    const again = await writer.api.updateVisibility({ params: { id: document.id }, body: { visibility: "public" } });
    expect(again).toMatchObject({ slug: "cafe-stories-part-one", firstPublishedAt: published.firstPublishedAt });
  });

  it("keeps slugs unique per author (-2, -3) and lets two authors use the same one", async () => {
    const writer = await author();
    const other = await author();
    const slugs = [];
    for (const owner of [writer, writer, writer, other]) {
      slugs.push((await publishDocument(app.ctx, owner, { title: "Same Title" })).slug);
    }
    expect(slugs).toEqual(["same-title", "same-title-2", "same-title-3", "same-title"]);
  });

  it("renews the link from the current title; the old slug redirects to the new one", async () => {
    const writer = await author();
    const { document, slug } = await publishDocument(app.ctx, writer, { title: "Old name" });
    await writer.api.updateDocument({ params: { id: document.id }, body: { title: "New name" } });
    const renewed = await writer.api.genDocPublicLink({ params: { id: document.id }, body: { renew: true } });
    expect(renewed.slug).toBe("new-name");
    const old = await app.app.inject({ method: "GET", url: `/publications/@${writer.handle}/${slug}` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/publications/@${writer.handle}/new-name`);
    expect((await app.client.getPublicDocument({ query: { handle: writer.handle, slug } })).slug).toBe("new-name");
    // A private document has no link to give.
    await writer.api.updateVisibility({ params: { id: document.id }, body: { visibility: "private" } });
    expect(await failure(writer.api.genDocPublicLink({ params: { id: document.id }, body: {} }))).toMatchObject({
      status: 409,
      message: PUBLISHING_MESSAGES.shareNeedsPublic,
    });
  });

  it("refuses to trash a public document with the spec's message", async () => {
    const writer = await author();
    const { document } = await publishDocument(app.ctx, writer);
    expect(await failure(writer.api.trashDocument({ params: { id: document.id } }))).toMatchObject({
      status: 409,
      message: "This is a public document and, therefore, cannot be deleted.",
    });
    expect((await writer.api.getDocument({ params: { id: document.id } })).can).toMatchObject({
      delete: false,
      share: true,
      publish: true,
    });
  });

  it("normalises tags: # prefixed, split on spaces and pasted #s, at most 20", async () => {
    const writer = await author();
    const document = await buildDocument(app.ctx, writer.user);
    const many = Array.from({ length: 25 }, (_, index) => `t${index}`).join(" ");
    const status = await writer.api.updateTags({ params: { id: document.id }, body: { tags: ["writing", "#one #two", many] } });
    expect(status.tags.slice(0, 4)).toEqual(["#writing", "#one", "#two", "#t0"]);
    expect(status.tags).toHaveLength(20);
    // Set before publishing, kept by the first publish.
    const published = await writer.api.updateVisibility({ params: { id: document.id }, body: { visibility: "public" } });
    expect(published.tags).toEqual(status.tags);
  });

  it("answers 404 to another user and 401 anonymously on every author route", async () => {
    const writer = await author();
    const intruder = await author();
    const { document } = await publishDocument(app.ctx, writer);
    const params = { id: document.id };
    const calls = [
      (api: typeof intruder.api) => api.getPublication({ params }),
      (api: typeof intruder.api) => api.updateVisibility({ params, body: { visibility: "private" } }),
      (api: typeof intruder.api) => api.genDocPublicLink({ params, body: {} }),
      (api: typeof intruder.api) => api.updateTags({ params, body: { tags: ["x"] } }),
      (api: typeof intruder.api) => api.removeCover({ params }),
      (api: typeof intruder.api) => api.uploadCover({ params, query: {}, file: new Blob([new Uint8Array([1, 2, 3])]) }),
    ];
    for (const call of calls) {
      expect(await failure(call(intruder.api))).toMatchObject({ status: 404, message: "Document not found." });
      expect(await failure(call(app.client))).toMatchObject({ status: 401 });
    }
    expect(await failure(writer.api.updateVisibility({ params, body: { visibility: "shared" as never } }))).toMatchObject({ status: 400 });
    expect(await failure(writer.api.getPublication({ params: { id: "not-an-id" } }))).toMatchObject({ status: 400 });
    expect(await failure(app.client.myPublicDocuments({ query: {} }))).toMatchObject({ status: 401 });
    expect(await failure(writer.api.myPublicDocuments({ query: { limit: 500 } }))).toMatchObject({ status: 400 });
    expect((await writer.api.myPublicDocuments({ query: {} })).items.map((item) => item.id)).toEqual([document.id]);
  });
});
