import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, type FakePlatformModule } from "./fake-platform";
import { startFakePlatforms, type FakePlatforms } from "./server";

// Two platforms on one host (as Instagram and Facebook share graph.facebook.com).
const special: FakePlatformModule = {
  id: "instagram",
  hosts: ["shared.example"],
  accepts: (request) => request.path.startsWith("/ig/"),
  handle: () => json(200, { by: "instagram" }),
};
const general: FakePlatformModule = { id: "facebook", hosts: ["shared.example"], handle: () => json(200, { by: "facebook" }) };

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms(0, [special, general]);
});
afterAll(async () => {
  await fake.close();
});

describe("a host two fake platforms share", () => {
  it("goes to the first module that accepts the call, and logs the call under that platform", async () => {
    expect(await (await fetch(`${fake.baseUrl}/shared.example/ig/1`)).json()).toEqual({ by: "instagram" });
    expect(await (await fetch(`${fake.baseUrl}/shared.example/me`)).json()).toEqual({ by: "facebook" });
    expect(fake.requests("instagram").map((request) => request.path)).toEqual(["/ig/1"]);
    expect(fake.requests("facebook").map((request) => request.path)).toEqual(["/me"]);
  });

  it("applies a fault for one platform only to that platform's calls", async () => {
    fake.addFault({ platform: "instagram", mode: "respond", status: 503 });
    expect((await fetch(`${fake.baseUrl}/shared.example/me`)).status).toBe(200);
    expect((await fetch(`${fake.baseUrl}/shared.example/ig/2`)).status).toBe(503);
  });
});
