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

const notModified = (request: FastifyRequest, etag: string, lastModified: Date | null): boolean => {
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

/** Sends a cacheable body with its validators, or 304 when the client's copy is current. */
export const sendCached = (
  request: FastifyRequest,
  reply: FastifyReply,
  {
    body,
    contentType,
    lastModified,
    status = 200,
    cacheControl = PUBLIC_PAGE_CACHE,
  }: { body: string; contentType: string; lastModified: Date | null; status?: number; cacheControl?: string },
) => {
  const etag = etagOf(body);
  void reply.header("cache-control", cacheControl).header("etag", etag).header("vary", "Accept-Encoding");
  if (lastModified) {
    void reply.header("last-modified", lastModified.toUTCString());
  }
  if (status === 200 && notModified(request, etag, lastModified)) {
    return reply.status(304).send();
  }
  return reply.status(status).type(contentType).send(body);
};

/** The newest of some dates (a list's Last-Modified), or null for none. */
export const newest = (dates: readonly (string | Date)[]): Date | null =>
  dates.length === 0 ? null : new Date(Math.max(...dates.map((date) => new Date(date).getTime())));
