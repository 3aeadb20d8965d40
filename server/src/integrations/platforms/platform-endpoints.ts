/**
 * Where a provider sends each call. Every base URL defaults to the real platform's; an explicit
 * override (PLATFORM_X_API_URL, …) replaces one, and PLATFORMS_BASE sends them all to the local fake
 * server (`npm run fake-platforms`), which serves each real host under a path named after it:
 * https://api.x.com/2 → http://127.0.0.1:4010/api.x.com/2.
 */
export function throughFakeServer(realUrl: string, platformsBase: string): string {
  const real = new URL(realUrl);
  const base = platformsBase.replace(/\/+$/, "");
  return `${base}/${real.host}${real.pathname === "/" ? "" : real.pathname.replace(/\/+$/, "")}${real.search}`;
}

export function resolveEndpoints(
  defaults: Readonly<Record<string, string>>,
  overrides: Readonly<Record<string, string | undefined>>,
  platformsBase: string | undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(defaults).map(([name, realUrl]) => {
      const override = overrides[name];
      if (override) {
        return [name, override.replace(/\/+$/, "")];
      }
      return [name, platformsBase ? throughFakeServer(realUrl, platformsBase) : realUrl.replace(/\/+$/, "")];
    }),
  );
}

/** One named endpoint of a provider's resolved set; a missing one is a programming error. */
export function endpointOf(endpoints: Readonly<Record<string, string>>, name: string): string {
  const url = endpoints[name];
  if (!url) {
    throw new Error(`No "${name}" endpoint configured.`);
  }
  return url;
}
