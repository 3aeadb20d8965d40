import { readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contract } from "@wordloom/shared/api";
import { createTestApp } from "../../test/test-app";
import { domains } from "./index";

const domainsDir = fileURLToPath(new URL(".", import.meta.url));
const folders = readdirSync(domainsDir).filter((name) => statSync(`${domainsDir}/${name}`).isDirectory());

describe("the domain list", () => {
  it("names every domain folder once, under its folder's name", () => {
    expect([...domains.map((domain) => domain.name)].sort()).toEqual([...folders].sort());
  });

  it("gives queues to one domain each, and schedules only on the domain's own queues", () => {
    const queues = domains.flatMap((domain) => (domain.queues ?? []).map((queue) => queue.name));
    expect(new Set(queues).size).toBe(queues.length);
    for (const domain of domains) {
      const own = new Set((domain.queues ?? []).map((queue) => queue.name));
      for (const schedule of domain.schedules ?? []) {
        expect(own.has(schedule.queue), `${domain.name} schedules ${schedule.queue}`).toBe(true);
      }
    }
  });

  it("registers every endpoint of the contract (Fastify itself refuses a route registered twice)", async () => {
    const app = await createTestApp();
    for (const [name, definition] of Object.entries(contract)) {
      const route = app.app.hasRoute({ method: definition.method, url: definition.path });
      expect(route, `${name}: ${definition.method} ${definition.path}`).toBe(true);
    }
  });

  it("wires the activity log, the plagiarism index and the learning journey to document events", async () => {
    const app = await createTestApp();
    expect(app.ctx.events.listenerCount("document.saved")).toBe(3);
    expect(app.ctx.events.listenerCount("feature.used")).toBe(1);
    expect(app.ctx.events.listenerCount("trash.purged")).toBe(1);
  });
});
