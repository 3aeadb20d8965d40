import { PlatformError } from "../platform-error";
import { readFailure, type PlatformHttp, type PlatformResponse } from "../platform-http";
import type { MediaFile, PlatformFailure } from "../provider";

/** The parts of a video resource the upload and the publisher read. */
export interface YoutubeVideo {
  id: string;
  snippet?: { title?: string; description?: string; channelId?: string };
  status?: { uploadStatus?: string; failureReason?: string; rejectionReason?: string; privacyStatus?: string };
}

export interface ResumableUpload {
  http: PlatformHttp;
  mapError: (failure: PlatformFailure) => PlatformError;
  /** The upload root (https://www.googleapis.com/upload/youtube/v3). */
  uploadRoot: string;
  token: string;
  /** A multiple of 256 KiB. */
  chunkBytes: number;
  maxResumes: number;
}

const CHUNK_TIMEOUT_MS = 120_000;

/** The next byte YouTube wants, from a 308's `Range: bytes=0-N` (no Range: it has nothing yet). */
const nextByteOf = (response: PlatformResponse): number => {
  const match = /^bytes=0-(\d+)$/.exec(response.headers.get("range") ?? "");
  return match ? Number(match[1]) + 1 : 0;
};

const isDone = (response: PlatformResponse) => response.status === 200 || response.status === 201;
const isResumable = (status: number) => status >= 500;

/**
 * YouTube's resumable upload protocol (developers.google.com/youtube/v3/guides/using_resumable_upload_protocol):
 * 1. POST {upload}/videos?uploadType=resumable&part=snippet,status with the video resource as JSON
 *    and X-Upload-Content-Length / X-Upload-Content-Type → 200 with the session URI in Location;
 * 2. PUT each chunk to the session URI with `Content-Range: bytes first-last/total`; YouTube answers
 *    308 Resume Incomplete with `Range: bytes=0-N`, and the next chunk starts at N+1 even when N is
 *    short of what was sent; the last chunk answers 200/201 with the video resource;
 * 3. after a 5xx or a dropped connection, `PUT` with `Content-Range: bytes *\/total` and no body asks
 *    how far it got, and the upload resumes from there (at most `maxResumes` times).
 */
export async function uploadResumable(
  upload: ResumableUpload,
  file: MediaFile,
  video: Record<string, unknown>,
  onProgress?: (fraction: number) => void,
): Promise<YoutubeVideo> {
  const { http, mapError, token } = upload;
  const total = file.bytes.length;
  if (total === 0) {
    throw new PlatformError("validation", "YouTube: the video file is empty.", { platformCode: "mediaBodyRequired" });
  }
  const start = await http(`${upload.uploadRoot}/videos?uploadType=resumable&part=snippet,status`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json; charset=UTF-8",
      "x-upload-content-length": String(total),
      "x-upload-content-type": file.mimeType,
    },
    body: JSON.stringify(video),
  });
  // Opening a session creates no video: a failure here is never ambiguous.
  if (!start.ok) {
    throw mapError({ ...(await readFailure(start)), sent: false });
  }
  const session = start.headers.get("location");
  if (!session) {
    throw new PlatformError("unknown", "YouTube opened an upload session without its Location.");
  }

  const put = (headers: Record<string, string>, body?: Uint8Array) =>
    http(session, { method: "PUT", headers: { authorization: `Bearer ${token}`, ...headers }, body, timeoutMs: CHUNK_TIMEOUT_MS });

  const statusQuery = () => put({ "content-range": `bytes */${total}` });

  let nextByte = 0;
  let resumes = 0;
  const countResume = (cause: PlatformError) => {
    resumes += 1;
    if (resumes > upload.maxResumes) {
      throw cause;
    }
  };
  /** Sends one request; after a 5xx or a dropped connection, asks how far the upload got instead. */
  const sendResuming = async (request: () => Promise<PlatformResponse>): Promise<PlatformResponse> => {
    let attempt = request;
    for (;;) {
      let failure: PlatformError;
      try {
        const answer = await attempt();
        if (!isResumable(answer.status)) {
          return answer;
        }
        failure = mapError({ ...(await readFailure(answer)), sent: true });
      } catch (error) {
        if (!(error instanceof PlatformError) || error.kind !== "network") {
          throw error;
        }
        failure = error;
      }
      countResume(failure);
      attempt = statusQuery;
    }
  };

  for (;;) {
    const last = Math.min(nextByte + upload.chunkBytes, total) - 1;
    let chunk = () =>
      put(
        { "content-type": file.mimeType, "content-range": `bytes ${nextByte}-${last}/${total}` },
        file.bytes.subarray(nextByte, last + 1),
      );
    if (nextByte >= total) {
      countResume(new PlatformError("server_error", "YouTube took every byte but did not finish the upload."));
      chunk = statusQuery;
    }
    const answer = await sendResuming(chunk);
    if (isDone(answer)) {
      onProgress?.(1);
      return (await answer.json()) as YoutubeVideo;
    }
    if (answer.status !== 308) {
      // 404/410: the session expired; 4xx: the request was wrong. Nothing was published.
      throw mapError({ ...(await readFailure(answer)), sent: true });
    }
    const acknowledged = nextByteOf(answer);
    if (acknowledged <= nextByte && acknowledged < total) {
      // No progress at all: count it as a resume so a stuck session cannot loop for ever.
      countResume(new PlatformError("server_error", "YouTube stopped taking the upload's bytes."));
    }
    nextByte = acknowledged;
    onProgress?.(nextByte / total);
  }
}
