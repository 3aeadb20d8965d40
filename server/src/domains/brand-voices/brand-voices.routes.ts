import type { FastifyInstance } from "fastify";
import { BRAND_VOICE_MESSAGES, contract } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { requireUser } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import { suggestPillars } from "../../integrations/llm/offline/pillars";
import { addBrandVoicePillar, createBrandVoice, deleteBrandVoice, listBrandVoices, updateBrandVoice } from "./brand-voice-commands";
import { createBrandVoiceFromUrl } from "./create-from-url";
import { getDocumentBrandVoice, setDocumentBrandVoice } from "./document-brand-voice";
import { findOwnedBrandVoice } from "./find-brand-voice";
import { presentBrandVoice } from "./present-brand-voice";
import { listToneStyles, removeToneStyle, saveToneStyle } from "./tone-styles";

/** Brand voices, a document's brand voice, and saved tone-styles. Every lookup is scoped to the caller. */
export const brandVoiceRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const ownerId = (request: Parameters<typeof requireUser>[0]) => requireUser(request).user.id;

  registerEndpoint(app, ctx, contract.listBrandVoices, async ({ request }) => ({ items: await listBrandVoices(ctx, ownerId(request)) }));
  registerEndpoint(app, ctx, contract.createBrandVoice, async ({ request, body }) => createBrandVoice(ctx, ownerId(request), body));
  registerEndpoint(app, ctx, contract.getBrandVoice, async ({ request, params }) => presentBrandVoice(await findOwnedBrandVoice(ctx.db, ownerId(request), params.id)));
  registerEndpoint(app, ctx, contract.updateBrandVoice, async ({ request, params, body }) => updateBrandVoice(ctx, ownerId(request), params.id, body));
  registerEndpoint(app, ctx, contract.deleteBrandVoice, async ({ request, params }) => {
    await deleteBrandVoice(ctx, ownerId(request), params.id);
    return { ok: true as const };
  });
  registerEndpoint(app, ctx, contract.addBrandVoicePillar, async ({ request, params, body }) => addBrandVoicePillar(ctx, ownerId(request), params.id, body.pillar));
  registerEndpoint(app, ctx, contract.suggestBrandVoicePillars, async ({ body }) => ({
    pillars: suggestPillars(body.niche, body.count),
    draft: true,
    message: BRAND_VOICE_MESSAGES.pillarsGenerated,
  }));
  registerEndpoint(app, ctx, contract.createBrandVoiceFromUrl, async ({ request, body }) => createBrandVoiceFromUrl(ctx, ownerId(request), body.url));

  registerEndpoint(app, ctx, contract.getDocumentBrandVoice, async ({ request, params }) => getDocumentBrandVoice(ctx, requireUser(request).user, params.id));
  registerEndpoint(app, ctx, contract.setDocumentBrandVoice, async ({ request, params, body }) => setDocumentBrandVoice(ctx, requireUser(request).user, params.id, body.brandVoiceId));

  registerEndpoint(app, ctx, contract.listToneStyles, async ({ request, query }) => listToneStyles(ctx, ownerId(request), query.brandVoiceId ?? null));
  registerEndpoint(app, ctx, contract.saveToneStyle, async ({ request, body }) => saveToneStyle(ctx, ownerId(request), body));
  registerEndpoint(app, ctx, contract.removeToneStyle, async ({ request, params }) => removeToneStyle(ctx, ownerId(request), params.id));
};
