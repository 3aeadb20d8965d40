import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Public pages, feeds and the sitemap are cacheable by anyone ("public") but revalidated on every
 * use ("no-cache"): a CDN keeps the body and asks with If-None-Match / If-Modified-Since, which this
 * server answers 304 without a body. That keeps them cheap to serve and lets a document made
 * private disappear at once, even behind a CDN.
 */
export const PUBLIC_PAGE_CACHE = "public, no-cache";

export const etagOf = (body: string | Buffer): string => `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;

export const notModified = (request: FastifyRequest, etag: string, lastModified: Date | null): boolean => {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
  }
  const since = request.headers["if-modified-since"];
  if (since && lastModified) {
    const time = Date.parse(since);
    return !Number.isNaN(time) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(time / 1000);
  }
  return false;
};

/** The validators and cache headers of a public page. */
export const setValidators = (reply: FastifyReply, etag: string, lastModified: Date | null, cacheControl = PUBLIC_PAGE_CACHE) => {
  void reply.header("cache-control", cacheControl).header("etag", etag).header("vary", "Accept-Encoding");
  if (lastModified) {
    void reply.header("last-modified", lastModified.toUTCString());
  }
};

/**
 * Sends a cacheable body with its validators, or 304 when the client's copy is current. The ETag
 * is the body's hash unless the caller knows it already (the article page derives it from its data).
 */
export const sendCached = (
  request: FastifyRequest,
  reply: FastifyReply,
  {
    body,
    contentType,
    lastModified,
    status = 200,
    cacheControl = PUBLIC_PAGE_CACHE,
    etag = etagOf(body),
  }: { body: string | Buffer; contentType: string; lastModified: Date | null; status?: number; cacheControl?: string; etag?: string },
) => {
  setValidators(reply, etag, lastModified, cacheControl);
  if (status === 200 && notModified(request, etag, lastModified)) {
    return reply.status(304).send();
  }
  return reply.status(status).type(contentType).send(body);
};

/** The newest of some dates (a list's Last-Modified), or null for none. */
export const newest = (dates: readonly (string | Date)[]): Date | null =>
  dates.length === 0 ? null : new Date(Math.max(...dates.map((date) => new Date(date).getTime())));
