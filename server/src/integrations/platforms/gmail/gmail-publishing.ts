import type { GoogleCall } from "../google/google-client";
import { readJson } from "../platform-http";
import { endpointOf } from "../platform-endpoints";
import { PlatformError } from "../platform-error";
import type { ProviderDeps, PublishingOperations } from "../provider";
import { GMAIL_MAX_MESSAGE_BYTES, GMAIL_MAX_RECIPIENTS } from "./gmail-endpoints";
import { composeMail } from "./gmail-mime";

/**
 * Mail campaigns through the user's own Gmail: users.messages.send with `raw`, the base64url RFC 2822
 * message (developers.google.com/gmail/api/guides/sending). Attachments travel inside the message, so
 * there is no separate media upload. With the gmail.send scope alone a sent message cannot be read
 * back: postDetails reports it sent, with no counts.
 */
export function createGmailPublishing(deps: ProviderDeps, call: GoogleCall): PublishingOperations {
  return {
    // The mail body is HTML the user wrote; Gmail takes it as is.
    prepareText: (text) => text,

    uploadMedia() {
      return Promise.reject(new PlatformError("unsupported", "Gmail: attach files to the mail itself (draft.mail.attachments)."));
    },

    async createPost(context, draft) {
      const mail = draft.mail;
      if (!mail) {
        throw new PlatformError("validation", "Gmail: a mail campaign needs recipients, a subject and a body.");
      }
      const recipients = mail.to.length + (mail.cc?.length ?? 0) + (mail.bcc?.length ?? 0);
      if (mail.to.length === 0 || recipients > GMAIL_MAX_RECIPIENTS) {
        throw new PlatformError("validation", `Gmail: a message goes to 1 to ${GMAIL_MAX_RECIPIENTS} recipients, not ${recipients}.`);
      }
      const message = await composeMail({
        from: context.profile.username,
        to: mail.to,
        cc: mail.cc,
        bcc: mail.bcc,
        subject: mail.subject,
        html: mail.html,
        attachments: mail.attachments,
        date: deps.now(),
      });
      if (message.length > GMAIL_MAX_MESSAGE_BYTES) {
        throw new PlatformError("validation", "Gmail: the message with its attachments is larger than 35 MB.");
      }
      const sent = await readJson<{ id?: string; threadId?: string }>(
        await call("POST", `${endpointOf(deps.config.endpoints, "api")}/users/me/messages/send`, context.tokens.accessToken, {
          json: { raw: message.toString("base64url") },
        }),
      );
      if (!sent.id) {
        throw new PlatformError("unknown", "Gmail sent the message but did not say its id.", { ambiguous: true });
      }
      return { platformPostId: sent.id };
    },

    // gmail.send cannot read messages (users.messages.get needs a restricted scope): a message Gmail
    // accepted is sent.
    postDetails: () => Promise.resolve({ state: "published" }),
  };
}
