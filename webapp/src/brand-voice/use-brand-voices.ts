import { useQuery } from "@tanstack/react-query";
import { api } from "../api/client";

export const BRAND_VOICES_QUERY_KEY = ["brand-voices"] as const;

/** The user's brand voices, newest first. */
export const useBrandVoices = () =>
  useQuery({
    queryKey: BRAND_VOICES_QUERY_KEY,
    queryFn: ({ signal }) => api.listBrandVoices(undefined, { signal }),
    select: (list) => list.items,
  });

export const brandVoiceQueryKey = (id: string) => [...BRAND_VOICES_QUERY_KEY, id] as const;

/** One brand voice, for its edit screen. */
export const useBrandVoice = (id: string | undefined) =>
  useQuery({
    queryKey: brandVoiceQueryKey(id ?? ""),
    queryFn: ({ signal }) => api.getBrandVoice({ params: { id: id ?? "" } }, { signal }),
    enabled: Boolean(id),
  });
