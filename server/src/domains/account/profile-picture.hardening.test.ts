import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "@wordloom/shared/api";
import { createTestApp } from "../../../test/test-app";
import { buildUser } from "../../../test/factories";
import { apiFailure } from "../../../test/api-failure";
import { users } from "./users.tables";

/**
 * Uploads are re-encoded before they are stored (integrations/images): what is stored is fresh
 * pixels, bounded in size, with no metadata and nothing of the input's other bytes; and concurrent
 * uploads leave exactly one file behind.
 */
const app = await createTestApp();

const upload = (client: ApiClient, bytes: Uint8Array, fileName = "me.png") =>
  client.uploadProfilePicture({ file: new Blob([new Uint8Array(bytes)]), fileName });

const fileOf = (url: string) => path.join(app.config.mediaDir, url.replace(/^\/media\//, ""));

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A well-formed PNG header declaring width × height RGB pixels, followed by one row of data: a few hundred bytes. */
const pngDeclaring = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1 + Math.min(width, 1000) * 3))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

const PAYLOAD = "<html><body><script>fetch('/api/me').then(r=>r.text()).then(alert)</script></body></html>";

const avatarFiles = () => {
  try {
    return readdirSync(path.join(app.config.mediaDir, "avatars"));
  } catch {
    return [];
  }
};
const incomingFiles = () => {
  try {
    return readdirSync(path.join(app.config.mediaDir, ".incoming"));
  } catch {
    return [];
  }
};
const referencedFiles = async () =>
  new Set(
    (await app.ctx.db.select({ path: users.profilePicPath }).from(users).where(isNotNull(users.profilePicPath))).map((row) =>
      path.basename(row.path ?? ""),
    ),
  );

describe("profile pictures are re-encoded", () => {
  it("stores a PNG with HTML appended as a clean WebP without the payload", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from(PAYLOAD)]);
    const updated = await upload(app.clientFor(accessToken), polyglot, "innocent.png");
    expect(updated.profilepic).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    const stored = readFileSync(fileOf(updated.profilepic ?? ""));
    expect(stored.includes(Buffer.from("<script"))).toBe(false);
    expect(stored.includes(Buffer.from("<html"))).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: "webp", width: 40, height: 30 });
    const served = await app.app.inject({ method: "GET", url: updated.profilepic ?? "" });
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.body).not.toContain("<script");
  });

  it("stores a GIF carrying script in a comment block and after its trailer without either", async () => {
    const { accessToken } = await buildUser(app.ctx);
    // GIF89a, 1×1, global colour table of 2, a comment extension holding script, the image, the trailer, then more script.
    const gif = Buffer.concat([
      Buffer.from("GIF89a", "latin1"),
      Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff]),
      Buffer.from([0x21, 0xfe, 40]),
      Buffer.from("*/=1;alert(document.domain);/*<script>".padEnd(40, " "), "latin1"),
      Buffer.from([0]),
      Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
      Buffer.from(`\n${PAYLOAD}`, "latin1"),
    ]);
    expect((await sharp(gif).metadata()).format).toBe("gif");
    const updated = await upload(app.clientFor(accessToken), gif, "avatar.gif");
    const stored = readFileSync(fileOf(updated.profilepic ?? ""));
    expect(updated.profilepic).toMatch(/\.webp$/);
    for (const marker of ["alert", "<script", "document"]) {
      expect(stored.includes(Buffer.from(marker)), marker).toBe(false);
    }
  });

  it("drops EXIF metadata (here a description holding script and a camera make) and applies the orientation first", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const jpeg = await sharp({ create: { width: 60, height: 20, channels: 3, background: "#cc6633" } })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { ImageDescription: PAYLOAD, Make: "SecretCam" } })
      .jpeg()
      .toBuffer();
    expect(await sharp(jpeg).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const updated = await upload(app.clientFor(accessToken), jpeg, "photo.jpg");
    const stored = readFileSync(fileOf(updated.profilepic ?? ""));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    // Orientation 6 (rotate 90° clockwise): a 60 × 20 landscape is stored upright as 20 × 60.
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 20, height: 60 });
    expect(stored.includes(Buffer.from("SecretCam"))).toBe(false);
    expect(stored.includes(Buffer.from("<script"))).toBe(false);
  });

  it("scales a large picture down to fit 512 × 512, keeping its proportions", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const updated = await upload(app.clientFor(accessToken), png, "wide.png");
    expect(await sharp(readFileSync(fileOf(updated.profilepic ?? ""))).metadata()).toMatchObject({ width: 512, height: 256 });
  });

  it("refuses a PNG declaring 50,000 × 50,000 pixels with 400 IMAGE_TOO_LARGE, storing nothing and keeping the current picture", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    const current = await upload(
      client,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    const before = avatarFiles().length;
    const bomb = pngDeclaring(50_000, 50_000);
    expect(bomb.length).toBeLessThan(4096);
    const error = await apiFailure(upload(client, bomb, "bomb.png"));
    expect(error.status).toBe(400);
    expect(error.code).toBe("IMAGE_TOO_LARGE");
    expect(error.message).toContain("50,000 × 50,000");
    expect(error.message).toContain("50 megapixels");
    expect(avatarFiles()).toHaveLength(before);
    expect((await client.me()).profilepic).toBe(current.profilepic);
  });

  it("refuses a picture just past the 50-megapixel limit by its header alone", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    // 10,000 × 5,001 = 50,010,000 pixels: over; the header is what counts, before any pixel is decoded.
    expect((await apiFailure(upload(client, pngDeclaring(10_000, 5_001)))).code).toBe("IMAGE_TOO_LARGE");
    expect((await apiFailure(upload(client, pngDeclaring(1, 50_000_001)))).code).toBe("IMAGE_TOO_LARGE");
  });

  it("refuses a truncated or corrupt image (recognised by its header, undecodable) with 415", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const error = await apiFailure(upload(app.clientFor(accessToken), png.subarray(0, 120), "cut.png"));
    expect(error.status).toBe(415);
    expect(error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});

describe("concurrent uploads", () => {
  it("leave exactly one file, the referenced one, after 10 parallel uploads by one user", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    const before = new Set(avatarFiles());
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#abcdef" } })
      .png()
      .toBuffer();
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, index) => upload(client, png, `p${index}.png`)));
    expect(results.map((result) => result.status)).toEqual(Array(10).fill("fulfilled"));
    const current = (await client.me()).profilepic ?? "";
    const added = avatarFiles().filter((name) => !before.has(name));
    expect(added).toEqual([path.basename(current)]);
    const referenced = await referencedFiles();
    expect(avatarFiles().filter((name) => !referenced.has(name))).toEqual([]);
    expect(incomingFiles()).toEqual([]);
  });

  it("leave no file behind when the picture is removed while uploads run", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#fedcba" } })
      .png()
      .toBuffer();
    await Promise.all([upload(client, png), upload(client, png), client.deleteProfilePicture(), upload(client, png)]);
    const current = (await client.me()).profilepic;
    const referenced = await referencedFiles();
    expect(avatarFiles().filter((name) => !referenced.has(name))).toEqual([]);
    if (current) {
      expect(avatarFiles()).toContain(path.basename(current));
    }
    expect(incomingFiles()).toEqual([]);
  });
});
