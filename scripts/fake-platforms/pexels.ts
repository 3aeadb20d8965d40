// The fake Pexels API (pexels.com/api/documentation): the API key as the whole Authorization header
// (no "Bearer"; a test or `npm run fake-platforms` registers keys with POST /_tokens/register
// {platform:"pexels", token}), GET /v1/search (photos) and GET /videos/search (videos) with query,
// page and per_page (1–80), answers built from the query, and the hourly quota: every answer carries
// X-Ratelimit-Limit, -Remaining and -Reset (epoch seconds); a spent quota answers 429 without them,
// as Pexels does. Option (POST /_options {platform:"pexels", …}): quota (requests per hour, 200).
import type { FakeKit, FakePlatformModule, FakeRequest, FakeResponse } from "./fake-platform";
import { json } from "./fake-platform";

const HOST = "api.pexels.com";
const DEFAULT_QUOTA = 200;
const MAX_PER_PAGE = 80;
const TOTAL_RESULTS = 240;

interface Quota {
  used: number;
  resetAt: number;
}

const photo = (query: string, id: number) => ({
  id,
  width: 4000,
  height: 6000,
  url: `https://www.pexels.com/photo/${encodeURIComponent(query)}-${id}/`,
  photographer: `Photographer ${id}`,
  photographer_url: `https://www.pexels.com/@photographer-${id}`,
  photographer_id: id * 7,
  avg_color: "#7E8C6B",
  src: {
    original: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg`,
    large2x: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
    large: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&h=650&w=940`,
    medium: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&h=350`,
    small: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&h=130`,
    tiny: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
  },
  liked: false,
  alt: `${query} ${id}`,
});

const video = (query: string, id: number) => ({
  id,
  width: 1920,
  height: 1080,
  url: `https://www.pexels.com/video/${encodeURIComponent(query)}-${id}/`,
  image: `https://images.pexels.com/videos/${id}/pictures/preview-0.jpg`,
  duration: 12,
  user: { id: id * 3, name: `Videographer ${id}`, url: `https://www.pexels.com/@videographer-${id}` },
  video_files: [
    {
      id: id * 10 + 1,
      quality: "sd",
      file_type: "video/mp4",
      width: 640,
      height: 360,
      link: `https://videos.pexels.com/video-files/${id}/sd.mp4`,
    },
    {
      id: id * 10 + 2,
      quality: "hd",
      file_type: "video/mp4",
      width: 1920,
      height: 1080,
      link: `https://videos.pexels.com/video-files/${id}/hd.mp4`,
    },
    {
      id: id * 10 + 3,
      quality: null,
      file_type: "application/x-mpegURL",
      width: null,
      height: null,
      link: `https://videos.pexels.com/${id}.m3u8`,
    },
  ],
  video_pictures: [{ id: id * 10, picture: `https://images.pexels.com/videos/${id}/pictures/preview-0.jpg`, nr: 0 }],
});

/** page and per_page as Pexels reads them, or the 400 it answers. */
function paging(request: FakeRequest): { page: number; perPage: number } | FakeResponse {
  const page = Number(request.query.get("page") ?? "1");
  const perPage = Number(request.query.get("per_page") ?? "15");
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    return json(400, { error: `page must be ≥ 1 and per_page 1 to ${MAX_PER_PAGE}.` });
  }
  return { page, perPage };
}

function search(request: FakeRequest, kind: "photos" | "videos", rateHeaders: Record<string, string>): FakeResponse {
  const query = request.query.get("query")?.trim();
  if (!query) {
    return json(400, { error: "query is required." });
  }
  const paged = paging(request);
  if ("status" in paged) {
    return paged;
  }
  const first = (paged.page - 1) * paged.perPage;
  const count = Math.max(0, Math.min(paged.perPage, TOTAL_RESULTS - first));
  const ids = Array.from({ length: count }, (_, index) => 1_000_000 + (query.length % 97) * 10_000 + first + index);
  const items = kind === "photos" ? ids.map((id) => photo(query, id)) : ids.map((id) => video(query, id));
  return json(
    200,
    {
      page: paged.page,
      per_page: paged.perPage,
      total_results: TOTAL_RESULTS,
      [kind]: items,
      url: `https://www.pexels.com/search/${encodeURIComponent(query)}/`,
    },
    rateHeaders,
  );
}

/** Counts the call against the hour's quota: its X-Ratelimit headers, or undefined when it is spent. */
function spend(kit: FakeKit): Record<string, string> | undefined {
  const limit = Number(kit.options("pexels").quota ?? DEFAULT_QUOTA);
  const quota = kit.scratch<Quota>("pexels", "quota", () => ({ used: 0, resetAt: Math.ceil(Date.now() / 1000) + 3600 }));
  if (quota.resetAt * 1000 <= Date.now()) {
    quota.used = 0;
    quota.resetAt = Math.ceil(Date.now() / 1000) + 3600;
  }
  if (quota.used >= limit) {
    return undefined;
  }
  quota.used += 1;
  return {
    "x-ratelimit-limit": String(limit),
    "x-ratelimit-remaining": String(limit - quota.used),
    "x-ratelimit-reset": String(quota.resetAt),
  };
}

export const fakePexels: FakePlatformModule = {
  id: "pexels",
  hosts: [HOST],
  handle(request, kit) {
    const key = request.headers.authorization ?? "";
    // The key goes as is: "Bearer <key>" is not a key Pexels knows.
    if (!key || key.startsWith("Bearer ") || !kit.isLiveAccessToken("pexels", key)) {
      return json(401, { error: "Unauthorized: the API key is missing or invalid." });
    }
    const route = `${request.method} ${request.path}`;
    if (route !== "GET /v1/search" && route !== "GET /videos/search") {
      return undefined;
    }
    const rateHeaders = spend(kit);
    if (!rateHeaders) {
      return { status: 429, text: "Too Many Requests" };
    }
    return search(request, route === "GET /v1/search" ? "photos" : "videos", rateHeaders);
  },
};
