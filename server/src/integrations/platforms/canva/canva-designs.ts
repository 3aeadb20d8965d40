import { endpointOf } from "../platform-endpoints";
import { PlatformError } from "../platform-error";
import type { DesignOperations, ProviderDeps } from "../provider";
import type { CanvaClient } from "./canva-client";
import { CANVA_JPG_QUALITY, CANVA_MAX_DESIGN_PAGES, CANVA_MP4_QUALITY } from "./canva-endpoints";

interface CanvaDesign {
  id: string;
  title?: string;
  thumbnail?: { width: number; height: number; url: string };
}

interface CanvaExportJob {
  id: string;
  status: "in_progress" | "success" | "failed";
  urls?: string[];
  error?: { code: string; message: string };
}

type ExportFormat = Parameters<DesignOperations["startExport"]>[2];

/** The `format` object of POST /exports: jpg and mp4 need a quality beside the type. */
const formatBody = (format: ExportFormat): Record<string, string | number> => {
  if (format === "jpg") {
    return { type: "jpg", quality: CANVA_JPG_QUALITY };
  }
  if (format === "mp4") {
    return { type: "mp4", quality: CANVA_MP4_QUALITY };
  }
  return { type: format };
};

/**
 * Designs and exports (canva.dev/docs/connect/api-reference/designs and /exports): GET /designs
 * pages with a continuation token; POST /exports starts an asynchronous job the caller polls with
 * GET /exports/{exportId}. Export download URLs last 24 h: copy the files at once (handbook).
 */
export const createCanvaDesigns = (deps: ProviderDeps, client: CanvaClient): DesignOperations => {
  const api = endpointOf(deps.config.endpoints, "api");
  return {
    async listDesigns(tokens, query) {
      const designs: { id: string; title: string; thumbnailUrl?: string }[] = [];
      let continuation: string | undefined;
      for (let page = 0; page < CANVA_MAX_DESIGN_PAGES; page += 1) {
        const url = new URL(`${api}/designs`);
        if (query) {
          url.searchParams.set("query", query);
        }
        if (continuation) {
          url.searchParams.set("continuation", continuation);
        }
        const answer = await client.get<{ items?: CanvaDesign[]; continuation?: string }>(url.href, tokens.accessToken);
        for (const design of answer.items ?? []) {
          designs.push({ id: design.id, title: design.title || "Untitled design", thumbnailUrl: design.thumbnail?.url });
        }
        continuation = answer.continuation;
        if (!continuation) {
          break;
        }
      }
      return designs;
    },
    async startExport(tokens, designId, format) {
      const answer = await client.postJson<{ job?: CanvaExportJob }>(`${api}/exports`, tokens.accessToken, {
        design_id: designId,
        format: formatBody(format),
      });
      if (!answer?.job?.id) {
        throw new PlatformError("unknown", "Canva started no export job.", { ambiguous: true });
      }
      return { exportId: answer.job.id };
    },
    async exportStatus(tokens, exportId) {
      const answer = await client.get<{ job?: CanvaExportJob }>(`${api}/exports/${encodeURIComponent(exportId)}`, tokens.accessToken);
      const job = answer?.job;
      if (!job) {
        throw new PlatformError("unknown", "Canva answered no export job.");
      }
      return { state: job.status, urls: job.status === "success" ? (job.urls ?? []) : [] };
    },
  };
};
