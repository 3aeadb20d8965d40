import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildAuthor, buildReader, publishDocument } from "../../../test/publishing";
import { createTestApp } from "../../../test/test-app";
import { ManualClock } from "../../clock";

const clock = new ManualClock();
const app = await createTestApp({ clock });
const author = () => buildAuthor(app.ctx, app.clientFor);
const reader = () => buildReader(app.ctx, app.clientFor);

describe("reader actions", () => {
  it("likes and bookmarks idempotently, and only signed-in readers", async () => {
    const writer = await author();
    const { document } = await publishDocument(app.ctx, writer);
    const params = { id: document.id };
    const one = await reader();
    const two = await reader();
    expect(await one.api.likeDocument({ params })).toEqual({ liked: true, likes: 1 });
    expect(await one.api.likeDocument({ params })).toEqual({ liked: true, likes: 1 });
    expect(await two.api.likeDocument({ params })).toEqual({ liked: true, likes: 2 });
    expect(await one.api.unlikeDocument({ params })).toEqual({ liked: false, likes: 1 });
    expect(await one.api.unlikeDocument({ params })).toEqual({ liked: false, likes: 1 });
    expect(await one.api.bookmarkDocument({ params })).toEqual({ bookmarked: true, bookmarks: 1 });
    expect(await one.api.bookmarkDocument({ params })).toEqual({ bookmarked: true, bookmarks: 1 });
    expect((await one.api.myBookmarks({ query: {} })).items.map((item) => item.id)).toEqual([document.id]);
    expect(await one.api.readerState({ params })).toEqual({
      liked: false,
      bookmarked: true,
      rating: null,
      followingAuthor: false,
      isAuthor: false,
    });
    expect(await two.api.readerState({ params })).toMatchObject({ liked: true });
    expect(await one.api.unbookmarkDocument({ params })).toEqual({ bookmarked: false, bookmarks: 0 });
    expect((await one.api.myBookmarks({ query: {} })).items).toEqual([]);
    for (const call of [
      () => app.client.likeDocument({ params }),
      () => app.client.unlikeDocument({ params }),
      () => app.client.bookmarkDocument({ params }),
      () => app.client.unbookmarkDocument({ params }),
      () => app.client.readerState({ params }),
      () => app.client.myBookmarks({ query: {} }),
      () => app.client.rateUsersRating({ params, body: { rating: 3 } }),
      () => app.client.recordShare({ params, body: { channel: "x" } }),
      () => app.client.addPublicComment({ params, body: { content: "Hi" } }),
      () => app.client.followAuthor({ params: { authorId: writer.user.id } }),
      () => app.client.unfollowAuthor({ params: { authorId: writer.user.id } }),
    ]) {
      expect(await failure(call())).toMatchObject({ status: 401 });
    }
    const summary = await app.client.getPublicDocument({ query: { handle: writer.handle, slug: "test-document" } });
    expect(summary.counts).toMatchObject({ likes: 1, bookmarks: 0 });
    expect(summary.reader).toBeNull();
  });

  it("answers 404 for a private, trashed or unknown document and 400 for a bad id", async () => {
    const writer = await author();
    const { document } = await publishDocument(app.ctx, writer);
    await writer.api.updateVisibility({ params: { id: document.id }, body: { visibility: "private" } });
    const one = await reader();
    for (const id of [document.id, randomUUID()]) {
      const params = { id };
      for (const call of [
        () => one.api.likeDocument({ params }),
        () => one.api.bookmarkDocument({ params }),
        () => one.api.readerState({ params }),
        () => one.api.rateUsersRating({ params, body: { rating: 4 } }),
        () => one.api.recordShare({ params, body: { channel: "link" } }),
        () => one.api.addPublicComment({ params, body: { content: "Hello" } }),
        () => one.api.listPublicComments({ params, query: {} }),
        // The owner too: reading by id goes through the public side.
        () => writer.api.likeDocument({ params }),
      ]) {
        expect(await failure(call())).toMatchObject({ status: 404, message: PUBLISHING_MESSAGES.notFound });
      }
    }
    expect(await failure(one.api.likeDocument({ params: { id: "nope" } }))).toMatchObject({ status: 400 });
    expect(await failure(one.api.rateUsersRating({ params: { id: document.id }, body: { rating: 4.3 } }))).toMatchObject({ status: 400 });
    expect(await failure(one.api.rateUsersRating({ params: { id: document.id }, body: { rating: 6 } }))).toMatchObject({ status: 400 });
    expect(await failure(one.api.recordShare({ params: { id: document.id }, body: { channel: "myspace" as never } }))).toMatchObject({
      status: 400,
    });
  });

  it("rates 0.5–5 in half steps (again replaces), never one's own document", async () => {
    const writer = await author();
    const { document } = await publishDocument(app.ctx, writer);
    const params = { id: document.id };
    const [one, two] = [await reader(), await reader()];
    expect(await one.api.rateUsersRating({ params, body: { rating: 4.5 } })).toEqual({ rating: 4.5, average: 4.5, count: 1 });
    expect(await two.api.rateUsersRating({ params, body: { rating: 2 } })).toEqual({ rating: 2, average: 3.25, count: 2 });
    expect(await one.api.rateUsersRating({ params, body: { rating: 3 } })).toEqual({ rating: 3, average: 2.5, count: 2 });
    expect(await failure(writer.api.rateUsersRating({ params, body: { rating: 5 } }))).toMatchObject({ status: 403 });
    expect((await writer.api.myTopRated({ query: {} })).items[0]).toMatchObject({ id: document.id, rating: { average: 2.5, count: 2 } });
  });

  it("counts shares and copied links once per reader and channel", async () => {
    const writer = await author();
    const { document } = await publishDocument(app.ctx, writer);
    const params = { id: document.id };
    const one = await reader();
    expect(await one.api.recordShare({ params, body: { channel: "x" } })).toEqual({ shares: 1, links: 0 });
    expect(await one.api.recordShare({ params, body: { channel: "x" } })).toEqual({ shares: 1, links: 0 });
    expect(await one.api.recordShare({ params, body: { channel: "linkedin" } })).toEqual({ shares: 2, links: 0 });
    expect(await one.api.recordShare({ params, body: { channel: "link" } })).toEqual({ shares: 2, links: 1 });
    expect((await writer.api.getPublication({ params })).counts).toMatchObject({ shares: 2, links: 1 });
  });

  it("follows public authors idempotently; lists followers and following; never oneself", async () => {
    const writer = await author();
    await publishDocument(app.ctx, writer);
    const fan = await author();
    await publishDocument(app.ctx, fan);
    const params = { authorId: writer.user.id };
    expect(await fan.api.followAuthor({ params })).toEqual({ following: true, followers: 1 });
    expect(await fan.api.followAuthor({ params })).toEqual({ following: true, followers: 1 });
    expect((await app.client.authorFollowers({ params, query: {} })).items.map((item) => item.handle)).toEqual([fan.handle]);
    expect((await app.client.authorFollowing({ params: { authorId: fan.user.id }, query: {} })).items.map((item) => item.handle)).toEqual([
      writer.handle,
    ]);
    expect(await fan.api.authorProfile({ params: { handle: writer.handle } })).toMatchObject({ followers: 1, followedByMe: true });
    expect(await app.client.authorProfile({ params: { handle: writer.handle.toUpperCase() } })).toMatchObject({
      handle: writer.handle,
      followedByMe: null,
      publicDocuments: 1,
    });
    expect(await failure(writer.api.followAuthor({ params }))).toMatchObject({
      status: 409,
      message: PUBLISHING_MESSAGES.cannotFollowYourself,
    });
    expect(await fan.api.unfollowAuthor({ params })).toEqual({ following: false, followers: 0 });
    expect(await fan.api.unfollowAuthor({ params })).toEqual({ following: false, followers: 0 });
    // A user who never published is no public author.
    const stranger = await author();
    expect(await failure(fan.api.followAuthor({ params: { authorId: stranger.user.id } }))).toMatchObject({ status: 404 });
    expect(await failure(app.client.authorProfile({ params: { handle: stranger.handle } }))).toMatchObject({ status: 404 });
    expect(await failure(app.client.authorFollowers({ params: { authorId: randomUUID() }, query: {} }))).toMatchObject({ status: 404 });
  });
});

describe("comments", () => {
  it("adds sanitised comments and one level of replies; the author edits, the author or the article's author removes", async () => {
    const writer = await author();
    const { document } = await publishDocument(app.ctx, writer);
    const params = { id: document.id };
    const one = await author();
    const two = await reader();
    const first = await one.api.addPublicComment({
      params,
      body: {
        content:
          '<p>Great <b>post</b><script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://example.com" onclick="x()">link</a></p>',
      },
    });
    const rel = 'rel="nofollow noopener noreferrer ugc" target="_blank"';
    expect(first.content).toBe(`<p>Great <b>post</b> <a ${rel}>x</a> <a href="https://example.com" ${rel}>link</a></p>`);
    expect(first.can).toEqual({ edit: true, remove: true });
    const plain = await two.api.addPublicComment({ params, body: { content: "1 < 2 & 3 > 2\nsecond line", root: first.id } });
    expect(plain).toMatchObject({ content: "1 &lt; 2 &amp; 3 &gt; 2<br>second line", root: first.id });
    expect(await failure(one.api.addPublicComment({ params, body: { content: "deeper", root: plain.id } }))).toMatchObject({
      status: 400,
      message: PUBLISHING_MESSAGES.repliesOneLevel,
    });
    expect(await failure(one.api.addPublicComment({ params, body: { content: "<b>  </b>" } }))).toMatchObject({ status: 400 });
    expect(await failure(one.api.addPublicComment({ params, body: { content: "x".repeat(2001) } }))).toMatchObject({ status: 400 });

    const listed = await two.api.listPublicComments({ params, query: {} });
    expect(listed.items.map((item) => [item.id, item.can])).toEqual([
      [first.id, { edit: false, remove: false }],
      [plain.id, { edit: true, remove: true }],
    ]);
    expect((await writer.api.listPublicComments({ params, query: {} })).items.map((item) => item.can.remove)).toEqual([true, true]);

    expect(await failure(two.api.editPublicComment({ params: { commentId: first.id }, body: { content: "hijack" } }))).toMatchObject({
      status: 403,
    });
    expect(await failure(writer.api.editPublicComment({ params: { commentId: first.id }, body: { content: "hijack" } }))).toMatchObject({
      status: 403,
    });
    expect(await one.api.editPublicComment({ params: { commentId: first.id }, body: { content: "Edited" } })).toMatchObject({
      content: "Edited",
    });
    expect(await failure(two.api.removePublicComment({ params: { commentId: first.id } }))).toMatchObject({ status: 403 });
    expect((await writer.api.getPublication({ params })).counts.comments).toBe(2);
    // The article's author removes the thread: the reply goes with it.
    expect(await writer.api.removePublicComment({ params: { commentId: first.id } })).toEqual({ ok: true });
    expect((await writer.api.getPublication({ params })).counts.comments).toBe(0);
    expect(await failure(one.api.removePublicComment({ params: { commentId: first.id } }))).toMatchObject({ status: 404 });
    expect(await failure(one.api.editPublicComment({ params: { commentId: randomUUID() }, body: { content: "x" } }))).toMatchObject({
      status: 404,
    });
  });

  it("limits each reader to 5 comments a minute (429), then lets them comment again", async () => {
    const writer = await author();
    const { document } = await publishDocument(app.ctx, writer);
    const params = { id: document.id };
    const chatty = await reader();
    for (let index = 0; index < 5; index += 1) {
      await chatty.api.addPublicComment({ params, body: { content: `Comment ${index}` } });
    }
    expect(await failure(chatty.api.addPublicComment({ params, body: { content: "One more" } }))).toMatchObject({
      status: 429,
      message: PUBLISHING_MESSAGES.commentTooFast,
    });
    clock.advance(61_000);
    expect(await chatty.api.addPublicComment({ params, body: { content: "Later" } })).toMatchObject({ content: "Later" });
  });
});
