import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
export const WEBAPP_DIST = path.join(repoRoot, "webapp", "dist");

/** Content-hashed build output: a changed file gets a new name, so it may be kept for a year. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** Everything with a stable name (index.html, sw.js, workbox-*.js, the manifest, icons) is revalidated on every use. */
export const REVALIDATE_CACHE = "no-cache";

/** Paths that belong to the server, never to the web app: unknown ones answer the JSON 404. */
const SERVER_PATHS = /^\/(?:api|media|addin)(?:\/|$)/;

/** The Cache-Control header for a file of the build, by its path relative to the build folder. */
export const cacheControlFor = (relativePath: string): string =>
  relativePath.split(path.sep).join("/").startsWith("assets/") ? IMMUTABLE_CACHE : REVALIDATE_CACHE;

/** Browsers send text/html in Accept when navigating; scripts, fetch() and images do not. */
const acceptsHtml = (accept: string | undefined): boolean => accept !== undefined && /\btext\/html\b|\bapplication\/xhtml\+xml\b/.test(accept);

const decodePath = (pathname: string): string | null => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
};

/** Dot files and folders (the build's .vite/manifest.json) are for tools, not browsers. */
const isHidden = (decodedPath: string): boolean => decodedPath.split("/").some((segment) => segment.startsWith("."));

/** Whether the (decoded) URL path names a regular file inside the build folder. */
const isBuildFile = async (root: string, decoded: string): Promise<boolean> => {
  const resolved = path.resolve(root, `.${decoded}`);
  if (!resolved.startsWith(root + path.sep)) {
    return false;
  }
  try {
    return (await stat(resolved)).isFile();
  } catch {
    return false;
  }
};

/**
 * Serves the built web app so one process is the whole product: files from the build, and
 * index.html for any other page the browser navigates to (the router in the app takes it from
 * there). Until the app is built, the root points at the API documentation.
 */
export const registerFrontends = async (app: FastifyInstance, webappDist: string = WEBAPP_DIST) => {
  const root = path.resolve(webappDist);
  if (!existsSync(path.join(root, "index.html"))) {
    app.get("/", { schema: { hide: true } }, async (_request, reply) => reply.redirect("/api/docs"));
    return;
  }
  // Only the sendFile helper: the route below decides what each path gets, so files written by a
  // later build are served too and unknown server paths still reach the JSON 404.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    decorateReply: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader("cache-control", cacheControlFor(path.relative(root, filePath)));
    },
  });
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const decoded = decodePath(pathname);
    if (SERVER_PATHS.test(pathname) || decoded === null || isHidden(decoded)) {
      return reply.callNotFound();
    }
    if (pathname === "/") {
      return reply.sendFile("index.html");
    }
    // A missing hashed asset is a 404 (an old page asking for a replaced chunk must see it fail),
    // and so is any missing file that was not asked for as a page.
    if (pathname.startsWith("/assets/") || !acceptsHtml(request.headers.accept) || (await isBuildFile(root, decoded))) {
      return reply.sendFile(pathname);
    }
    return reply.sendFile("index.html");
  });
};
