import {
  BookOpenRegular,
  ChatRegular,
  DocumentTextRegular,
  LightbulbRegular,
  MailRegular,
  MegaphoneRegular,
  MicRegular,
  NotepadRegular,
  PeopleRegular,
  PersonRegular,
  ShareRegular,
} from "@fluentui/react-icons";
import type { CreateMenuItem } from "../shell/create-menu-items";

/** The creation panes' Create-menu entries; each opens create/:kind (routes.tsx). */
export const generateCreateMenuItems: readonly CreateMenuItem[] = [
  { id: "voice", group: "Start Writing", label: "Voice", icon: MicRegular, feature: "DocumentCreation", path: "create/voice" },
  { id: "blog", group: "AI Creation", label: "Blog", icon: DocumentTextRegular, feature: "GenerateLLMBlog", path: "create/blog" },
  { id: "promotional-pitch", group: "AI Creation", label: "Promotional pitch", icon: MegaphoneRegular, feature: "PromotionalPitch", path: "create/promotional-pitch" },
  { id: "social-post", group: "AI Creation", label: "Social post", icon: ShareRegular, flag: "gen_social_post", feature: "SocialPost", path: "create/social-post" },
  { id: "emails-subordinate", group: "AI Creation", label: "Emails as subordinate", icon: MailRegular, flag: "email_Sub_trigger", feature: "Emails", path: "create/emails-subordinate" },
  { id: "emails-leader", group: "AI Creation", label: "Emails as leader", icon: MailRegular, flag: "email_Leader_Trigger", feature: "Emails", path: "create/emails-leader" },
  { id: "messages", group: "AI Creation", label: "Messages", icon: ChatRegular, flag: "personal_message_trigger", feature: "Messages", path: "create/messages" },
  { id: "memoir", group: "AI Creation", label: "Memoir", icon: BookOpenRegular, flag: "memoir_trigger", feature: "Memoir", path: "create/memoir" },
  { id: "message-craft", group: "AI Creation", label: "Message Craft", icon: LightbulbRegular, flag: "messageCraft_trigger", feature: "MessageCraft", path: "create/message-craft" },
  { id: "email-templates-leader", group: "Templates", label: "Emails (Leader)", icon: PeopleRegular, flag: "email_Leader_Trigger", feature: "DocumentCreation", path: "create/email-templates-leader" },
  { id: "email-templates-subordinate", group: "Templates", label: "Emails (Subordinate)", icon: PersonRegular, flag: "email_Sub_trigger", feature: "DocumentCreation", path: "create/email-templates-subordinate" },
  { id: "message-templates", group: "Templates", label: "Messages", icon: ChatRegular, flag: "personal_message_trigger", feature: "DocumentCreation", path: "create/message-templates" },
  { id: "memoir-templates", group: "Templates", label: "Memoir", icon: NotepadRegular, flag: "memoir_trigger", feature: "DocumentCreation", path: "create/memoir-templates" },
];
