import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { api } from "./browser";
import { startServer, type RunningServer } from "./run-server";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

export interface ServerWithAdmin {
  server: RunningServer;
  /** An access token of the admin seeded at start-up (to grant users add-ons or products). */
  adminToken: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * A real server of the file's own, on a fresh PGlite folder, with a first admin seeded from
 * ADMIN_EMAIL / ADMIN_PASSWORD and signed in: for tests that need a plan only an admin can grant.
 * `env` adds settings (e.g. PLATFORMS_BASE and a platform's client id).
 */
export const startServerWithAdmin = async (
  name: string,
  admin: { email: string; password: string },
  env: Record<string, string> = {},
): Promise<ServerWithAdmin> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), `wordloom-e2e-${name}-`));
  const server = await startServer({ cwd: repoRoot, dataDir, env: { ...env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
  const adminToken = (await api(server.baseUrl).adminSignIn({ body: admin })).accessToken;
  return {
    server,
    adminToken,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
