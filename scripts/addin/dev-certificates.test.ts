import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generateCertificates } from "office-addin-dev-certs";
import { certificateDirectory, localhostCertificatePath, localhostKeyPath } from "office-addin-dev-certs/lib/defaults";
import { afterAll, describe, expect, it } from "vitest";
import { DEV_CERTIFICATE_DIR, loadConfig } from "../../server/src/config";
import { certificateStatus, DEV_CERTIFICATE_HOSTS, installRefusal, trustInstructions } from "./dev-certificates";

const folder = mkdtempSync(path.join(tmpdir(), "wordloom-dev-certs-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const certificate = path.join(folder, "localhost.crt");
await generateCertificates(path.join(folder, "ca.crt"), certificate, path.join(folder, "localhost.key"), 2, DEV_CERTIFICATE_HOSTS);

describe("development certificates", () => {
  it("live where HTTPS=dev makes the server look for them", () => {
    expect(DEV_CERTIFICATE_DIR).toBe(certificateDirectory);
    expect(loadConfig({ HTTPS: "dev" }).https).toMatchObject({ certFile: localhostCertificatePath, keyFile: localhostKeyPath });
  });

  it("are kept while valid and renewed within a day of expiry", () => {
    const status = certificateStatus(certificate);
    expect(status.state).toBe("valid");
    const nearlyExpired = new Date(Date.now() + 36 * 60 * 60 * 1000);
    expect(certificateStatus(certificate, nearlyExpired).state).toBe("expiring");
    expect(certificateStatus(path.join(folder, "none.crt")).state).toBe("missing");
    writeFileSync(path.join(folder, "garbage.crt"), "not a certificate");
    expect(certificateStatus(path.join(folder, "garbage.crt")).state).toBe("unreadable");
  });

  it("are never installed into the trust store in CI, nor on Linux without root", () => {
    expect(installRefusal({ CI: "true" }, "darwin", 501)).toMatch(/CI must not change the system trust store/);
    expect(installRefusal({}, "linux", 1000)).toMatch(/needs root/);
    expect(installRefusal({}, "linux", 0)).toBeUndefined();
    expect(installRefusal({}, "darwin", 501)).toBeUndefined();
  });

  it("come with instructions to trust the CA by hand on each platform", () => {
    expect(trustInstructions("linux", "/x/ca.crt").join("\n")).toMatch(/update-ca-certificates[\s\S]*certutil -d sql:/);
    expect(trustInstructions("darwin", "/x/ca.crt")[0]).toMatch(/^security add-trusted-cert .*"\/x\/ca.crt"$/);
    expect(trustInstructions("win32", "C:\\x\\ca.crt")[0]).toBe('certutil -user -addstore Root "C:\\x\\ca.crt"');
  });
});
