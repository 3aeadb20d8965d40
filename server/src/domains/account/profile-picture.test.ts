import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "@wordloom/shared/api";
import { LIMITS } from "@wordloom/shared/rules";
import { createTestApp } from "../../../test/test-app";
import { buildUser } from "../../../test/factories";
import { users } from "./users.tables";
import { apiFailure as apiErrorOf } from "../../../test/api-failure";

const app = await createTestApp();

/** A valid 1×1 PNG and a 1×1 GIF. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const AVATAR_URL = /^\/media\/avatars\/[0-9a-f]{32}\.webp$/;

const upload = (client: ApiClient, bytes: Uint8Array, fileName: string) =>
  client.uploadProfilePicture({ file: new Blob([new Uint8Array(bytes)]), fileName });

/** The file on disk behind a /media/ URL. */
const fileOf = (url: string) => path.join(app.config.mediaDir, url.replace(/^\/media\//, ""));

/** A multipart body built by the platform's own FormData encoder, for inject. */
const multipart = async (field: string, bytes: Uint8Array, fileName: string) => {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(bytes)]), fileName);
  const request = new Request("http://wordloom.test/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type") ?? "" };
};

const storedPicture = async (id: string) => {
  const [row] = await app.ctx.db.select({ path: users.profilePicPath }).from(users).where(eq(users.id, id));
  return row?.path;
};

describe("POST /api/me/profile-picture", () => {
  it("accepts a real PNG whatever its name, stores it re-encoded as WebP under media/avatars and serves that", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    const updated = await upload(app.clientFor(accessToken), PNG, "notes.txt");
    expect(updated.profilepic).toMatch(AVATAR_URL);
    const url = updated.profilepic ?? "";
    expect(await storedPicture(user.id)).toBe(url.replace(/^\/media\//, ""));
    const stored = readFileSync(fileOf(url));
    expect(await sharp(stored).metadata()).toMatchObject({ format: "webp", width: 1, height: 1 });

    const served = await app.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect((await app.clientFor(accessToken).me()).profilepic).toBe(url);
  });

  it("reads the picture by its bytes, not its name (a GIF named photo.png), and stores WebP whatever came in", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const updated = await upload(app.clientFor(accessToken), GIF, "photo.png");
    expect(updated.profilepic).toMatch(AVATAR_URL);
    const served = await app.app.inject({ method: "GET", url: updated.profilepic ?? "" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("refuses a text file named photo.png with 415 and keeps the current picture", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    const before = await upload(client, PNG, "me.png");
    const error = await apiErrorOf(upload(client, Buffer.from("just some notes, not an image\n"), "photo.png"));
    expect(error.status).toBe(415);
    expect(error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(await storedPicture(user.id)).toBe(before.profilepic?.replace(/^\/media\//, ""));
    expect(existsSync(fileOf(before.profilepic ?? ""))).toBe(true);
  });

  it("refuses an SVG (script-capable markup) and an empty file with 415", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await apiErrorOf(upload(client, svg, "avatar.png"))).code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect((await apiErrorOf(upload(client, new Uint8Array(0), "empty.png"))).code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("accepts a picture of exactly 8 MB (a PNG followed by padding), storing only its re-encoded pixels", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const bytes = Buffer.alloc(LIMITS.imageUploadBytes);
    PNG.copy(bytes);
    const updated = await upload(app.clientFor(accessToken), bytes, "big.png");
    expect(updated.profilepic).toMatch(AVATAR_URL);
    expect(readFileSync(fileOf(updated.profilepic ?? "")).length).toBeLessThan(1024);
  });

  it("refuses a file over 8 MB with 413 and stores nothing", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    const bytes = Buffer.alloc(LIMITS.imageUploadBytes + 1);
    PNG.copy(bytes);
    const error = await apiErrorOf(upload(app.clientFor(accessToken), bytes, "huge.png"));
    expect(error.status).toBe(413);
    expect(error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(await storedPicture(user.id)).toBeNull();
  });

  it("answers a JSON request with a 4xx error shape, never 500", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const response = await app.app.inject({
      method: "POST",
      url: "/api/me/profile-picture",
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { file: PNG.toString("base64") },
    });
    expect([400, 415]).toContain(response.statusCode);
    const body = response.json<{ error: { code: string; message: string } }>();
    expect(["BAD_REQUEST", "UNSUPPORTED_MEDIA_TYPE"]).toContain(body.error.code);
    expect(body.error.message.length).toBeGreaterThan(0);
  });

  it("answers a request without a body or with the file in another field with 400", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const empty = await app.app.inject({
      method: "POST",
      url: "/api/me/profile-picture",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect([400, 415]).toContain(empty.statusCode);
    expect(empty.json()).toHaveProperty("error.code");

    const { payload, contentType } = await multipart("avatar", PNG, "me.png");
    const wrongField = await app.app.inject({
      method: "POST",
      url: "/api/me/profile-picture",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": contentType },
      payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
  });

  it("answers a multipart request without any part with 400, never 500", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const boundary = "----wordloomboundary";
    const response = await app.app.inject({
      method: "POST",
      url: "/api/me/profile-picture",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("error.code");
  });

  it("deletes the previous file when a second picture is uploaded", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    const first = (await upload(client, PNG, "one.png")).profilepic ?? "";
    expect(existsSync(fileOf(first))).toBe(true);
    const second = (await upload(client, GIF, "two.gif")).profilepic ?? "";
    expect(second).toMatch(AVATAR_URL);
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    expect((await app.app.inject({ method: "GET", url: first })).statusCode).toBe(404);
  });

  it("never touches another user's picture", async () => {
    const other = await buildUser(app.ctx);
    const theirs = (await upload(app.clientFor(other.accessToken), PNG, "theirs.png")).profilepic ?? "";
    const { accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    await upload(client, PNG, "mine.png");
    await upload(client, GIF, "mine-again.gif");
    await client.deleteProfilePicture();
    expect(existsSync(fileOf(theirs))).toBe(true);
  });

  it("answers 401 without a token", async () => {
    const error = await apiErrorOf(upload(app.client, PNG, "me.png"));
    expect(error.status).toBe(401);
    expect(error.code).toBe("UNAUTHENTICATED");
  });
});

describe("DELETE /api/me/profile-picture", () => {
  it("clears the picture and removes its file", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    const url = (await upload(client, PNG, "me.png")).profilepic ?? "";
    const cleared = await client.deleteProfilePicture();
    expect(cleared.profilepic).toBeNull();
    expect(await storedPicture(user.id)).toBeNull();
    expect(existsSync(fileOf(url))).toBe(false);
    expect((await app.app.inject({ method: "GET", url })).statusCode).toBe(404);
    expect((await client.me()).profilepic).toBeNull();
  });

  it("succeeds when there is no picture", async () => {
    const { accessToken } = await buildUser(app.ctx);
    expect((await app.clientFor(accessToken).deleteProfilePicture()).profilepic).toBeNull();
  });

  it("answers 401 without a token", async () => {
    const response = await app.app.inject({ method: "DELETE", url: "/api/me/profile-picture" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
  });
});

describe("/media/", () => {
  it("serves nothing outside the uploaded pictures", async () => {
    const secret = "top secret contents";
    writeFileSync(path.join(app.config.dataDir, "secret"), secret);
    writeFileSync(path.join(app.config.dataDir, "secret.png"), secret);
    mkdirSync(path.join(app.config.mediaDir, "avatars"), { recursive: true });
    writeFileSync(path.join(app.config.mediaDir, "avatars", "x.txt"), secret);
    writeFileSync(path.join(app.config.mediaDir, "avatars", ".hidden.png"), secret);

    for (const url of [
      "/media/../secret",
      "/media/../secret.png",
      "/media/%2e%2e/secret",
      "/media/%2e%2e/secret.png",
      "/media/avatars/..%2f..%2fsecret.png",
      "/media/avatars/%2e%2e/%2e%2e/secret.png",
      "/media/avatars/x.txt",
      "/media/avatars/.hidden.png",
      "/media/avatars/",
      "/media/",
    ]) {
      const response = await app.app.inject({ method: "GET", url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain(secret);
    }
  });
});
