import { createHash } from "node:crypto";
import { endpointOf } from "../platform-endpoints";
import { PlatformError } from "../platform-error";
import { readFailure } from "../platform-http";
import type { PlatformFailure, ProviderDeps, StockItem, StockOperations } from "../provider";
import { PEXELS_MAX_PER_PAGE } from "./pexels-endpoints";
import { pexelsQuotaSpent, pexelsResetAt } from "./pexels-errors";

/** A photo of GET /v1/search (pexels.com/api/documentation "The Photo Resource"). */
interface PexelsPhoto {
  id: number;
  width: number;
  height: number;
  url: string;
  photographer: string;
  photographer_url: string;
  src: { original: string; large2x?: string; large?: string; medium: string; small?: string; tiny?: string };
}

/** A video of GET /videos/search ("The Video Resource"). */
interface PexelsVideo {
  id: number;
  width: number;
  height: number;
  url: string;
  image: string;
  user: { name: string; url: string };
  video_files: { link: string; width: number | null; height: number | null; file_type: string; quality: string | null }[];
}

interface SearchAnswer {
  total_results?: number;
  photos?: PexelsPhoto[];
  videos?: PexelsVideo[];
}

export const photoItem = (photo: PexelsPhoto): StockItem => ({
  id: String(photo.id),
  kind: "photo",
  width: photo.width,
  height: photo.height,
  photographer: photo.photographer,
  photographerUrl: photo.photographer_url,
  pageUrl: photo.url,
  previewUrl: photo.src.medium,
  downloadUrl: photo.src.original,
});

/** The largest MP4 file (Pexels lists several qualities; its dimensions may be null for HLS). */
const bestMp4 = (video: PexelsVideo) =>
  video.video_files
    .filter((file) => file.file_type === "video/mp4")
    .sort((a, b) => (b.width ?? 0) * (b.height ?? 0) - (a.width ?? 0) * (a.height ?? 0))[0];

export const videoItem = (video: PexelsVideo): StockItem => ({
  id: String(video.id),
  kind: "video",
  width: video.width,
  height: video.height,
  photographer: video.user.name,
  photographerUrl: video.user.url,
  pageUrl: video.url,
  previewUrl: video.image,
  downloadUrl: bestMp4(video)?.link ?? video.url,
});

/** The key itself is never kept: only its hash, to remember a spent quota until it resets. */
const keyHash = (apiKey: string) => createHash("sha256").update(apiKey).digest("hex");

/**
 * Pexels searches with the key in the Authorization header as is (no "Bearer"). A successful answer
 * whose X-Ratelimit-Remaining is 0 is remembered, and the next search before X-Ratelimit-Reset is
 * refused as rate_limited without spending a call Pexels would answer 429.
 */
export function createPexelsStock(
  deps: ProviderDeps,
  mapError: (failure: PlatformFailure) => PlatformError,
): StockOperations & {
  get: (apiKey: string, path: string, query: Record<string, string>) => Promise<SearchAnswer>;
} {
  const spentUntil = new Map<string, Date>();

  const get = async (apiKey: string, path: string, query: Record<string, string>): Promise<SearchAnswer> => {
    const hash = keyHash(apiKey);
    const until = spentUntil.get(hash);
    if (until && until > deps.now()) {
      throw new PlatformError("rate_limited", "Pexels: the API key's request quota is spent until it resets.", {
        resetAt: until,
        platformCode: "remaining=0",
      });
    }
    spentUntil.delete(hash);
    const url = `${endpointOf(deps.config.endpoints, "api")}${path}?${new URLSearchParams(query).toString()}`;
    const response = await deps.http(url, { method: "GET", headers: { authorization: apiKey, accept: "application/json" } });
    if (!response.ok) {
      throw mapError(await readFailure(response).then((failure) => ({ ...failure, sent: false })));
    }
    if (pexelsQuotaSpent(response.headers)) {
      spentUntil.set(hash, pexelsResetAt(response.headers, deps.now()));
    }
    return (await response.json()) as SearchAnswer;
  };

  return {
    get,
    async search(apiKey, request) {
      const query = request.query.trim();
      if (!query) {
        throw new PlatformError("validation", "Pexels: say what to search for.");
      }
      const params = {
        query,
        page: String(Math.max(1, Math.floor(request.page))),
        per_page: String(Math.min(PEXELS_MAX_PER_PAGE, Math.max(1, Math.floor(request.perPage)))),
      };
      if (request.kind === "video") {
        const answer = await get(apiKey, "/videos/search", params);
        return { items: (answer.videos ?? []).map(videoItem), totalResults: answer.total_results ?? 0 };
      }
      const answer = await get(apiKey, "/v1/search", params);
      return { items: (answer.photos ?? []).map(photoItem), totalResults: answer.total_results ?? 0 };
    },
  };
}
