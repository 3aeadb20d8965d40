import { z } from "zod";
import { ProviderError } from "./provider-error";
import { errorBodyExcerpt, providerFetch, untilAborted } from "./provider-fetch";

/** Login: POST {idUrl}/v3/account/login/api with { email, key } (docs.copyleaks.com/reference/actions/account/login). */
const LOGIN_PATH = "/v3/account/login/api";
/** Submit: PUT {apiUrl}/v3/scans/submit/file/{scanId} (docs.copyleaks.com/reference/actions/authenticity/submit-file). */
const submitPath = (scanId: string) => `/v3/scans/submit/file/${encodeURIComponent(scanId)}`;

/** A token is valid for 48 hours; it is renewed a little before, and at once after a 401. */
const TOKEN_LIFETIME_MS = 48 * 60 * 60 * 1000;
const RENEW_BEFORE_MS = 10 * 60 * 1000;
/** The login is shared by concurrent checks, so it has its own time limit rather than one caller's. */
const LOGIN_TIMEOUT_MS = 30_000;

const LoginResponseSchema = z.object({
  access_token: z.string().min(1),
  ".issued": z.string().optional(),
  ".expires": z.string().optional(),
});

/**
 * The token's lifetime from its ".issued" and ".expires" times (their difference, so a skewed
 * clock on either side does not matter), 48 hours when they are missing.
 */
const tokenLifetime = (issued: string | undefined, expires: string | undefined): number => {
  const lifetime = Date.parse(expires ?? "") - Date.parse(issued ?? "");
  return Number.isFinite(lifetime) && lifetime > 2 * RENEW_BEFORE_MS ? Math.min(lifetime, TOKEN_LIFETIME_MS) : TOKEN_LIFETIME_MS;
};

interface CopyleaksClientOptions {
  email: string;
  apiKey: string;
  idUrl: string;
  apiUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface FileSubmission {
  text: string;
  filename: string;
  /** The status webhook, with the literal {STATUS} token Copyleaks replaces by the event name. */
  statusWebhookUrl: string;
  sandbox: boolean;
}

interface CachedToken {
  value: string;
  renewAt: number;
}

/** The two calls Wordloom makes to Copyleaks, with the access token cached in memory. */
export class CopyleaksClient {
  private token: CachedToken | undefined;
  private pendingLogin: Promise<CachedToken> | undefined;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: CopyleaksClientOptions) {
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  /** Starts a scan of the text as a .txt file; the result arrives later on the status webhook. */
  async submitFile(scanId: string, submission: FileSubmission, signal: AbortSignal): Promise<void> {
    const body = JSON.stringify({
      base64: Buffer.from(submission.text, "utf8").toString("base64"),
      filename: submission.filename,
      properties: { webhooks: { status: submission.statusWebhookUrl }, sandbox: submission.sandbox },
    });
    let token = await this.accessToken(signal);
    let response = await this.putSubmission(scanId, body, token, signal);
    if (response.status === 401) {
      await response.body?.cancel();
      this.forget(token);
      token = await this.accessToken(signal);
      response = await this.putSubmission(scanId, body, token, signal);
    }
    if (!response.ok) {
      throw new ProviderError(`Copyleaks submit answered HTTP ${response.status}: ${await errorBodyExcerpt(response)}`);
    }
    await response.body?.cancel();
  }

  private putSubmission(scanId: string, body: string, token: string, signal: AbortSignal) {
    return providerFetch(this.fetchImpl, "Copyleaks submit", `${this.options.apiUrl}${submitPath(scanId)}`, {
      method: "PUT",
      headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${token}` },
      body,
      signal,
    });
  }

  private async accessToken(signal: AbortSignal): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) {
      return this.token.value;
    }
    signal.throwIfAborted();
    if (!this.pendingLogin) {
      this.pendingLogin = this.login().finally(() => {
        this.pendingLogin = undefined;
      });
      // Every caller may have given up (aborted) before the login ends; its failure is then nobody's.
      this.pendingLogin.catch(() => undefined);
    }
    const token = await untilAborted(this.pendingLogin, signal);
    return token.value;
  }

  private forget(token: string) {
    if (this.token?.value === token) {
      this.token = undefined;
    }
  }

  private async login(): Promise<CachedToken> {
    const response = await providerFetch(this.fetchImpl, "Copyleaks login", `${this.options.idUrl}${LOGIN_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ email: this.options.email, key: this.options.apiKey }),
      signal: AbortSignal.timeout(LOGIN_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new ProviderError(`Copyleaks login answered HTTP ${response.status}`);
    }
    const parsed = LoginResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) {
      throw new ProviderError("Copyleaks login answered without an access token");
    }
    const lifetime = tokenLifetime(parsed.data[".issued"], parsed.data[".expires"]);
    this.token = { value: parsed.data.access_token, renewAt: this.now() + lifetime - RENEW_BEFORE_MS };
    return this.token;
  }
}
