import type { BrandVoiceActor } from "./brand-voice.policy";
import { BRAND_VOICE_MESSAGES, CreateBrandVoiceBodySchema, type BrandVoice } from "@wordloom/shared/api";
import type { DbDeps } from "../../context";
import { badRequest } from "../../errors";
import { safeFetch, SafeFetchError, type SafeFetchOptions } from "../../integrations/safe-fetch";
import { createBrandVoice } from "./brand-voice-commands";
import { draftBrandVoiceFromPage } from "./draft-from-page";
import { extractReadableText } from "./extract-readable-text";

const FETCH_LIMITS: SafeFetchOptions = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 };

/** Decodes the page as UTF-8, or Latin-1 when the server says so (other charsets read close enough for a draft). */
const decode = (body: Buffer, contentType: string): string =>
  /charset=(?:iso-8859-1|latin1|windows-1252)/i.test(contentType) ? body.toString("latin1") : body.toString("utf8");

/**
 * "Create brand voice from a URL": fetches the page through the SSRF guard, extracts its readable
 * text and saves a draft brand voice from it. Any refusal answers 400 with a message the user can act on.
 */
export const createBrandVoiceFromUrl = async (
  deps: DbDeps,
  actor: BrandVoiceActor,
  url: string,
  fetchOptions: SafeFetchOptions = {},
): Promise<BrandVoice> => {
  let page;
  try {
    page = await safeFetch(url, { ...FETCH_LIMITS, ...fetchOptions });
  } catch (error) {
    if (error instanceof SafeFetchError) {
      const message =
        error.reason === "BAD_URL" || error.reason === "BLOCKED_ADDRESS"
          ? BRAND_VOICE_MESSAGES.invalidUrl
          : `${BRAND_VOICE_MESSAGES.unreadablePage} (${error.message})`;
      throw badRequest(message, { reason: error.reason });
    }
    throw error;
  }
  const readable = extractReadableText(decode(page.body, page.contentType));
  if (!readable.title && readable.paragraphs.length === 0 && readable.headings.length === 0) {
    throw badRequest(BRAND_VOICE_MESSAGES.unreadablePage, { reason: "NO_TEXT" });
  }
  const finalUrl = new URL(page.url);
  // The same validation as a typed-in voice: lengths, plain text, no duplicate pillars.
  const draft = CreateBrandVoiceBodySchema.safeParse(draftBrandVoiceFromPage(readable, finalUrl));
  if (!draft.success) {
    throw badRequest(BRAND_VOICE_MESSAGES.unreadablePage, { reason: "NO_TEXT" });
  }
  return createBrandVoice(deps, actor, draft.data, finalUrl.toString());
};
