import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
export const WEBAPP_DIST = path.join(repoRoot, "webapp", "dist");

/**
 * Serves the built web app so one process is the whole product. Until it is built, the root
 * points at the API documentation.
 */
export const registerFrontends = async (app: FastifyInstance, webappDist: string = WEBAPP_DIST) => {
  if (!existsSync(path.join(webappDist, "index.html"))) {
    app.get("/", { schema: { hide: true } }, async (_request, reply) => reply.redirect("/api/docs"));
    return;
  }
  await app.register(fastifyStatic, { root: webappDist, prefix: "/", wildcard: false, decorateReply: true });
};
