// Contract tests run the real providers against the local fake platform server
// (scripts/fake-platforms): the same code as production, with every base URL pointed at it.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { resolveEndpoints } from "../src/integrations/platforms/platform-endpoints";
import { createPlatformHttp } from "../src/integrations/platforms/platform-http";
import type {
  CreatePlatformProvider,
  MediaFile,
  OAuthLinking,
  OAuthStart,
  PlatformProvider,
  ProviderDeps,
} from "../src/integrations/platforms/provider";
import { startFakePlatforms, type FakePlatforms } from "../../scripts/fake-platforms/server";

export const REDIRECT_URI = "http://127.0.0.1:5173/api/social-accounts/callback";

export interface ProviderUnderTest {
  fake: FakePlatforms;
  provider: PlatformProvider;
  deps: ProviderDeps;
}

/** Starts the fake server and builds the provider against it (client id "client-id", secret "client-secret"). */
export async function providerAgainstFake(
  create: CreatePlatformProvider,
  defaults: Readonly<Record<string, string>>,
): Promise<ProviderUnderTest> {
  const fake = await startFakePlatforms(0);
  const deps: ProviderDeps = {
    config: {
      clientId: "client-id",
      clientSecret: "client-secret",
      redirectUri: REDIRECT_URI,
      endpoints: resolveEndpoints(defaults, {}, fake.baseUrl),
    },
    http: createPlatformHttp({ allowedOrigins: [fake.baseUrl], timeoutMs: 2_000 }),
    now: () => new Date(),
    sleep: () => Promise.resolve(),
  };
  return { fake, provider: create(deps), deps };
}

/**
 * The provider against a fake server of the test file's own: started before its tests, reset before
 * each (then `afterReset`, e.g. to register a pasted token the fake accepts), closed after. The
 * answer reads the running one, so `under.fake` and `under.provider` work inside tests.
 */
export function useProviderAgainstFake(
  create: CreatePlatformProvider,
  defaults: Readonly<Record<string, string>>,
  afterReset?: (under: ProviderUnderTest) => void,
): ProviderUnderTest {
  let running: ProviderUnderTest | undefined;
  const current = (): ProviderUnderTest => {
    if (!running) {
      throw new Error("The fake platform server has not started yet.");
    }
    return running;
  };
  beforeAll(async () => {
    running = await providerAgainstFake(create, defaults);
  });
  afterAll(async () => {
    await running?.fake.close();
  });
  beforeEach(async () => {
    await fetch(`${current().fake.baseUrl}/_reset`, { method: "POST" });
    afterReset?.(current());
  });
  return {
    get fake() {
      return current().fake;
    },
    get provider() {
      return current().provider;
    },
    get deps() {
      return current().deps;
    },
  };
}

/** Follows the authorization URL to the fake consent page, clicks "Authorize", returns the code. */
export async function authorizeOnFakePage(linking: OAuthLinking, start: OAuthStart): Promise<string> {
  const page = await fetch(linking.authorizationUrl(start));
  const html = await page.text();
  if (!page.ok) {
    throw new Error(`The fake consent page refused the request: ${html}`);
  }
  const href = /id="authorize" href="([^"]+)"/.exec(html)?.[1]?.replaceAll("&#38;", "&");
  const back = new URL(href ?? "http://invalid/");
  if (back.searchParams.get("state") !== start.state) {
    throw new Error("The consent page did not pass the state back.");
  }
  return back.searchParams.get("code") ?? "";
}

/** A full link: consent page, code exchange. */
export async function linkThroughFake(provider: PlatformProvider, start: Partial<OAuthStart> = {}) {
  const linking = provider.linking as OAuthLinking;
  const fullStart: OAuthStart = { state: "state-1", redirectUri: REDIRECT_URI, ...start };
  const code = await authorizeOnFakePage(linking, fullStart);
  return linking.exchangeCode(code, fullStart);
}

/** A one-byte PNG, for the platforms that take no uploads (Gmail attaches files, Medium side-loads them). */
export const ONE_BYTE_PNG: MediaFile = {
  kind: "image",
  mimeType: "image/png",
  fileName: "a.png",
  byteLength: 1,
  bytes: new Uint8Array(1),
  publicUrl: "https://example.com/a.png",
};
