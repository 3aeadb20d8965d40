import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { isPublicAddress, safeFetch, SafeFetchError, type ResolvedAddress, type SafeFetchFailure } from "./safe-fetch";

/** A fixture site on loopback; tests reach it through names their own resolver maps to 127.0.0.1. */
const routes: Record<string, (response: ServerResponse) => void> = {
  "/page": (response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end("<html><title>Fixture</title><p>Hello</p></html>");
  },
  "/to-internal": (response) => {
    response.writeHead(302, { location: "http://internal.test/secret" });
    response.end();
  },
  "/to-metadata": (response) => {
    response.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" });
    response.end();
  },
  "/to-page": (response) => {
    response.writeHead(302, { location: "/page" });
    response.end();
  },
  "/loop": (response) => {
    response.writeHead(302, { location: "/loop" });
    response.end();
  },
  "/huge": (response) => {
    response.writeHead(200, { "content-type": "text/html" });
    const chunk = "x".repeat(64 * 1024);
    for (let index = 0; index < 64; index += 1) {
      response.write(chunk);
    }
    response.end();
  },
  "/huge-declared": (response) => {
    response.writeHead(200, { "content-type": "text/html", "content-length": String(50 * 1024 * 1024) });
    response.end("x");
  },
  "/image": (response) => {
    response.writeHead(200, { "content-type": "image/png" });
    response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  },
  "/hang": () => undefined,
};

const seenHosts: string[] = [];
const server = createServer((request, response) => {
  seenHosts.push(request.headers.host ?? "");
  const route = routes[(request.url ?? "").split("?")[0] ?? ""];
  if (route) {
    route(response);
  } else {
    response.writeHead(404);
    response.end();
  }
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.address() as AddressInfo).port;
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const table: Record<string, ResolvedAddress[]> = {
  "site.test": [{ address: "127.0.0.1", family: 4 }],
  "internal.test": [{ address: "10.0.0.5", family: 4 }],
  "mixed.test": [
    { address: "93.184.216.34", family: 4 },
    { address: "10.0.0.1", family: 4 },
  ],
};
/** Only the fixture's loopback address is let through, on top of the public internet. */
const testOptions = {
  resolve: async (host: string) => table[host] ?? [],
  isAllowedAddress: (address: string) => address === "127.0.0.1" || isPublicAddress(address),
};
const site = (path: string) => `http://site.test:${port}${path}`;

const failure = async (call: Promise<unknown>): Promise<SafeFetchFailure> => {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SafeFetchError)) {
    throw new Error(`expected a SafeFetchError, got ${String(error)}`);
  }
  return error.reason;
};

describe("isPublicAddress", () => {
  it("refuses private, loopback, link-local, metadata, CGNAT, multicast and reserved ranges, also inside IPv6", () => {
    const refused = [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fd00:ec2::254",
      "::ffff:127.0.0.1",
      "::ffff:a9fe:a9fe",
      "64:ff9b::a00:1",
      "2002:7f00:1::1",
      "ff02::1",
    ];
    const allowed = ["8.8.8.8", "93.184.216.34", "2606:4700:4700::1111", "::ffff:8.8.8.8"];
    expect(refused.filter(isPublicAddress)).toEqual([]);
    expect(allowed.every(isPublicAddress)).toBe(true);
  });
});

describe("safeFetch", () => {
  it("refuses internal addresses written into the URL, however they are spelled", async () => {
    for (const url of [
      "http://127.0.0.1/",
      "http://2130706433/",
      "http://0x7f.0.0.1/",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::ffff:0:7f00:1]/",
      "http://[64:ff9b::a9fe:a9fe]/",
      "http://[2002:7f00:1::1]/",
      "http://169.254.169.254/latest/meta-data/",
      "http://localhost:3000/",
      "http://metadata.google.internal/",
    ]) {
      expect(await failure(safeFetch(url)), url).toBe("BLOCKED_ADDRESS");
    }
  });

  it("refuses host names over 253 characters (or with a label over 63) before any DNS lookup", async () => {
    const looked: string[] = [];
    const options = { resolve: async (host: string) => (looked.push(host), [{ address: "93.184.216.34", family: 4 as const }]) };
    const long = `${Array.from({ length: 64 }, () => "abc").join(".")}.example`;
    expect(long.length).toBeGreaterThan(253);
    expect(await failure(safeFetch(`http://${long}/`, options))).toBe("BAD_URL");
    expect(await failure(safeFetch(`http://${"a".repeat(64)}.example/`, options))).toBe("BAD_URL");
    expect(await failure(safeFetch(`http://${"a".repeat(100_000)}.example/`, options))).toBe("BAD_URL");
    expect(looked).toEqual([]);
  });

  it("refuses other schemes and URLs with credentials", async () => {
    expect(await failure(safeFetch("file:///etc/passwd"))).toBe("BAD_URL");
    expect(await failure(safeFetch("ftp://example.com/"))).toBe("BAD_URL");
    expect(await failure(safeFetch("http://user:secret@example.com/"))).toBe("BAD_URL");
    expect(await failure(safeFetch("not a url"))).toBe("BAD_URL");
  });

  it("refuses a name when any of its addresses is internal", async () => {
    expect(await failure(safeFetch("http://mixed.test/", testOptions))).toBe("BLOCKED_ADDRESS");
    expect(await failure(safeFetch("http://internal.test/", testOptions))).toBe("BLOCKED_ADDRESS");
  });

  it("connects to the checked address only, keeping the host name for the request", async () => {
    const result = await safeFetch(site("/page"), testOptions);
    expect(result).toMatchObject({ status: 200, contentType: "text/html", url: site("/page") });
    expect(result.body.toString()).toContain("Hello");
    expect(seenHosts.at(-1)).toBe(`site.test:${port}`);
  });

  it("checks every redirect again", async () => {
    expect(await failure(safeFetch(site("/to-internal"), testOptions))).toBe("BLOCKED_ADDRESS");
    expect(await failure(safeFetch(site("/to-metadata"), testOptions))).toBe("BLOCKED_ADDRESS");
    expect((await safeFetch(site("/to-page"), testOptions)).url).toBe(site("/page"));
    expect(await failure(safeFetch(site("/loop"), { ...testOptions, maxRedirects: 3 }))).toBe("TOO_MANY_REDIRECTS");
  });

  it("limits the size, streamed or declared", async () => {
    expect(await failure(safeFetch(site("/huge"), { ...testOptions, maxBytes: 1024 * 1024 }))).toBe("TOO_LARGE");
    expect(await failure(safeFetch(site("/huge-declared"), testOptions))).toBe("TOO_LARGE");
  });

  it("limits the time", async () => {
    const started = Date.now();
    expect(await failure(safeFetch(site("/hang"), { ...testOptions, timeoutMs: 200 }))).toBe("TIMEOUT");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("takes web pages only", async () => {
    expect(await failure(safeFetch(site("/image"), testOptions))).toBe("UNSUPPORTED_CONTENT");
    expect(await failure(safeFetch(site("/missing"), testOptions))).toBe("HTTP_ERROR");
  });
});
