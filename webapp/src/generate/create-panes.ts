import type { GenerationKind } from "@wordloom/shared/api";

/**
 * The creation panes (spec document 3 §2.8–2.9; document 1 §2 create menu): each on its own route
 * `/:product/app/create/<id>`, and in the editor's assistant pane and the Word add-in's frame.
 */
export const CREATE_PANES = {
  "social-post": { title: "Social Post", fallbackTitle: "Social post", kinds: ["social-post"] },
  blog: { title: "Generate Blog", fallbackTitle: "Blog", kinds: ["blog", "blog-outline"] },
  "promotional-pitch": { title: "Promotional Pitch", fallbackTitle: "Promotional pitch", kinds: ["promotional-pitch"] },
  memoir: { title: "Generate Memoir", fallbackTitle: "Memoir", kinds: ["memoir"] },
  messages: { title: "Generate Messages", fallbackTitle: "Message", kinds: ["messages"] },
  "emails-leader": { title: "Generate Emails", fallbackTitle: "Email", kinds: ["emails"] },
  "emails-subordinate": { title: "Generate Emails", fallbackTitle: "Email", kinds: ["emails"] },
  "message-craft": { title: "Message Craft", fallbackTitle: "Message", kinds: ["message-craft"] },
  voice: { title: "Voice Create", fallbackTitle: "Voice note", kinds: [] },
  "memoir-templates": { title: "Memoir Templates", fallbackTitle: "Memoir", kinds: [] },
  "message-templates": { title: "Message Templates", fallbackTitle: "Message", kinds: [] },
  "email-templates-leader": { title: "Email Templates (Leader)", fallbackTitle: "Email", kinds: [] },
  "email-templates-subordinate": { title: "Email Templates (Subordinate)", fallbackTitle: "Email", kinds: [] },
  "writing-exercises": { title: "Writing Exercises", fallbackTitle: "Writing exercise", kinds: [] },
} as const satisfies Record<string, { title: string; fallbackTitle: string; kinds: readonly GenerationKind[] }>;

export type CreatePaneId = keyof typeof CREATE_PANES;

export const isCreatePaneId = (value: string | undefined): value is CreatePaneId =>
  value !== undefined && Object.hasOwn(CREATE_PANES, value);
