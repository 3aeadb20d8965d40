import { X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import type { HttpsConfig } from "./config";

/** What node:https needs to answer TLS: the certificate (chain) and its private key, in PEM. */
interface HttpsServerOptions {
  cert: Buffer;
  key: Buffer;
}

const readPem = (file: string, what: string, https: HttpsConfig): Buffer => {
  try {
    return readFileSync(file);
  } catch (error) {
    const hint = https.source === "dev" ? " Run `npm run addin:certs` to create the development certificates." : "";
    throw new Error(`Cannot read the HTTPS ${what} ${file}: ${error instanceof Error ? error.message : String(error)}.${hint}`);
  }
};

/** An expired development certificate is refused by every browser and by Office: say so at start-up instead. */
const assertDevCertificateCurrent = (cert: Buffer, file: string, now: Date): void => {
  const validTo = new Date(new X509Certificate(cert).validTo);
  if (validTo.getTime() <= now.getTime()) {
    throw new Error(
      `The development certificate ${file} expired on ${validTo.toISOString()}. Run \`npm run addin:certs -- --force\` to create new ones.`,
    );
  }
};

/** Reads the configured certificate and key, or undefined for plain HTTP; a missing file stops start-up with a clear message. */
export const readHttpsOptions = (https: HttpsConfig | undefined, now: Date = new Date()): HttpsServerOptions | undefined => {
  if (!https) {
    return undefined;
  }
  const cert = readPem(https.certFile, "certificate", https);
  const key = readPem(https.keyFile, "key", https);
  if (https.source === "dev") {
    assertDevCertificateCurrent(cert, https.certFile, now);
  }
  return { cert, key };
};
