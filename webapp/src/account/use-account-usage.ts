import { useQuery } from "@tanstack/react-query";
import { api } from "../api/client";
import { accountKeys } from "./queries";

/** Every feature's usage and limit (GET /api/account/usage). */
export const useAccountUsage = () =>
  useQuery({
    queryKey: accountKeys.usage,
    queryFn: ({ signal }) => api.accountUsage(undefined, { signal }),
    select: (answer) => answer.features,
  });
