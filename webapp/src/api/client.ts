import { API_ROUTES, routeCall, type ApiClient, type ApiRoute, type Transport } from "@wordloom/shared/api";
import { refreshSession, sessionStore } from "./session";

let loading: Promise<ApiClient> | null = null;
/** The typed client, loaded once (its chunk carries the contract and zod): streams and downloads. */
export const loadTypedClient = (): Promise<ApiClient> => {
  loading ??= import("./typed-client").then((module) => module.typedClient);
  return loading;
};

type AnyCall = (...args: unknown[]) => unknown;

/** Same-origin, bearer token, one refresh-and-retry on 401: what typed-client.ts gives the typed client. */
const transport: Transport = {
  baseUrl: "",
  // Looked up on every call (not bound once at start), so tests and the add-in's frame see the current fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => sessionStore.get()?.accessToken ?? null,
  onUnauthenticated: refreshSession,
};

const routeOf = (name: string): ApiRoute | undefined =>
  Object.hasOwn(API_ROUTES, name) ? API_ROUTES[name as keyof typeof API_ROUTES] : undefined;

const typedCall =
  (name: string): AnyCall =>
  (...args) => {
    if (name === "stream") {
      // An async generator: its events once the client is there.
      return (async function* () {
        const client = await loadTypedClient();
        yield* (client.stream as AnyCall)(...args) as AsyncIterable<unknown>;
      })();
    }
    return loadTypedClient().then((client) => (client[name as keyof ApiClient] as AnyCall)(...args));
  };

/** A JSON endpoint goes by its route (no schema, no zod); streams and downloads through the typed client. */
const callOf = (name: string): AnyCall => {
  const route = routeOf(name);
  return route?.mode === "json" ? (routeCall(transport, route) as AnyCall) : typedCall(name);
};

const calls = new Map<string, AnyCall>();

/**
 * The typed client every screen uses, with the same functions and types (ApiClient). A JSON call
 * needs only its endpoint's route (API_ROUTES): the first screens load neither the contract nor
 * zod. Streams, downloads and the named results of streams load the typed client (typed-client.ts)
 * on their first call.
 */
export const api = new Proxy({} as ApiClient, {
  get: (target, name) => {
    // A property set on it (a test's spy) wins; it is no promise ("then").
    if (Reflect.has(target, name)) {
      return Reflect.get(target, name);
    }
    if (typeof name !== "string" || name === "then") {
      return undefined;
    }
    let call = calls.get(name);
    if (!call) {
      call = callOf(name);
      calls.set(name, call);
    }
    return call;
  },
});
