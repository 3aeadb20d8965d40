// What the fake Facebook and Instagram modules share: Graph's error shape, the versioned path, the
// Pages the fake user manages (with their linked Instagram professional accounts) and their Page tokens.
import type { FakeKit, FakeRequest, FakeResponse } from "./fake-platform";
import { json } from "./fake-platform";

export interface FakeMetaPage {
  id: string;
  name: string;
  tasks: string[];
  instagram?: { id: string; username: string; name: string; profile_picture_url: string };
}

/** The default Pages: one full Page with an Instagram account, one the user may only analyse. */
export const DEFAULT_META_PAGES: FakeMetaPage[] = [
  {
    id: "1001",
    name: "Wordloom Fans",
    tasks: ["ANALYZE", "ADVERTISE", "MODERATE", "CREATE_CONTENT", "MANAGE"],
    instagram: {
      id: "17841400000000001",
      username: "wordloom.fans",
      name: "Wordloom Fans",
      profile_picture_url: "https://example.com/instagram/wordloom.png",
    },
  },
  { id: "1002", name: "Analytics Only", tasks: ["ANALYZE"] },
];

/** `POST /_options {"platform":"facebook","pages":[…]}` replaces the Pages. */
export const metaPages = (kit: FakeKit): FakeMetaPage[] =>
  (kit.options("facebook").pages as FakeMetaPage[] | undefined) ?? DEFAULT_META_PAGES;

/** A Graph error answer: `{ error: { message, type, code, error_subcode, fbtrace_id } }`. */
export const graphError = (status: number, code: number, message: string, subcode?: number): FakeResponse =>
  json(status, {
    error: {
      message,
      type: code === 190 ? "OAuthException" : "GraphMethodException",
      code,
      error_subcode: subcode,
      fbtrace_id: "FakeTrace",
    },
  });

export const invalidToken = () => graphError(400, 190, "Error validating access token: the session is invalid or has expired.");

/** The path after the version ("/v25.0/me" → "/me"), or undefined when the version is missing. */
export const graphPath = (request: FakeRequest): { version: string; path: string } | undefined => {
  const match = /^\/(v\d+\.\d+)(\/.*)$/.exec(request.path);
  return match ? { version: match[1] ?? "", path: match[2] ?? "" } : undefined;
};

const pageTokens = (kit: FakeKit) => kit.scratch("facebook", "pageTokens", () => new Map<string, string>()); // token → page id
const tokenOfPage = (kit: FakeKit) => kit.scratch("facebook", "tokenOfPage", () => new Map<string, string>()); // page id → token

/** The Page's token, issued once and kept while it lives (Page tokens from a long-lived user token do not expire). */
export function pageToken(kit: FakeKit, pageId: string): string {
  const existing = tokenOfPage(kit).get(pageId);
  if (existing && kit.isLiveAccessToken("facebook", existing)) {
    return existing;
  }
  const issued = kit.issueTokens("facebook", { scope: "page", accessTtlSeconds: 10 * 365 * 24 * 3600, refresh: false }).access_token;
  tokenOfPage(kit).set(pageId, issued);
  pageTokens(kit).set(issued, pageId);
  return issued;
}

/** Who a bearer token belongs to: the user, a Page, or nobody (dead or unknown). */
export function tokenOwner(kit: FakeKit, token: string | undefined): { kind: "user" } | { kind: "page"; pageId: string } | undefined {
  if (!token || !kit.isLiveAccessToken("facebook", token)) {
    return undefined;
  }
  const pageId = pageTokens(kit).get(token);
  return pageId ? { kind: "page", pageId } : { kind: "user" };
}
