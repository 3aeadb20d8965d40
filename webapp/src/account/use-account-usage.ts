import { useQuery } from "@tanstack/react-query";
import { api } from "../api/client";

export const ACCOUNT_USAGE_QUERY_KEY = ["account", "usage"] as const;

/** Every feature's usage and limit (GET /api/account/usage). */
export const useAccountUsage = () =>
  useQuery({
    queryKey: ACCOUNT_USAGE_QUERY_KEY,
    queryFn: ({ signal }) => api.accountUsage(undefined, { signal }),
    select: (answer) => answer.features,
  });
