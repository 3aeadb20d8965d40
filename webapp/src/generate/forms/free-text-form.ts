import { EmailsRequestSchema, FreeTextRequestSchema, type EmailRole } from "@wordloom/shared/api";
import { checkRequest, optional } from "./validate-request";

/** Memoir, Messages and Message Craft: one free-text request (spec document 3 §2.9). */
interface FreeTextFormValues {
  request: string;
  tone: string;
}

export const INITIAL_FREE_TEXT_FORM: FreeTextFormValues = { request: "", tone: "" };

export const freeTextRequest = (values: FreeTextFormValues, brandVoiceId: string | null) =>
  checkRequest(FreeTextRequestSchema, { brandVoiceId, request: values.request.trim(), tone: optional(values.tone) });

/** Emails: written as a leader or as a subordinate. */
interface EmailFormValues extends FreeTextFormValues {
  role: EmailRole;
  recipient: string;
  senderName: string;
}

export const initialEmailForm = (role: EmailRole): EmailFormValues => ({ ...INITIAL_FREE_TEXT_FORM, role, recipient: "", senderName: "" });

export const emailRequest = (values: EmailFormValues, brandVoiceId: string | null) =>
  checkRequest(EmailsRequestSchema, {
    brandVoiceId,
    role: values.role,
    request: values.request.trim(),
    recipient: optional(values.recipient),
    senderName: optional(values.senderName),
    tone: optional(values.tone),
  });
