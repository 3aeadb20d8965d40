import { EMAIL_LEADER_CATALOGUE } from "./emails-leader";
import { EMAIL_SUBORDINATE_CATALOGUE } from "./emails-subordinate";
import { MEMOIR_CATALOGUE } from "./memoir";
import { MESSAGE_CATALOGUE } from "./messages";
import type { TemplateCatalogue } from "./types";

/** The template catalogues by creation pane (spec document 3 §2.9 "Memoir, Message and Email Templates"). */
export const TEMPLATE_CATALOGUES = {
  "memoir-templates": MEMOIR_CATALOGUE,
  "message-templates": MESSAGE_CATALOGUE,
  "email-templates-leader": EMAIL_LEADER_CATALOGUE,
  "email-templates-subordinate": EMAIL_SUBORDINATE_CATALOGUE,
} as const satisfies Record<string, TemplateCatalogue>;

export type TemplatePaneId = keyof typeof TEMPLATE_CATALOGUES;
