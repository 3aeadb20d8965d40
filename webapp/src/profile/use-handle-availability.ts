import { useQuery } from "@tanstack/react-query";
import { api } from "../api/client";
import { useDebouncedValue } from "../ui/use-debounced-value";
import { localHandleStatus, type HandleStatus } from "./handle-status";
import { profileKeys } from "./queries";

/** The live check waits until typing pauses this long. */
const HANDLE_CHECK_DEBOUNCE_MS = 500;

/**
 * The live screen-name check: local rules first, then (once typing pauses) the server, which
 * answers whether the name is valid and not used by anybody else.
 */
export const useHandleAvailability = (value: string, current: string | null): HandleStatus => {
  const handle = value.trim();
  const settled = useDebouncedValue(handle, HANDLE_CHECK_DEBOUNCE_MS);
  const isSettled = settled === handle;
  const local = localHandleStatus(handle, current);
  const check = useQuery({
    queryKey: profileKeys.handleAvailability(settled),
    queryFn: ({ signal }) => api.handleAvailability({ query: { handle: settled } }, { signal }),
    enabled: isSettled && local === null,
    staleTime: 10_000,
    retry: false,
  });

  if (local?.kind === "unchanged" || local?.kind === "removed") {
    return local;
  }
  if (!isSettled) {
    return { kind: "typing" };
  }
  if (local) {
    return local;
  }
  if (check.isPending) {
    return { kind: "checking" };
  }
  if (check.isError) {
    return { kind: "unknown" };
  }
  if (!check.data.valid) {
    return { kind: "invalid" };
  }
  return check.data.available ? { kind: "available" } : { kind: "taken" };
};
