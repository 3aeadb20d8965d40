import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildDocument } from "../../../test/factories";
import { buildAuthor } from "../../../test/publishing";
import { createTestApp } from "../../../test/test-app";

const app = await createTestApp();
const blob = (bytes: Buffer | Uint8Array, type = "application/octet-stream") => new Blob([new Uint8Array(bytes)], { type });
const stored = (url: string | null) => path.join(app.config.mediaDir, (url ?? "").replace(/^\/media\//, ""));

describe("cover images", () => {
  it("crops (2.23, 700 × 300 by default in the web app), re-encodes within 1920 px and replaces the previous cover", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    const document = await buildDocument(app.ctx, writer.user);
    const params = { id: document.id };
    const big = await sharp({ create: { width: 4000, height: 2000, channels: 3, background: "#884422" } })
      .jpeg()
      .toBuffer();
    const cropped = await writer.api.uploadCover({ params, query: { left: 100, top: 100, width: 2230, height: 1000 }, file: blob(big) });
    const file = stored(cropped.coverUrl);
    const info = await sharp(file).metadata();
    expect(info).toMatchObject({ format: "webp", width: 1920, height: 861 });
    const full = await writer.api.uploadCover({ params, query: {}, file: blob(big) });
    expect((await sharp(stored(full.coverUrl)).metadata()).width).toBe(1920);
    expect(existsSync(file)).toBe(false);
    const removed = await writer.api.removeCover({ params });
    expect(removed.coverUrl).toBeNull();
    expect(existsSync(stored(full.coverUrl))).toBe(false);
  });

  it("refuses a gif over 2 MB, a file over 25 MB, a non-image and a crop outside the picture, with the spec's messages", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    const document = await buildDocument(app.ctx, writer.user);
    const params = { id: document.id };
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const bigGif = Buffer.concat([gif, Buffer.alloc(2 * 1024 * 1024)]);
    expect(await failure(writer.api.uploadCover({ params, query: {}, file: blob(bigGif, "image/gif") }))).toMatchObject({
      status: 413,
      message: PUBLISHING_MESSAGES.gifTooLarge,
    });
    expect(await writer.api.uploadCover({ params, query: {}, file: blob(gif, "image/gif") })).toMatchObject({
      coverUrl: expect.stringMatching(/\.webp$/),
    });
    const huge = Buffer.alloc(25 * 1024 * 1024 + 1);
    expect(await failure(writer.api.uploadCover({ params, query: {}, file: blob(huge) }))).toMatchObject({
      status: 413,
      message: PUBLISHING_MESSAGES.fileTooLarge,
    });
    expect(await failure(writer.api.uploadCover({ params, query: {}, file: blob(Buffer.from("<svg></svg>")) }))).toMatchObject({
      status: 415,
      message: PUBLISHING_MESSAGES.cantUpload,
    });
    expect(
      await failure(writer.api.uploadCover({ params, query: { left: 5, top: 5, width: 10, height: 10 }, file: blob(gif) })),
    ).toMatchObject({
      status: 400,
    });
    expect(await failure(writer.api.uploadCover({ params, query: { left: 5 }, file: blob(gif) }))).toMatchObject({ status: 400 });
  });
});
