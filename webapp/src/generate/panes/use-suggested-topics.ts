import { useMutation } from "@tanstack/react-query";
import { HeadlinesOutputSchema } from "@wordloom/shared/api";
import { api } from "../../api/client";

/** "Suggested topics" (spec document 3 §2.8): headline ideas for a seed (the topic, the pillar or the brand voice's niche). */
export const useSuggestedTopics = () =>
  useMutation({
    mutationFn: async ({ seed, brandVoiceId }: { seed: string; brandVoiceId: string | null }) => {
      const result = await api.generateHeadlines({ body: { topic: seed.slice(0, 280), count: 5, brandVoiceId } });
      const parsed = HeadlinesOutputSchema.safeParse(result.object);
      return parsed.success ? parsed.data.headlines : [];
    },
  });
