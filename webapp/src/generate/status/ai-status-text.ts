import type { AiStatus, GenerationKind } from "@wordloom/shared/api";

type KindSupport = AiStatus["kinds"][number];

/** How the active provider serves the kinds a pane uses, first the one that serves them worst. */
export const supportFor = (status: AiStatus, kinds: readonly GenerationKind[]): KindSupport | null => {
  const rank = { "needs-model": 0, template: 1, model: 2 } as const;
  const matching = status.kinds.filter((support) => kinds.includes(support.kind));
  return matching.sort((first, second) => rank[first.mode] - rank[second.mode])[0] ?? null;
};

/** One plain sentence on what the pane's generation gets from the active provider. */
export const supportSentence = (support: KindSupport | null): string => {
  if (!support) {
    return "";
  }
  switch (support.mode) {
    case "model":
      return "Written by the connected language model.";
    case "template":
      return "Written as a draft from templates, from what you enter here.";
    case "needs-model":
      return "This needs a language model; the offline template engine cannot write it.";
  }
};
