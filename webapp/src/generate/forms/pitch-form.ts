import { DEFAULT_TONE, PITCH_WORDS, PromotionalPitchRequestSchema } from "@wordloom/shared/api";
import { checkRequest, optional } from "./validate-request";

export { PITCH_WORDS };

/** Promotional Pitch (spec document 3 §2.9, §5): a product or a service; description and USP required. */
interface PitchFormValues {
  offering: "product" | "service";
  name: string;
  description: string;
  usp: string;
  audience: string;
  callToAction: string;
  tone: string;
}

export const INITIAL_PITCH_FORM: PitchFormValues = {
  offering: "product",
  name: "",
  description: "",
  usp: "",
  audience: "",
  callToAction: "",
  tone: DEFAULT_TONE,
};

export const pitchRequest = (values: PitchFormValues, brandVoiceId: string | null) =>
  checkRequest(PromotionalPitchRequestSchema, {
    brandVoiceId,
    offering: values.offering,
    name: optional(values.name),
    description: values.description.trim(),
    usp: values.usp.trim(),
    audience: optional(values.audience),
    callToAction: optional(values.callToAction),
    tone: optional(values.tone) ?? DEFAULT_TONE,
    words: PITCH_WORDS,
  });
