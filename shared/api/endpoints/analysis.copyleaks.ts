import { z } from "zod";
import { singleLine } from "../../model/text";
import { endpoint } from "../contract";

/** The statuses Copyleaks puts in place of {STATUS} in the status webhook URL. */
export const COPYLEAKS_WEBHOOK_STATUSES = ["completed", "error", "creditsChecked", "creditschecked", "indexed"] as const;

/** Callbacks from outside services. Public: each call proves itself with the secret in its URL. */
export const copyleaksEndpoints = {
  copyleaksWebhook: endpoint({
    method: "POST",
    path: "/api/integrations/copyleaks/:status/:scanId/:secret",
    summary: "Copyleaks scan status webhook (the plagiarism provider's callback)",
    tag: "integrations",
    auth: "none",
    params: z.object({
      status: z.enum(COPYLEAKS_WEBHOOK_STATUSES),
      scanId: singleLine(100).min(1),
      secret: singleLine(200).min(1),
    }),
    body: z.record(z.string(), z.unknown()),
    response: z.object({ received: z.literal(true) }),
    errors: ["VALIDATION_FAILED", "NOT_FOUND", "PAYLOAD_TOO_LARGE"],
    // A completed scan lists every matched source.
    bodyLimit: 4 * 1024 * 1024,
  }),
};
