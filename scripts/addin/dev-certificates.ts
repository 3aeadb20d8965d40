import { X509Certificate } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

/** The names the localhost certificate covers (the manifest's origin is https://localhost:3000). */
export const DEV_CERTIFICATE_HOSTS = ["localhost", "127.0.0.1"];
/** A certificate that expires sooner than this is replaced. */
const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;

export type CertificateStatus =
  { state: "missing" } | { state: "expiring" | "valid"; validTo: Date } | { state: "unreadable"; reason: string };

/** Whether the localhost certificate exists, covers localhost and stays valid for at least another day. */
export const certificateStatus = (certificateFile: string, now: Date = new Date()): CertificateStatus => {
  if (!existsSync(certificateFile)) {
    return { state: "missing" };
  }
  try {
    const certificate = new X509Certificate(readFileSync(certificateFile));
    const validTo = new Date(certificate.validTo);
    if (!certificate.checkHost("localhost")) {
      return { state: "unreadable", reason: "it does not cover localhost" };
    }
    return { state: validTo.getTime() - now.getTime() < RENEW_BEFORE_MS ? "expiring" : "valid", validTo };
  } catch (error) {
    return { state: "unreadable", reason: error instanceof Error ? error.message : String(error) };
  }
};

/** How to make this machine's browsers and Office trust the development CA, by hand. */
export const trustInstructions = (platform: NodeJS.Platform, caFile: string): string[] => {
  switch (platform) {
    case "darwin":
      return [`security add-trusted-cert -d -r trustRoot -k ~/Library/Keychains/login.keychain-db "${caFile}"`];
    case "win32":
      return [`certutil -user -addstore Root "${caFile}"`];
    default:
      return [
        `sudo cp "${caFile}" /usr/local/share/ca-certificates/office-addin-dev-ca.crt && sudo update-ca-certificates`,
        `# Chromium and Firefox read their own store (NSS):`,
        `certutil -d sql:$HOME/.pki/nssdb -A -t "C,," -n "Developer CA for Microsoft Office Add-ins" -i "${caFile}"`,
      ];
  }
};

/** Why --install must not run here, or undefined when it may: never in CI, and on Linux only as root. */
export const installRefusal = (
  env: Record<string, string | undefined>,
  platform: NodeJS.Platform,
  uid: number | undefined,
): string | undefined => {
  if (env.CI) {
    return "CI must not change the system trust store: pass the certificate files to the server instead (HTTPS_CERT_FILE, HTTPS_KEY_FILE).";
  }
  if (platform === "linux" && uid !== 0) {
    return "installing into the Linux trust store needs root: run the commands below with sudo.";
  }
  return undefined;
};
