// The fake Gmail: Google OAuth (google-oauth.ts) with the gmail.send scope, the OpenID userinfo
// endpoint and users.messages.send. A sent message must be `{ raw }`, base64url of an RFC 2822 message
// that parses (mime-parse.ts) with From = the signed-in address, To, Subject, MIME-Version and at
// most 100 recipients; what was sent (headers, HTML, attachments decoded with their sizes and SHA-256)
// is kept in /_posts.
import { createHash } from "node:crypto";
import type { FakeKit, FakePlatformModule, FakeRequest, FakeResponse } from "./fake-platform";
import { json } from "./fake-platform";
import { GOOGLE_OAUTH_HOSTS, googleError, googleOAuth, googleOAuthPlatform, googleUnauthenticated } from "./google-oauth";
import { leaves, parseMime, parseParams } from "./mime-parse";

const SEND_SCOPE = "https://www.googleapis.com/auth/gmail.send";
const MAX_RECIPIENTS = 100;

const invalid = (message: string) => googleError(400, "invalidArgument", message);
const list = (value: string | undefined) =>
  value
    ? value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

function send(request: FakeRequest, kit: FakeKit): FakeResponse {
  const raw = (request.json as { raw?: unknown } | undefined)?.raw;
  if (typeof raw !== "string" || !/^[A-Za-z0-9_-]+={0,2}$/.test(raw)) {
    return invalid("'raw' must be the base64url-encoded RFC 2822 message");
  }
  let message;
  try {
    message = parseMime(Buffer.from(raw, "base64url").toString("latin1"));
  } catch (error) {
    return invalid(`Invalid RFC 2822 message: ${error instanceof Error ? error.message : String(error)}`);
  }
  const header = (name: string) => message.headers.get(name);
  const [to, cc, bcc] = [list(header("to")), list(header("cc")), list(header("bcc"))];
  const user = kit.user("gmail");
  if (to.length === 0) {
    return invalid("Recipient address required");
  }
  if (to.length + cc.length + bcc.length > MAX_RECIPIENTS) {
    return googleError(400, "invalidArgument", `Too many recipients (at most ${MAX_RECIPIENTS})`);
  }
  if (header("from") !== user.email) {
    return invalid(`From must be the signed-in address ${user.email}`);
  }
  if (!header("subject") || header("mime-version") !== "1.0" || !header("date")) {
    return invalid("Subject, Date and MIME-Version: 1.0 are required");
  }
  const parts = leaves(message);
  const html = parts.find((part) => part.type === "text/html" && part.headers.get("content-disposition") === undefined);
  const attachments = parts
    .filter((part) => (part.headers.get("content-disposition") ?? "").startsWith("attachment"))
    .map((part) => {
      const disposition = parseParams(part.headers.get("content-disposition") ?? "");
      return {
        fileName: disposition.params.get("filename") ?? "",
        mimeType: part.type,
        bytes: part.body.length,
        sha256: createHash("sha256").update(part.body).digest("hex"),
      };
    });
  if (!html) {
    return invalid("The message has no text/html body");
  }
  const id = kit.nextId("18");
  kit.recordPost("gmail", {
    id,
    kind: "message",
    target: to.join(", "),
    payload: { from: header("from"), to, cc, bcc, subject: header("subject"), html: html.body.toString("utf8"), attachments },
  });
  return json(200, { id, threadId: id, labelIds: ["SENT"] });
}

function api(request: FakeRequest, kit: FakeKit): FakeResponse | undefined {
  if (!kit.isLiveAccessToken("gmail", request.bearer)) {
    return googleUnauthenticated();
  }
  const route = `${request.method} ${request.host}${request.path}`;
  if (route === "GET openidconnect.googleapis.com/v1/userinfo") {
    const user = kit.user("gmail");
    return json(200, { sub: user.id, email: user.email, email_verified: true, name: user.name, picture: user.pictureUrl });
  }
  if (route === "POST gmail.googleapis.com/gmail/v1/users/me/messages/send") {
    return send(request, kit);
  }
  return undefined;
}

export const fakeGmail: FakePlatformModule = {
  id: "gmail",
  hosts: [...GOOGLE_OAUTH_HOSTS, "gmail.googleapis.com", "openidconnect.googleapis.com"],
  accepts: (request, kit) => !GOOGLE_OAUTH_HOSTS.some((host) => host === request.host) || googleOAuthPlatform(request, kit) === "gmail",
  handle(request, kit) {
    if (request.host === "gmail.googleapis.com" || request.host === "openidconnect.googleapis.com") {
      return api(request, kit);
    }
    return googleOAuth(request, kit, "gmail", SEND_SCOPE);
  },
};
