import { afterAll } from "vitest";
import type { ApiClient } from "@wordloom/shared/api";
import type { PlatformId } from "@wordloom/shared/rules";
import { startFakePlatforms } from "../../../../scripts/fake-platforms/server";
import { buildUser } from "../../../test/factories";
import { createTestApp, type TestAppOptions } from "../../../test/test-app";

/** A test app whose platforms point at a fresh fake platform server, and helpers that link like a browser would. */
export const createSocialTestApp = async (options: TestAppOptions = {}) => {
  const fake = await startFakePlatforms(0);
  afterAll(() => fake.close());
  const app = await createTestApp({
    ...options,
    env: {
      PLATFORMS_BASE: fake.baseUrl,
      X_CLIENT_ID: "wordloom-x-client",
      X_CLIENT_SECRET: "wordloom-x-secret",
      APP_SECRET: "a-test-app-secret-of-at-least-32-characters",
      PUBLIC_BASE_URL: "http://wordloom.test",
      ...options.env,
    },
  });
  /** A user of the content product, whose plan shows Social Links (show_Linking_Nav). */
  const user = async (overrides: Parameters<typeof buildUser>[1] = { subscriptionProduct: "content" }) => {
    const signed = await buildUser(app.ctx, overrides);
    return { ...signed, api: app.clientFor(signed.accessToken) };
  };
  /** Follows the fake consent page's Authorize link: the query the platform sends back. */
  const consent = async (authorizationUrl: string) => {
    const html = await fetch(authorizationUrl).then((response) => response.text());
    const href = /id="authorize" href="([^"]+)"/.exec(html)?.[1]?.replaceAll("&#38;", "&");
    if (!href) {
      throw new Error(`no Authorize link in ${html}`);
    }
    const back = new URL(href);
    return {
      code: back.searchParams.get("code") ?? "",
      state: back.searchParams.get("state") ?? "",
      redirectUri: `${back.origin}${back.pathname}`,
    };
  };
  /** Start → the fake consent page's Authorize → callback, as the web app does it. */
  const link = async (api: ApiClient, platform: PlatformId) => {
    const { authorizationUrl } = await api.startLinking({ params: { platform }, body: { product: "content" } });
    const back = await consent(authorizationUrl);
    return api.completeLinking({ params: { platform }, body: { code: back.code, state: back.state } });
  };
  const linkX = (api: ApiClient) => link(api, "x");
  return { app, fake, user, consent, link, linkX };
};
