import type { FastifyInstance } from "fastify";
import { BRAND_VOICE_MESSAGES, contract } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { requireUser } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import { suggestPillars } from "../../integrations/llm/offline/pillars";
import { addBrandVoicePillar, createBrandVoice, deleteBrandVoice, listBrandVoices, updateBrandVoice } from "./brand-voice-commands";
import { createBrandVoiceFromUrl } from "./create-from-url";
import { getDocumentBrandVoice, setDocumentBrandVoice } from "./document-brand-voice";
import { loadBrandVoice } from "./find-brand-voice";
import { presentBrandVoice } from "./present-brand-voice";
import { listToneStyles, removeToneStyle, saveToneStyle } from "./tone-styles";

/** Brand voices, a document's brand voice, and saved tone-styles. Who may do what is brand-voice.policy.ts. */
export const brandVoiceRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const actor = (request: Parameters<typeof requireUser>[0]) => requireUser(request).user;
  const ownerId = (request: Parameters<typeof requireUser>[0]) => actor(request).id;

  registerEndpoint(app, ctx, contract.listBrandVoices, async ({ request }) => ({ items: await listBrandVoices(ctx, actor(request)) }));
  registerEndpoint(app, ctx, contract.createBrandVoice, async ({ request, body }) => createBrandVoice(ctx, actor(request), body));
  registerEndpoint(app, ctx, contract.getBrandVoice, async ({ request, params }) =>
    presentBrandVoice(await loadBrandVoice(ctx.db, actor(request), "read", params.id), actor(request)),
  );
  registerEndpoint(app, ctx, contract.updateBrandVoice, async ({ request, params, body }) =>
    updateBrandVoice(ctx, actor(request), params.id, body),
  );
  registerEndpoint(app, ctx, contract.deleteBrandVoice, async ({ request, params }) => {
    await deleteBrandVoice(ctx, actor(request), params.id);
    return { ok: true as const };
  });
  registerEndpoint(app, ctx, contract.addBrandVoicePillar, async ({ request, params, body }) =>
    addBrandVoicePillar(ctx, actor(request), params.id, body.pillar),
  );
  registerEndpoint(app, ctx, contract.suggestBrandVoicePillars, async ({ body }) => ({
    pillars: suggestPillars(body.niche, body.count),
    draft: true,
    message: BRAND_VOICE_MESSAGES.pillarsGenerated,
  }));
  registerEndpoint(app, ctx, contract.createBrandVoiceFromUrl, async ({ request, body }) =>
    createBrandVoiceFromUrl(ctx, actor(request), body.url),
  );

  registerEndpoint(app, ctx, contract.getDocumentBrandVoice, async ({ request, params }) =>
    getDocumentBrandVoice(ctx, requireUser(request).user, params.id),
  );
  registerEndpoint(app, ctx, contract.setDocumentBrandVoice, async ({ request, params, body }) =>
    setDocumentBrandVoice(ctx, requireUser(request).user, params.id, body.brandVoiceId),
  );

  registerEndpoint(app, ctx, contract.listToneStyles, async ({ request, query }) =>
    listToneStyles(ctx, ownerId(request), query.brandVoiceId ?? null),
  );
  registerEndpoint(app, ctx, contract.saveToneStyle, async ({ request, body }) => saveToneStyle(ctx, ownerId(request), body));
  registerEndpoint(app, ctx, contract.removeToneStyle, async ({ request, params }) => removeToneStyle(ctx, ownerId(request), params.id));
};
