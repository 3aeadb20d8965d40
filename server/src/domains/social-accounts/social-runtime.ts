import { hkdfSync } from "node:crypto";
import { PLATFORM_IDS, type PlatformId } from "@wordloom/shared/rules";
import { resolveAppSecret } from "../../app-secret";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import { resolveEndpoints } from "../../integrations/platforms/platform-endpoints";
import { createPlatformHttp, type PlatformHttp } from "../../integrations/platforms/platform-http";
import type { PlatformProvider } from "../../integrations/platforms/provider";
import { clientEnvNames, PLATFORM_NAMES, PLATFORM_PROVIDERS, type ProviderEntry } from "../../integrations/platforms/providers";
import { createTokenCipher, type TokenCipher } from "./token-cipher";

export interface PlatformAvailability {
  id: PlatformId;
  name: string;
  availability: "configured" | "not_configured" | "unavailable";
  /** What to set for a platform that is not configured. */
  setup: string[];
  provider: PlatformProvider | undefined;
}

/** What the social-accounts domain builds once per configuration: keys, providers and their guarded HTTP. */
export interface SocialRuntime {
  cipher: TokenCipher;
  /** HMAC key of the OAuth state signatures. */
  stateKey: Buffer;
  platforms: ReadonlyMap<PlatformId, PlatformAvailability>;
  http: PlatformHttp;
  /** The configured provider, or undefined. */
  provider(id: PlatformId): PlatformProvider | undefined;
}

const runtimes = new WeakMap<Config, SocialRuntime>();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const availabilityOf = (config: Config, entry: ProviderEntry) => {
  const client = config.platforms.clients[entry.id] ?? {};
  if (entry.linking === "token") {
    // The user brings the token: a token-linked platform needs no client id at all.
    return { configured: true, missing: [], client: {} };
  }
  const names = clientEnvNames(entry.id);
  const missing: string[] = [];
  if (!client.clientId) {
    // A required pair carries its note beside the id; an optional secret carries it beside itself.
    missing.push(entry.secretRequired && entry.setupNote ? `${names.clientId} (${entry.setupNote})` : names.clientId);
  }
  if (!client.clientSecret) {
    missing.push(entry.secretRequired ? names.clientSecret : `${names.clientSecret} (${entry.setupNote ?? "optional"})`);
  }
  return { configured: Boolean(client.clientId) && (!entry.secretRequired || Boolean(client.clientSecret)), missing, client };
};

export const buildSocialRuntime = (config: Config, clock: Clock): SocialRuntime => {
  const secret = resolveAppSecret(config);
  const cipher = createTokenCipher(secret, config.previousAppSecrets);
  const stateKey = Buffer.from(hkdfSync("sha256", secret, "wordloom.social-accounts", "oauth-state", 32));
  const built: {
    entry: ProviderEntry;
    endpoints: Record<string, string>;
    configured: boolean;
    missing: string[];
    clientId?: string;
    clientSecret?: string;
  }[] = PLATFORM_PROVIDERS.map((entry) => {
    const { configured, missing, client } = availabilityOf(config, entry);
    const endpoints = resolveEndpoints(entry.defaultEndpoints, config.platforms.endpointOverrides[entry.id] ?? {}, config.platforms.base);
    return { entry, endpoints, configured, missing, ...client };
  });
  // Providers call only the hosts of their own configured endpoints.
  const origins = built
    .filter((item) => item.configured)
    .flatMap((item) => Object.values(item.endpoints).map((url) => new URL(url).origin));
  const http = createPlatformHttp({ allowedOrigins: [...new Set(origins)] });
  const platforms = new Map<PlatformId, PlatformAvailability>();
  for (const id of PLATFORM_IDS) {
    platforms.set(id, { id, name: PLATFORM_NAMES[id], availability: "unavailable", setup: [], provider: undefined });
  }
  for (const item of built) {
    const provider = item.configured
      ? item.entry.create({
          config: {
            clientId: item.clientId,
            clientSecret: item.clientSecret,
            redirectUri: `${config.publicBaseUrl ?? ""}/oauth/callback/${item.entry.id}`,
            endpoints: item.endpoints,
            options: config.platforms.options?.[item.entry.id],
          },
          http,
          now: () => clock.now(),
          sleep,
        })
      : undefined;
    platforms.set(item.entry.id, {
      id: item.entry.id,
      name: item.entry.name,
      availability: item.configured ? "configured" : "not_configured",
      setup: item.configured ? [] : item.missing,
      provider,
    });
  }
  return { cipher, stateKey, platforms, http, provider: (id) => platforms.get(id)?.provider };
};

/** The runtime for this app's configuration, built on first use. */
export const socialRuntime = (ctx: { config: Config; clock: Clock }): SocialRuntime => {
  let runtime = runtimes.get(ctx.config);
  if (!runtime) {
    runtime = buildSocialRuntime(ctx.config, ctx.clock);
    runtimes.set(ctx.config, runtime);
  }
  return runtime;
};
