import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../clock";
import { createTestApp } from "../../../test/test-app";
import { buildUser } from "../../../test/factories";
import { waitFor } from "../../../test/wait-for";
import { ACCOUNT_QUEUES } from "./account.jobs";
import { ORPHAN_GRACE_MS, sweepOrphanAvatars } from "./sweep-orphan-avatars";

const clock = new ManualClock(new Date());
const app = await createTestApp({ clock, workers: true });
const avatars = path.join(app.config.mediaDir, "avatars");
const incoming = path.join(app.config.mediaDir, ".incoming");

/** A file in the media folder with its modification time set `ageMs` before the app's clock. */
const plant = (folder: string, name: string, ageMs: number) => {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, name);
  writeFileSync(file, "orphan");
  const time = new Date(clock.now().getTime() - ageMs);
  utimesSync(file, time, time);
  return file;
};

const uploadPicture = async () => {
  const { accessToken } = await buildUser(app.ctx);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0f0" } })
    .png()
    .toBuffer();
  const user = await app.clientFor(accessToken).uploadProfilePicture({ file: new Blob([new Uint8Array(png)]), fileName: "me.png" });
  const file = path.join(app.config.mediaDir, (user.profilepic ?? "").replace(/^\/media\//, ""));
  // Referenced files are kept however old they are.
  const old = new Date(clock.now().getTime() - 30 * ORPHAN_GRACE_MS);
  utimesSync(file, old, old);
  return file;
};

describe("the orphan sweep", () => {
  it("removes unreferenced avatar files and abandoned temporary uploads past the grace period, keeping referenced and recent ones", async () => {
    const referenced = await uploadPicture();
    const oldOrphan = plant(avatars, "0123456789abcdef0123456789abcdef.webp", ORPHAN_GRACE_MS + 60_000);
    const oldOrphanPng = plant(avatars, "fedcba9876543210fedcba9876543210.png", 10 * ORPHAN_GRACE_MS);
    const youngOrphan = plant(avatars, "11111111111111111111111111111111.webp", ORPHAN_GRACE_MS - 60_000);
    const oldPart = plant(incoming, "22222222222222222222222222222222.part", ORPHAN_GRACE_MS + 60_000);
    const youngPart = plant(incoming, "33333333333333333333333333333333.part", 1_000);

    const result = await sweepOrphanAvatars(app.ctx);

    expect(existsSync(referenced)).toBe(true);
    expect(existsSync(youngOrphan)).toBe(true);
    expect(existsSync(youngPart)).toBe(true);
    expect(existsSync(oldOrphan)).toBe(false);
    expect(existsSync(oldOrphanPng)).toBe(false);
    expect(existsSync(oldPart)).toBe(false);
    expect([...result.removed].sort()).toEqual(
      [`avatars/${path.basename(oldOrphan)}`, `avatars/${path.basename(oldOrphanPng)}`, `.incoming/${path.basename(oldPart)}`].sort(),
    );
    expect(result.kept).toBeGreaterThanOrEqual(1);
  });

  it("answers without error when the media folders do not exist yet", async () => {
    const result = await sweepOrphanAvatars({ ...app.ctx, config: { ...app.config, mediaDir: path.join(app.config.dataDir, "nowhere") } });
    expect(result).toEqual({ removed: [], kept: 0 });
  });

  it("runs through the account domain's queue", async () => {
    const referenced = await uploadPicture();
    const orphan = plant(avatars, "44444444444444444444444444444444.webp", 2 * ORPHAN_GRACE_MS);
    const jobId = await app.boss.send(ACCOUNT_QUEUES.sweepOrphanMedia, {});
    expect(jobId).toEqual(expect.any(String));
    await waitFor(async () => (await app.boss.getJobById(ACCOUNT_QUEUES.sweepOrphanMedia, jobId ?? ""))?.state === "completed");
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(referenced)).toBe(true);
    expect(readdirSync(avatars)).toContain(path.basename(referenced));
  });
});
