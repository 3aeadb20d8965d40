import type { FastifyInstance } from "fastify";

/**
 * A fetch that answers through fastify.inject, so the shared typed client can drive the app in
 * process exactly as the web app and add-in drive it over HTTP.
 */
export const injectFetch =
  (app: FastifyInstance): typeof fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method as "GET",
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers.entries()),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) {
        headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
      }
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, { status: response.statusCode, headers });
  };
