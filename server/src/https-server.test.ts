import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { generateCertificates } from "office-addin-dev-certs";
import { afterAll, describe, expect, it } from "vitest";
import { DEV_CERTIFICATE_DIR, loadConfig } from "./config";
import { readHttpsOptions } from "./https-options";
import { createTestApp } from "../test/test-app";

// A throwaway CA and localhost certificate, made the way `npm run addin:certs` makes them.
const certificateDir = mkdtempSync(path.join(tmpdir(), "wordloom-certs-"));
afterAll(() => rmSync(certificateDir, { recursive: true, force: true }));
const caFile = path.join(certificateDir, "ca.crt");
const certFile = path.join(certificateDir, "localhost.crt");
const keyFile = path.join(certificateDir, "localhost.key");
await generateCertificates(caFile, certFile, keyFile, 1, ["localhost", "127.0.0.1"]);

interface HttpsAnswer {
  status: number | undefined;
  body: string;
}

/** GET over TLS, trusting only the throwaway CA (so an untrusted or plain-HTTP answer fails). */
const httpsGet = (port: number, pathname: string): Promise<HttpsAnswer> =>
  new Promise((resolve, reject) => {
    const outgoing = request({ host: "localhost", port, path: pathname, ca: readFileSync(caFile), method: "GET" }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });

describe("HTTPS serving", () => {
  it("answers over HTTPS with HTTPS_CERT_FILE and HTTPS_KEY_FILE", async () => {
    const app = await createTestApp({ env: { HTTPS_CERT_FILE: certFile, HTTPS_KEY_FILE: keyFile } });
    await app.app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;

    const answer = await httpsGet(port, "/api/health");

    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true });
  });

  it("reads the development certificates from office-addin-dev-certs' folder with HTTPS=dev", () => {
    const config = loadConfig({ HTTPS: "dev" });
    expect(config.https).toEqual({
      certFile: path.join(DEV_CERTIFICATE_DIR, "localhost.crt"),
      keyFile: path.join(DEV_CERTIFICATE_DIR, "localhost.key"),
      source: "dev",
    });
    expect(loadConfig({}).https).toBeUndefined();
  });

  it("refuses half or conflicting settings with a clear message", () => {
    expect(() => loadConfig({ HTTPS_CERT_FILE: certFile })).toThrow(/HTTPS_KEY_FILE: HTTPS_CERT_FILE and HTTPS_KEY_FILE go together/);
    expect(() => loadConfig({ HTTPS: "dev", HTTPS_CERT_FILE: certFile, HTTPS_KEY_FILE: keyFile })).toThrow(
      /HTTPS=dev uses the development certificates/,
    );
    expect(() => loadConfig({ HTTPS: "yes" })).toThrow(/HTTPS/);
  });

  it("stops start-up when a certificate file is missing, pointing development users at addin:certs", () => {
    const missing = { certFile: path.join(certificateDir, "none.crt"), keyFile, source: "dev" as const };
    expect(() => readHttpsOptions(missing)).toThrow(/Cannot read the HTTPS certificate .*none\.crt.*npm run addin:certs/);
  });

  it("refuses an expired development certificate", () => {
    const dev = { certFile, keyFile, source: "dev" as const };
    const nextYear = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
    expect(() => readHttpsOptions(dev, nextYear)).toThrow(/expired on .*addin:certs -- --force/);
  });
});
