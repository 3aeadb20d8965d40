import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/client";

export const AI_STATUS_QUERY_KEY = ["ai-status"] as const;

/** GET /api/ai/status: the active provider and how it serves each kind. */
export const useAiStatus = () =>
  useQuery({
    queryKey: AI_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => api.aiStatus(undefined, { signal }),
    staleTime: 60_000,
  });
