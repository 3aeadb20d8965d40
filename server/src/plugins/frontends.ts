import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { OFFICE_FRAME_ANCESTORS } from "../office-hosts";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const WEBAPP_DIST = path.join(repoRoot, "webapp", "dist");
/** The Word add-in's task pane (npm run build:addin), served at /addin/. */
const ADDIN_DIST = path.join(repoRoot, "addin", "dist");

/** Content-hashed build output: a changed file gets a new name, so it may be kept for a year. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** Everything with a stable name (index.html, sw.js, workbox-*.js, the manifest, icons) is revalidated on every use. */
export const REVALIDATE_CACHE = "no-cache";

/** Paths that belong to the server, never to the web app: unknown ones answer the JSON 404. */
const SERVER_PATHS = /^\/(?:api|media|addin)(?:\/|$)/;

/** The Cache-Control header for a file of the build, by its path relative to the build folder. */
const cacheControlFor = (relativePath: string): string =>
  relativePath.split(path.sep).join("/").startsWith("assets/") ? IMMUTABLE_CACHE : REVALIDATE_CACHE;

/** Browsers send text/html in Accept when navigating; scripts, fetch() and images do not. */
const acceptsHtml = (accept: string | undefined): boolean =>
  accept !== undefined && /\btext\/html\b|\bapplication\/xhtml\+xml\b/.test(accept);

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

/** Office.js is loaded the supported way, from Microsoft's CDN (pane and /mso-auth only). */
export const OFFICE_JS_ORIGIN = "https://appsforoffice.microsoft.com";
/** The sign-in page the pane opens in an Office dialog (it loads Office.js for messageParent). */
const MSO_AUTH_PAGE = "/mso-auth";

/** The add-in's cache rules: pages and appInfo.json revalidated on every use, hashed chunks for a year, icons for a day. */
const addinCacheControlFor = (relativePath: string): string => {
  const posixPath = relativePath.split(path.sep).join("/");
  if (posixPath.startsWith("chunks/")) {
    return IMMUTABLE_CACHE;
  }
  if (posixPath.endsWith(".html") || posixPath === "appInfo.json") {
    return REVALIDATE_CACHE;
  }
  return "public, max-age=86400";
};

/** Adds sources to one directive of a Content-Security-Policy header value. */
export const extendCspDirective = (policy: string, directive: string, sources: readonly string[]): string => {
  const directives = policy
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
  const index = directives.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index === -1) {
    return [...directives, `${directive} ${sources.join(" ")}`].join(";");
  }
  const existing = directives[index] ?? directive;
  const missing = sources.filter((source) => !existing.split(/\s+/).includes(source));
  directives[index] = [existing, ...missing].join(" ");
  return directives.join(";");
};

/** The raw response (fastify-static's setHeaders types it without removeHeader, which it has). */
interface HeaderTarget {
  getHeader(name: string): unknown;
  setHeader(name: string, value: string): unknown;
  removeHeader?(name: string): void;
}

interface OfficeHeaderOptions {
  /** The page loads Office.js from Microsoft's CDN (the pane, the sign-in dialog). */
  loadsOfficeJs: boolean;
  /** The page is framed inside Word on the web (the pane, and app/msword inside the pane). */
  framedByOffice: boolean;
  /** The origins that may frame it then (office-hosts.ts, narrowed by ADDIN_FRAME_ANCESTORS). */
  frameAncestors: readonly string[];
}

/** The response headers Office needs from the add-in's pages, on top of the server's defaults. */
const officeHeaders = (response: HeaderTarget, { loadsOfficeJs, framedByOffice, frameAncestors }: OfficeHeaderOptions) => {
  const current = response.getHeader("content-security-policy");
  if (typeof current === "string") {
    let policy = current;
    if (loadsOfficeJs) {
      policy = extendCspDirective(policy, "script-src", [OFFICE_JS_ORIGIN]);
    }
    if (framedByOffice && frameAncestors.length > 0) {
      policy = extendCspDirective(policy, "frame-ancestors", frameAncestors);
    }
    response.setHeader("content-security-policy", policy);
  }
  if (loadsOfficeJs) {
    // The dialog API reports a closed dialog (12006) when the opener policy isolates the window.
    response.setHeader("cross-origin-opener-policy", "unsafe-none");
  }
  if (framedByOffice) {
    // frame-ancestors decides who may frame the page; X-Frame-Options could only contradict it.
    response.removeHeader?.("x-frame-options");
  }
};

/** The web app's route framed in the pane (spec document 1 §2: app/msword, under the product prefix). */
const MSWORD_PAGE = /^\/[^/]+\/app\/msword$/;

/**
 * The task pane at /addin/ (taskpane.html, appInfo.json, hashed chunks, manifest icons), read
 * from the build on every request, so a build made while the server runs is served. Icons may be
 * loaded by Office from its own origins (Cross-Origin-Resource-Policy: cross-origin).
 */
const registerAddinPane = async (app: FastifyInstance, addinDist: string, frameAncestors: readonly string[]) => {
  const root = path.resolve(addinDist);
  app.get("/addin", { schema: { hide: true } }, async (_request, reply) => reply.redirect("/addin/taskpane.html"));
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      prefix: "/addin/",
      decorateReply: false,
      cacheControl: false,
      index: ["taskpane.html"],
      allowedPath: (pathName) => !isHidden(pathName),
      setHeaders: (response, filePath) => {
        const relativePath = path.relative(root, filePath);
        response.setHeader("cache-control", addinCacheControlFor(relativePath));
        if (relativePath.endsWith(".html")) {
          officeHeaders(response, { loadsOfficeJs: true, framedByOffice: true, frameAncestors });
        } else {
          response.setHeader("cross-origin-resource-policy", "cross-origin");
        }
      },
    });
  });
};

interface FrontendOptions {
  /** The add-in's build; by default addin/dist when serving the real web app build, none for a custom one. */
  addinDist?: string | null;
  /** Who may frame the add-in's pages; Office's hosts by default (config.addinFrameAncestors). */
  frameAncestors?: readonly string[];
}

/**
 * Serves the built web app so one process is the whole product: files from the build, and
 * index.html for any other page the browser navigates to (the router in the app takes it from
 * there). Until the app is built, the root points at the API documentation. The Word add-in's
 * pane is served at /addin/.
 */
export const registerFrontends = async (app: FastifyInstance, webappDist: string = WEBAPP_DIST, options: FrontendOptions = {}) => {
  const addinDist = options.addinDist === undefined ? (webappDist === WEBAPP_DIST ? ADDIN_DIST : null) : options.addinDist;
  const frameAncestors = options.frameAncestors ?? OFFICE_FRAME_ANCESTORS;
  if (addinDist) {
    await registerAddinPane(app, addinDist, frameAncestors);
  }
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
    // The build writes Brotli and gzip copies of its text files (webapp/vite.config.ts): a browser
    // that accepts one gets it with Content-Encoding and Vary: Accept-Encoding; others, the file.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader("cache-control", cacheControlFor(path.relative(root, filePath)));
      // fastify-static does not say that the answer depends on Accept-Encoding; a shared cache must know.
      response.setHeader("vary", "accept-encoding");
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
    if ((pathname === MSO_AUTH_PAGE || MSWORD_PAGE.test(pathname)) && acceptsHtml(request.headers.accept)) {
      officeHeaders(reply.raw, {
        loadsOfficeJs: pathname === MSO_AUTH_PAGE,
        framedByOffice: pathname !== MSO_AUTH_PAGE,
        frameAncestors,
      });
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
