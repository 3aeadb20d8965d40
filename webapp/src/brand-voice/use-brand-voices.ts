import { useQuery } from "@tanstack/react-query";
import { api } from "../api/client";
import { brandVoiceKeys } from "./queries";

/** The user's brand voices, newest first. */
export const useBrandVoices = () =>
  useQuery({
    queryKey: brandVoiceKeys.all,
    queryFn: ({ signal }) => api.listBrandVoices(undefined, { signal }),
    select: (list) => list.items,
  });

/** One brand voice, for its edit screen. */
export const useBrandVoice = (id: string | undefined) =>
  useQuery({
    queryKey: brandVoiceKeys.detail(id ?? ""),
    queryFn: ({ signal }) => api.getBrandVoice({ params: { id: id ?? "" } }, { signal }),
    enabled: Boolean(id),
  });
