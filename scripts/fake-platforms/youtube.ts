// The fake YouTube (Data API v3): Google OAuth (google-oauth.ts), channels.list and playlists.list
// (mine=true, paged), the resumable upload (session POST with X-Upload-Content-*, chunked PUTs with
// Content-Range, each chunk but the last a multiple of 256 KiB and starting at the next byte it
// acknowledged, 308 Resume Incomplete with Range, status queries with `bytes */total`), videos.update,
// playlistItems.insert, videos.list (status, statistics, processingDetails) and videos.delete.
// Options (POST /_options {platform:"youtube", …}): noChannel (the account has no channel),
// playlistCount (how many playlists), shortRangeBy (the next chunk is acknowledged this many bytes
// short, once), uploadStatus ("failed" | "rejected" with failureReason / rejectionReason),
// processingPolls (videos.list answers "uploaded" this many times before "processed").
import { createHash } from "node:crypto";
import type { FakeKit, FakePlatformModule, FakeRequest, FakeResponse } from "./fake-platform";
import { json } from "./fake-platform";
import { GOOGLE_OAUTH_HOSTS, googleError, googleOAuth, googleOAuthPlatform, googleUnauthenticated } from "./google-oauth";

const UPLOAD_SCOPE = "https://www.googleapis.com/auth/youtube.upload";
const CHUNK_UNIT = 256 * 1024;
const PRIVACY = new Set(["public", "unlisted", "private"]);

interface FakeUpload {
  total: number;
  contentType: string;
  metadata: { snippet?: Record<string, unknown>; status?: Record<string, unknown> };
  received: Buffer[];
  receivedBytes: number;
}

interface FakeVideo {
  id: string;
  snippet: Record<string, unknown>;
  status: Record<string, unknown>;
  bytes: number;
  sha256: string;
  pollsLeft: number;
}

const uploads = (kit: FakeKit) => kit.scratch("youtube", "uploads", () => new Map<string, FakeUpload>());
const videos = (kit: FakeKit) => kit.scratch("youtube", "videos", () => new Map<string, FakeVideo>());
const playlistItems = (kit: FakeKit) => kit.scratch("youtube", "playlistItems", () => new Set<string>());
const channelId = (kit: FakeKit) => `UC${kit.user("youtube").id}`;
const playlists = (kit: FakeKit) =>
  Array.from({ length: Number(kit.options("youtube").playlistCount ?? 2) }, (_, index) => ({
    id: `PL${String(index + 1).padStart(4, "0")}`,
    title: `Playlist ${index + 1}`,
  }));

const badRequest = (reason: string, message: string) => googleError(400, reason, message);

function textProblems(snippet: Record<string, unknown> | undefined): string[] {
  const title = snippet?.title;
  const description = snippet?.description ?? "";
  return [
    (typeof title !== "string" || title.trim() === "" || [...title].length > 100) &&
      "invalidTitle: snippet.title must have 1 to 100 characters",
    typeof title === "string" && /[<>]/.test(title) && "invalidTitle: snippet.title may not contain < or >",
    typeof description !== "string" && "invalidDescription: snippet.description must be a string",
    typeof description === "string" && Buffer.byteLength(description, "utf8") > 5000 && "invalidDescription: more than 5000 bytes",
    typeof description === "string" && /[<>]/.test(description) && "invalidDescription: < and > are not allowed",
  ].filter((problem): problem is string => typeof problem === "string");
}

function statusProblems(status: Record<string, unknown> | undefined): string[] {
  return [
    !PRIVACY.has(String(status?.privacyStatus)) && "status.privacyStatus must be public, unlisted or private",
    status?.selfDeclaredMadeForKids !== undefined &&
      typeof status.selfDeclaredMadeForKids !== "boolean" &&
      "status.selfDeclaredMadeForKids must be a boolean",
  ].filter((problem): problem is string => typeof problem === "string");
}

const videoResource = (video: FakeVideo) => ({ kind: "youtube#video", id: video.id, snippet: video.snippet, status: video.status });

function startUpload(request: FakeRequest, kit: FakeKit): FakeResponse {
  if (request.query.get("uploadType") !== "resumable" || request.query.get("part") !== "snippet,status") {
    return badRequest("badRequest", "uploadType=resumable and part=snippet,status are expected");
  }
  const total = Number(request.headers["x-upload-content-length"]);
  const contentType = String(request.headers["x-upload-content-type"] ?? "");
  if (!Number.isInteger(total) || total <= 0 || !contentType.startsWith("video/")) {
    return badRequest("badRequest", "X-Upload-Content-Length (bytes) and X-Upload-Content-Type (video/*) are required");
  }
  if (!String(request.headers["content-type"] ?? "").startsWith("application/json")) {
    return badRequest("badRequest", "The video resource must be sent as application/json");
  }
  const metadata = (request.json ?? {}) as FakeUpload["metadata"];
  const problems = [...textProblems(metadata.snippet), ...statusProblems(metadata.status)];
  if (problems.length > 0) {
    return badRequest(problems[0]?.split(":")[0] ?? "invalidVideoMetadata", problems.join("; "));
  }
  const id = kit.nextId("up");
  uploads(kit).set(id, { total, contentType, metadata, received: [], receivedBytes: 0 });
  const location = `${kit.baseUrl()}/www.googleapis.com/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}`;
  return { status: 200, headers: { location } };
}

function finishUpload(kit: FakeKit, upload: FakeUpload): FakeResponse {
  const options = kit.options("youtube");
  const bytes = Buffer.concat(upload.received);
  const failed = options.uploadStatus === "failed" || options.uploadStatus === "rejected";
  const video: FakeVideo = {
    id: kit.nextId("v").slice(0, 11),
    snippet: { ...upload.metadata.snippet, channelId: channelId(kit), publishedAt: new Date().toISOString() },
    status: {
      ...upload.metadata.status,
      uploadStatus: failed ? options.uploadStatus : "uploaded",
      ...(options.uploadStatus === "failed" ? { failureReason: options.failureReason ?? "codec" } : {}),
      ...(options.uploadStatus === "rejected" ? { rejectionReason: options.rejectionReason ?? "duplicate" } : {}),
    },
    bytes: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    pollsLeft: Number(options.processingPolls ?? 1),
  };
  videos(kit).set(video.id, video);
  return json(200, videoResource(video));
}

/** One chunk PUT, or a status query (`Content-Range: bytes *\/total`, no body). */
function uploadChunk(request: FakeRequest, kit: FakeKit, upload: FakeUpload): FakeResponse {
  const range = String(request.headers["content-range"] ?? "");
  const acknowledged = () => (upload.receivedBytes > 0 ? { range: `bytes=0-${upload.receivedBytes - 1}` } : undefined);
  const query = /^bytes \*\/(\d+)$/.exec(range);
  if (query) {
    if (Number(query[1]) !== upload.total || request.body.length !== 0) {
      return badRequest("badRequest", "A status query is an empty PUT with Content-Range: bytes */<total>");
    }
    return upload.receivedBytes === upload.total ? finishUpload(kit, upload) : { status: 308, headers: acknowledged() };
  }
  const chunk = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
  if (!chunk) {
    return badRequest("badRequest", "Content-Range: bytes <first>-<last>/<total> is required");
  }
  const [first, last, total] = [Number(chunk[1]), Number(chunk[2]), Number(chunk[3])];
  const problems = [
    total !== upload.total && `the total ${total} differs from X-Upload-Content-Length ${upload.total}`,
    first !== upload.receivedBytes && `the chunk starts at ${first}, but the next expected byte is ${upload.receivedBytes}`,
    request.body.length !== last - first + 1 && `the body has ${request.body.length} bytes, the range says ${last - first + 1}`,
    last + 1 < total && request.body.length % CHUNK_UNIT !== 0 && "every chunk but the last must be a multiple of 256 KiB",
    request.headers["content-type"] !== upload.contentType && `Content-Type must be ${upload.contentType}`,
  ].filter(Boolean);
  if (problems.length > 0) {
    return badRequest("badRequest", problems.join("; "));
  }
  let body = request.body;
  const shortBy = Number(kit.options("youtube").shortRangeBy ?? 0);
  if (shortBy > 0 && last + 1 < total && shortBy < body.length) {
    kit.options("youtube").shortRangeBy = 0;
    body = body.subarray(0, body.length - shortBy);
  }
  upload.received.push(Buffer.from(body));
  upload.receivedBytes += body.length;
  return upload.receivedBytes === upload.total ? finishUpload(kit, upload) : { status: 308, headers: acknowledged() };
}

function updateVideo(request: FakeRequest, kit: FakeKit): FakeResponse {
  if (request.query.get("part") !== "snippet,status") {
    return badRequest("badRequest", "part=snippet,status is expected");
  }
  const body = (request.json ?? {}) as { id?: string; snippet?: Record<string, unknown>; status?: Record<string, unknown> };
  const video = videos(kit).get(body.id ?? "");
  if (!video) {
    return googleError(404, "videoNotFound", "The video that you are trying to update cannot be found.", "NOT_FOUND");
  }
  const problems = [
    ...textProblems(body.snippet),
    ...statusProblems(body.status),
    typeof body.snippet?.categoryId !== "string" && "invalidCategoryId: snippet.categoryId is required with the snippet",
  ].filter((problem): problem is string => typeof problem === "string");
  if (problems.length > 0) {
    return badRequest(problems[0]?.split(":")[0] ?? "invalidVideoMetadata", problems.join("; "));
  }
  video.snippet = { ...video.snippet, ...body.snippet };
  video.status = {
    ...body.status,
    uploadStatus: video.status.uploadStatus,
    failureReason: video.status.failureReason,
    rejectionReason: video.status.rejectionReason,
  };
  kit.recordPost("youtube", {
    id: video.id,
    kind: "video",
    target: channelId(kit),
    payload: { snippet: body.snippet, status: body.status, bytes: video.bytes, sha256: video.sha256 },
  });
  return json(200, videoResource(video));
}

function insertPlaylistItem(request: FakeRequest, kit: FakeKit): FakeResponse {
  const snippet = (request.json as { snippet?: { playlistId?: string; resourceId?: { kind?: string; videoId?: string } } } | undefined)
    ?.snippet;
  if (request.query.get("part") !== "snippet" || snippet?.resourceId?.kind !== "youtube#video") {
    return badRequest("badRequest", "part=snippet and snippet.resourceId.kind youtube#video are expected");
  }
  if (!playlists(kit).some((playlist) => playlist.id === snippet.playlistId)) {
    return googleError(404, "playlistNotFound", "The playlist cannot be found.", "NOT_FOUND");
  }
  const videoId = snippet.resourceId.videoId ?? "";
  if (!videos(kit).has(videoId)) {
    return googleError(404, "videoNotFound", "The video cannot be found.", "NOT_FOUND");
  }
  const key = `${snippet.playlistId}/${videoId}`;
  if (playlistItems(kit).has(key)) {
    return googleError(409, "videoAlreadyInPlaylist", "The video is already in the playlist.", "ALREADY_EXISTS");
  }
  playlistItems(kit).add(key);
  const id = kit.nextId("PLI");
  kit.recordPost("youtube", { id, kind: "playlistItem", target: snippet.playlistId, payload: { snippet } });
  return json(200, { kind: "youtube#playlistItem", id, snippet });
}

function listVideos(request: FakeRequest, kit: FakeKit): FakeResponse {
  const ids = (request.query.get("id") ?? "").split(",").filter(Boolean);
  const parts = new Set((request.query.get("part") ?? "").split(","));
  const items = ids.flatMap((id) => {
    const video = videos(kit).get(id);
    if (!video) {
      return [];
    }
    if (video.status.uploadStatus === "uploaded") {
      video.pollsLeft -= 1;
      if (video.pollsLeft < 0) {
        video.status.uploadStatus = "processed";
      }
    }
    const processed = video.status.uploadStatus === "processed";
    return [
      {
        kind: "youtube#video",
        id,
        ...(parts.has("snippet") ? { snippet: video.snippet } : {}),
        ...(parts.has("status") ? { status: video.status } : {}),
        ...(parts.has("statistics")
          ? {
              statistics: {
                viewCount: processed ? "42" : "0",
                likeCount: processed ? "7" : "0",
                commentCount: processed ? "3" : "0",
                favoriteCount: "0",
              },
            }
          : {}),
        ...(parts.has("processingDetails")
          ? {
              processingDetails: {
                processingStatus: video.status.uploadStatus === "failed" ? "failed" : processed ? "succeeded" : "processing",
              },
            }
          : {}),
      },
    ];
  });
  return json(200, { kind: "youtube#videoListResponse", items, pageInfo: { totalResults: items.length, resultsPerPage: items.length } });
}

function api(request: FakeRequest, kit: FakeKit): FakeResponse | undefined {
  if (!kit.isLiveAccessToken("youtube", request.bearer)) {
    return googleUnauthenticated();
  }
  const route = `${request.method} ${request.path}`;
  const query = request.query;
  switch (route) {
    case "POST /upload/youtube/v3/videos":
      return startUpload(request, kit);
    case "PUT /upload/youtube/v3/videos": {
      const upload = uploads(kit).get(query.get("upload_id") ?? "");
      return upload
        ? uploadChunk(request, kit, upload)
        : googleError(404, "notFound", "The upload session does not exist or expired.", "NOT_FOUND");
    }
    case "GET /youtube/v3/channels": {
      if (query.get("mine") !== "true" || !(query.get("part") ?? "").split(",").includes("snippet")) {
        return badRequest("badRequest", "mine=true and part=snippet are expected");
      }
      const user = kit.user("youtube");
      const items = kit.options("youtube").noChannel
        ? []
        : [
            {
              kind: "youtube#channel",
              id: channelId(kit),
              snippet: { title: user.name, customUrl: `@${user.username}`, thumbnails: { default: { url: user.pictureUrl } } },
            },
          ];
      return json(200, { kind: "youtube#channelListResponse", items, pageInfo: { totalResults: items.length } });
    }
    case "GET /youtube/v3/playlists": {
      if (query.get("mine") !== "true" || query.get("part") !== "snippet") {
        return badRequest("badRequest", "mine=true and part=snippet are expected");
      }
      const size = Math.min(50, Number(query.get("maxResults") ?? 5));
      const start = Number(query.get("pageToken") ?? 0);
      const all = playlists(kit);
      const items = all.slice(start, start + size).map((playlist) => ({
        kind: "youtube#playlist",
        id: playlist.id,
        snippet: {
          title: playlist.title,
          channelId: channelId(kit),
          thumbnails: { default: { url: `https://i.ytimg.com/${playlist.id}.jpg` } },
        },
      }));
      return json(200, {
        items,
        ...(start + size < all.length ? { nextPageToken: String(start + size) } : {}),
        pageInfo: { totalResults: all.length },
      });
    }
    case "PUT /youtube/v3/videos":
      return updateVideo(request, kit);
    case "GET /youtube/v3/videos":
      return listVideos(request, kit);
    case "DELETE /youtube/v3/videos": {
      const deleted = videos(kit).delete(query.get("id") ?? "");
      return deleted
        ? { status: 204 }
        : googleError(404, "videoNotFound", "The video that you are trying to delete cannot be found.", "NOT_FOUND");
    }
    case "POST /youtube/v3/playlistItems":
      return insertPlaylistItem(request, kit);
    default:
      return undefined;
  }
}

export const fakeYoutube: FakePlatformModule = {
  id: "youtube",
  hosts: [...GOOGLE_OAUTH_HOSTS, "www.googleapis.com"],
  accepts: (request, kit) => request.host === "www.googleapis.com" || googleOAuthPlatform(request, kit) !== "gmail",
  handle(request, kit) {
    if (request.host !== "www.googleapis.com") {
      return googleOAuth(request, kit, "youtube", UPLOAD_SCOPE);
    }
    return api(request, kit);
  },
};
