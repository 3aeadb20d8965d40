import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";

/** The generated secret's file when APP_SECRET is unset: one per data folder, readable by its owner only. */
export const APP_SECRET_FILE = "app-secret";

/**
 * The server's secret: APP_SECRET, or (a single self-hosted server) a random one generated once and
 * kept in DATA_DIR/app-secret. Several servers sharing one database must all set the same APP_SECRET.
 */
export const resolveAppSecret = (config: Pick<Config, "appSecret" | "dataDir">): string => {
  if (config.appSecret) {
    return config.appSecret;
  }
  const file = path.join(config.dataDir, APP_SECRET_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return readFileSync(file, "utf8").trim();
    }
  }
};
