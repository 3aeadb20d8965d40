import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { Campaign } from "@wordloom/shared/model";
import type { Product } from "@wordloom/shared/rules";
import { api } from "../api/client";
import { errorMessage } from "../api/errors";
import { useNotify } from "../ui/toasts";
import { afterActivation, afterResume, initialFlow, type ActivationChoice, type FlowEnd, type FlowState } from "./activation-flow";
import { campaignPath } from "./paths";
import { campaignKeys } from "./queries";

/** Runs the activation or resume flow for one campaign: the dialogs' state and the calls behind their buttons. */
export const useActivation = (campaign: Campaign, product: Product) => {
  const [flow, setFlow] = useState<FlowState>(initialFlow);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();

  const finish = async (end: FlowEnd) => {
    await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    await queryClient.invalidateQueries({ queryKey: ["campaign-post"] });
    if (end?.done === "activated") {
      notify(end.message, "success");
      void navigate(campaignPath(product, campaign.id));
    } else if (end?.done === "start_updated") {
      notify(end.message, "info");
      void navigate(campaignPath(product, campaign.id, "posts"));
    }
  };

  const activate = useMutation({
    mutationFn: (choice: ActivationChoice) => api.activateCampaign({ params: { id: campaign.id }, body: choice }),
    onSuccess: async (result, choice) => {
      const next = afterActivation({ ...flow, choice }, result);
      setFlow(next.state);
      await finish(next.end);
    },
    onError: (error) => {
      setFlow(initialFlow);
      notify(errorMessage(error), "error");
    },
  });

  const resume = useMutation({
    mutationFn: (body: { mode?: "ignore" | "reschedule"; startAt?: string }) => api.resumeCampaign({ params: { id: campaign.id }, body }),
    onSuccess: async (result) => {
      const next = afterResume(flow, result);
      setFlow(next.state);
      await finish(next.end);
    },
    onError: (error) => {
      setFlow(initialFlow);
      notify(errorMessage(error), "error");
    },
  });

  return {
    flow,
    setFlow,
    busy: activate.isPending || resume.isPending,
    /** Opens the confirm dialog (activate a pending campaign, resume a paused one). */
    begin: () => setFlow({ choice: {}, current: { step: "confirm", kind: campaign.status === "paused" ? "resume" : "activate" } }),
    activate: (choice: ActivationChoice) => activate.mutate(choice),
    resume: (body: { mode?: "ignore" | "reschedule"; startAt?: string }) => resume.mutate(body),
    close: () => setFlow(initialFlow),
  };
};

export type ActivationController = ReturnType<typeof useActivation>;
