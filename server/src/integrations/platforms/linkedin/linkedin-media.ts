import { PlatformError } from "../platform-error";
import type { MediaFile, ProviderDeps, UploadedMedia } from "../provider";
import { readJson } from "../platform-http";
import type { LinkedinCall } from "./linkedin-client";

/**
 * LinkedIn's upload sequences (learn.microsoft.com/…/shares/images-api and …/videos-api):
 * images: initializeUpload (owner) → PUT the bytes to uploadUrl;
 * videos: initializeUpload (fileSizeBytes) → PUT each part, collecting the ETags → finalizeUpload
 * with uploadedPartIds → poll GET /rest/videos/{urn} until AVAILABLE.
 */
const POLL_INTERVAL_MS = 5_000;
const MAX_POLLS = 120;

interface VideoInit {
  value: { video: string; uploadToken?: string; uploadInstructions: { uploadUrl: string; firstByte: number; lastByte: number }[] };
}

export function createLinkedinMedia(deps: ProviderDeps, call: LinkedinCall, api: () => string) {
  const uploadImage = async (token: string, owner: string, file: MediaFile) => {
    const init = await readJson<{ value: { uploadUrl: string; image: string } }>(
      await call("POST", `${api()}/rest/images?action=initializeUpload`, token, { json: { initializeUploadRequest: { owner } } }),
    );
    await call("PUT", init.value.uploadUrl, token, { bytes: file.bytes, contentType: file.mimeType, rest: false });
    return init.value.image;
  };

  const waitUntilAvailable = async (token: string, video: string) => {
    for (let poll = 0; poll < MAX_POLLS; poll += 1) {
      const state = await readJson<{ status?: string }>(await call("GET", `${api()}/rest/videos/${encodeURIComponent(video)}`, token));
      if (state.status === "AVAILABLE") {
        return;
      }
      if (state.status === "PROCESSING_FAILED") {
        throw new PlatformError("media_processing", "LinkedIn could not process the video.", { platformCode: "PROCESSING_FAILED" });
      }
      await deps.sleep(POLL_INTERVAL_MS);
    }
    throw new PlatformError("media_processing", "LinkedIn was still processing the video after 10 minutes.");
  };

  const uploadVideo = async (token: string, owner: string, file: MediaFile, onProgress?: (fraction: number) => void) => {
    const init = await readJson<VideoInit>(
      await call("POST", `${api()}/rest/videos?action=initializeUpload`, token, {
        json: { initializeUploadRequest: { owner, fileSizeBytes: file.byteLength, uploadCaptions: false, uploadThumbnail: false } },
      }),
    );
    const { video, uploadToken = "", uploadInstructions } = init.value;
    const etags: string[] = [];
    for (const [index, part] of uploadInstructions.entries()) {
      const uploaded = await call("PUT", part.uploadUrl, token, {
        bytes: file.bytes.subarray(part.firstByte, part.lastByte + 1),
        contentType: "application/octet-stream",
        rest: false,
      });
      const etag = uploaded.headers.get("etag");
      if (!etag) {
        throw new PlatformError("media_processing", "LinkedIn answered a video part without its ETag.");
      }
      etags.push(etag);
      onProgress?.((index + 1) / uploadInstructions.length);
    }
    await call("POST", `${api()}/rest/videos?action=finalizeUpload`, token, {
      json: { finalizeUploadRequest: { video, uploadToken, uploadedPartIds: etags } },
    });
    await waitUntilAvailable(token, video);
    return video;
  };

  return async (token: string, owner: string, file: MediaFile, onProgress?: (fraction: number) => void): Promise<UploadedMedia> => {
    if (file.kind === "video") {
      return { platformMediaId: await uploadVideo(token, owner, file, onProgress), kind: "video" };
    }
    if (file.kind === "pdf") {
      throw new PlatformError("unsupported", "LinkedIn documents are not supported yet: attach images or a video.");
    }
    const image = await uploadImage(token, owner, file);
    onProgress?.(1);
    return { platformMediaId: image, kind: file.kind };
  };
}
