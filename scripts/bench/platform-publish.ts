// Part (b) of `npm run bench:platforms`: one publish per registered provider with publishing, end
// to end against the fake platform server, through the providers the server builds from its
// configuration (PLATFORMS_BASE): link (consent page → code exchange → profile → targets; Medium: the
// pasted token verified → profile), then per publish open the sealed tokens, check the refresh,
// upload a small image and create the post (Medium: a story with the image inside its HTML; YouTube:
// a 600 KB video in three resumable chunks; Gmail: a mail with the image attached).
import { randomUUID } from "node:crypto";
import type { PlatformId } from "@wordloom/shared/rules";
import { openTokens } from "../../server/src/domains/social-accounts/account-tokens";
import { isRefreshDue } from "../../server/src/domains/social-accounts/refresh-tokens";
import type { SocialRuntime } from "../../server/src/domains/social-accounts/social-runtime";
import { createCodeVerifier } from "../../server/src/integrations/platforms/oauth-pkce";
import type { LinkTarget, MediaFile, OAuthStart, PlatformProvider, TokenSet } from "../../server/src/integrations/platforms/provider";
import { median } from "./run-support";

/** Where each platform publishes in this bench: a Facebook Page, an Instagram professional account, the LinkedIn member. */
const TARGET_KIND: Partial<Record<PlatformId, LinkTarget["kind"]>> = {
  facebook: "page",
  instagram: "instagram_account",
  linkedin: "person",
};

/** Platforms that publish an HTML story with its images inside rather than uploaded media. */
const STORY_PLATFORMS: ReadonlySet<PlatformId> = new Set(["medium"]);

/** A 600 KB video: three chunks of YouTube's resumable upload (256 KiB multiples). */
const video: MediaFile = {
  kind: "video",
  mimeType: "video/mp4",
  fileName: "bench.mp4",
  byteLength: 600_000,
  bytes: new Uint8Array(600_000).map((_, index) => (index * 7) % 251),
  publicUrl: "https://media.wordloom.example/bench.mp4",
  durationSeconds: 5,
};

/** A 1×1 JPEG-sized payload: the bytes X and LinkedIn upload, the public URL Meta pulls. */
const image: MediaFile = {
  kind: "image",
  mimeType: "image/jpeg",
  fileName: "bench.jpg",
  byteLength: 631,
  bytes: new Uint8Array(631).fill(0xff),
  publicUrl: "https://media.wordloom.example/bench.jpg",
  width: 1,
  height: 1,
};

/** The fake consent page's Authorize link, followed as a browser would: the code it sends back. */
const consent = async (authorizationUrl: string): Promise<string> => {
  const html = await fetch(authorizationUrl).then((response) => response.text());
  const href = /id="authorize" href="([^"]+)"/.exec(html)?.[1]?.replaceAll("&#38;", "&");
  if (!href) {
    throw new Error(`No Authorize link on the consent page: ${html.slice(0, 200)}`);
  }
  return new URL(href).searchParams.get("code") ?? "";
};

/** A token the fake platform accepts, for token-linked providers (Medium); undefined skips the platform. */
export type BenchTokenFor = (platform: PlatformId) => string | undefined;

/** OAuth: consent page → code exchange. Token platforms: the pasted token, verified by the platform. */
const obtainTokens = async (provider: PlatformProvider, publicBaseUrl: string, tokenFor: BenchTokenFor): Promise<TokenSet> => {
  if (provider.linking.kind === "token") {
    const accessToken = tokenFor(provider.id);
    if (!accessToken) {
      throw new Error(`${provider.id} links with a token and the bench has none`);
    }
    await provider.linking.verify(accessToken);
    return { accessToken };
  }
  const start: OAuthStart = {
    state: randomUUID(),
    codeVerifier: provider.linking.pkce ? createCodeVerifier() : undefined,
    redirectUri: `${publicBaseUrl}/oauth/callback/${provider.id}`,
  };
  return provider.linking.exchangeCode(await consent(provider.linking.authorizationUrl(start)), start);
};

const linkOnce = async (runtime: SocialRuntime, provider: PlatformProvider, publicBaseUrl: string, tokenFor: BenchTokenFor) => {
  const tokens = await obtainTokens(provider, publicBaseUrl, tokenFor);
  const profile = await provider.profile(tokens);
  const kind = TARGET_KIND[provider.id];
  const target = kind ? (await provider.listTargets(tokens, profile)).find((candidate) => candidate.kind === kind) : undefined;
  if (kind && !target) {
    throw new Error(`${provider.id} lists no ${kind}`);
  }
  // Stored as the product stores them: sealed.
  const now = new Date();
  return {
    profile,
    target,
    targetTokenSealed: target?.accessToken ? runtime.cipher.seal(target.accessToken) : null,
    row: {
      accessTokenSealed: runtime.cipher.seal(tokens.accessToken),
      refreshTokenSealed: tokens.refreshToken ? runtime.cipher.seal(tokens.refreshToken) : null,
      accessTokenExpiresAt: tokens.expiresAt ?? null,
      refreshTokenExpiresAt: tokens.refreshTokenExpiresAt ?? null,
      scope: tokens.scope ?? "",
      status: "linked" as const,
      linkedAt: now,
    },
  };
};

type Linked = Awaited<ReturnType<typeof linkOnce>>;

const publishOnce = async (runtime: SocialRuntime, provider: PlatformProvider, linked: Linked, text: string) => {
  const publishing = provider.publishing;
  if (!publishing) {
    throw new Error(`${provider.id} does not publish`);
  }
  const tokens = openTokens(linked.row as Parameters<typeof openTokens>[0], runtime.cipher);
  if (isRefreshDue(linked.row, new Date())) {
    throw new Error(`${provider.id}: fresh tokens should not be due for refresh`);
  }
  const target = linked.target && {
    ...linked.target,
    accessToken: linked.targetTokenSealed ? runtime.cipher.open(linked.targetTokenSealed) : undefined,
  };
  const context = { tokens, profile: linked.profile, target };
  if (STORY_PLATFORMS.has(provider.id)) {
    // Medium side-loads <img src> from the story's HTML: no upload call.
    const html = `<p>${text}</p><img src="${image.publicUrl}">`;
    return publishing.createPost(context, { title: text, text: publishing.prepareText(html), media: [] });
  }
  if (provider.id === "gmail") {
    // A mail campaign's message: the image as an attachment, composed into one MIME message.
    const mail = { to: ["reader@example.com"], subject: text, html: `<p>${text}</p>`, attachments: [image] };
    return publishing.createPost(context, { text, media: [], mail });
  }
  const media = await publishing.uploadMedia(context, provider.id === "youtube" ? video : image);
  return publishing.createPost(context, { title: text, text: publishing.prepareText(text), media: [media] });
};

export interface PublishFigures {
  platform: PlatformId;
  linkMs: number;
  /** The first publish in this process (cold paths), then the median of the others. */
  firstPublishMs: number;
  publishMs: number;
}

/** Links each provider once per run and publishes one post (an image; a video on YouTube; a mail on Gmail), `runs` times. */
export const measurePublishing = async (
  runtime: SocialRuntime,
  publicBaseUrl: string,
  runs: number,
  tokenFor: BenchTokenFor = () => undefined,
): Promise<PublishFigures[]> => {
  const figures: PublishFigures[] = [];
  for (const platform of runtime.platforms.values()) {
    const provider = platform.provider;
    if (!provider?.publishing || (provider.linking.kind === "token" && !tokenFor(provider.id))) {
      continue;
    }
    const links: number[] = [];
    const publishes: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const linkStarted = performance.now();
      const linked = await linkOnce(runtime, provider, publicBaseUrl, tokenFor);
      links.push(performance.now() - linkStarted);
      const publishStarted = performance.now();
      await publishOnce(runtime, provider, linked, `Bench post ${run + 1} from Wordloom (${randomUUID().slice(0, 8)})`);
      publishes.push(performance.now() - publishStarted);
    }
    figures.push({
      platform: provider.id,
      linkMs: median(links),
      firstPublishMs: publishes[0] ?? Number.NaN,
      publishMs: median(publishes.slice(1)),
    });
  }
  return figures;
};
