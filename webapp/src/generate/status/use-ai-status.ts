import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/client";
import { generateKeys } from "../queries";

/** GET /api/ai/status: the active provider and how it serves each kind. */
export const useAiStatus = () =>
  useQuery({
    queryKey: generateKeys.aiStatus,
    queryFn: ({ signal }) => api.aiStatus(undefined, { signal }),
    staleTime: 60_000,
  });
