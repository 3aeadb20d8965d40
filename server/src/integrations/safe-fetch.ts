import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "./public-address";

export { isPublicAddress };

/**
 * Fetches a URL a user gave us (e.g. "create a brand voice from a URL") without letting it reach
 * internal services (SSRF): every address the host name resolves to must be public, the connection
 * is pinned to the checked address (no second DNS answer can swap in a private one), each redirect
 * is checked again, and the whole fetch is bounded in time and size.
 */

export type SafeFetchFailure =
  | "BAD_URL"
  | "BLOCKED_ADDRESS"
  | "DNS_FAILED"
  | "TOO_MANY_REDIRECTS"
  | "TIMEOUT"
  | "TOO_LARGE"
  | "UNSUPPORTED_CONTENT"
  | "HTTP_ERROR"
  | "NETWORK";

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = "SafeFetchError";
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface SafeFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Accepted media types (the part before ";"), e.g. text/html. */
  accept?: readonly string[];
  /** Resolves a host name to all its addresses (tests pass a fixed table). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Whether an address may be contacted; public addresses only unless a test says otherwise. */
  isAllowedAddress?: (address: string) => boolean;
  userAgent?: string;
}

interface SafeFetchResult {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

const DEFAULTS = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  accept: ["text/html", "application/xhtml+xml", "text/plain"],
  userAgent: "WordloomBot/1.0 (+brand voice from a URL)",
} as const;

const MAX_HOST_NAME_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  }));

const parseUrl = (raw: string): URL => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError("BAD_URL", "Not a valid URL.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError("BAD_URL", "Only http and https URLs can be fetched.");
  }
  if (url.username || url.password) {
    throw new SafeFetchError("BAD_URL", "URLs with credentials are not fetched.");
  }
  // DNS names are at most 253 characters in 63-character labels (RFC 1035); refuse longer ones before any lookup.
  const name = url.hostname.replace(/\.$/, "");
  if (name.length > MAX_HOST_NAME_LENGTH || name.split(".").some((label) => label.length > MAX_LABEL_LENGTH)) {
    throw new SafeFetchError("BAD_URL", "The site's name is too long.");
  }
  return url;
};

/** Resolves the host and checks every address; answers the one to connect to. */
const checkedAddress = async (
  url: URL,
  resolve: NonNullable<SafeFetchOptions["resolve"]>,
  isAllowed: (address: string) => boolean,
): Promise<ResolvedAddress> => {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".internal") || host.endsWith(".local")) {
      throw new SafeFetchError("BLOCKED_ADDRESS", "This address is not on the public internet.");
    }
    try {
      addresses = await resolve(host);
    } catch {
      throw new SafeFetchError("DNS_FAILED", "The site's name could not be found.");
    }
  }
  // One private answer is enough to refuse: the system resolver could return it on the next call.
  if (addresses.length === 0 || addresses.some((entry) => !isAllowed(entry.address))) {
    throw new SafeFetchError("BLOCKED_ADDRESS", "This address is not on the public internet.");
  }
  return addresses[0] as ResolvedAddress;
};

/** A lookup that answers only the address already checked, so the socket cannot go elsewhere. */
const pinnedLookup =
  (pinned: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) {
      callback(null, [{ address: pinned.address, family: pinned.family }]);
    } else {
      callback(null, pinned.address, pinned.family);
    }
  };

const request = (url: URL, pinned: ResolvedAddress, signal: AbortSignal, userAgent: string, accept: readonly string[]) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const outgoing = client.request(
      url,
      {
        method: "GET",
        lookup: pinnedLookup(pinned),
        signal,
        // Identity only: a compressed body could expand past the size limit after it was checked.
        headers: { "user-agent": userAgent, accept: `${accept.join(", ")};q=0.9, */*;q=0.1`, "accept-encoding": "identity" },
        agent: false,
      },
      resolve,
    );
    outgoing.on("error", reject);
    outgoing.end();
  });

const readLimited = async (response: IncomingMessage, maxBytes: number): Promise<Buffer> => {
  const declared = Number(response.headers["content-length"] ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new SafeFetchError("TOO_LARGE", "The page is too large.");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBytes) {
      response.destroy();
      throw new SafeFetchError("TOO_LARGE", "The page is too large.");
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
};

const mediaType = (header: string | undefined) => (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

/** GET with the guards above; throws SafeFetchError with a reason on any refusal. */
export const safeFetch = async (rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> => {
  const { timeoutMs, maxBytes, maxRedirects, accept, userAgent } = { ...DEFAULTS, ...options };
  const resolve = options.resolve ?? systemResolve;
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = parseUrl(rawUrl);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const pinned = await checkedAddress(url, resolve, isAllowed);
      const response = await request(url, pinned, signal, userAgent, accept);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects >= maxRedirects) {
          throw new SafeFetchError("TOO_MANY_REDIRECTS", "The page redirects too many times.");
        }
        url = parseUrl(new URL(response.headers.location, url).toString());
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new SafeFetchError("HTTP_ERROR", `The site answered ${status}.`);
      }
      const contentType = mediaType(response.headers["content-type"]);
      if (!accept.includes(contentType)) {
        response.destroy();
        throw new SafeFetchError("UNSUPPORTED_CONTENT", "The address is not a web page.");
      }
      return { url: url.toString(), status, contentType, body: await readLimited(response, maxBytes) };
    }
  } catch (error) {
    if (error instanceof SafeFetchError) {
      throw error;
    }
    if (signal.aborted) {
      throw new SafeFetchError("TIMEOUT", "The site took too long to answer.");
    }
    throw new SafeFetchError("NETWORK", "The site could not be reached.");
  }
};
