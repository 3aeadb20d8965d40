import { describe, expect, it } from "vitest";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildDocument, buildUser } from "../../../test/factories";
import { featureUsageRow } from "../../../test/feature-usage";
import { createTestApp } from "../../../test/test-app";
import { ManualClock } from "../../clock";

const clock = new ManualClock();
const app = await createTestApp({ clock });

const owner = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

describe("brand voices", () => {
  it("creates, lists, reads, updates and deletes the owner's brand voices", async () => {
    const { api } = await owner();
    const created = await api.createBrandVoice({
      body: {
        title: "Ledgerly",
        niche: "Accounting software for small businesses",
        targetAudience: { segment: "small business owners", interests: ["cash flow"] },
        contentPillars: ["Bookkeeping basics"],
      },
    });
    expect(created).toMatchObject({
      title: "Ledgerly",
      howIHelp: "",
      targetAudience: { segment: "small business owners", interests: ["cash flow"], ageGroup: "", geography: "" },
      contentPillars: ["Bookkeeping basics"],
      sourceUrl: null,
    });
    clock.advance(1_000);
    const second = await api.createBrandVoice({ body: { title: "Side project" } });
    expect((await api.listBrandVoices()).items.map((voice) => voice.id)).toEqual([second.id, created.id]);
    expect(await api.getBrandVoice({ params: { id: created.id } })).toEqual(created);
    const updated = await api.updateBrandVoice({
      params: { id: created.id },
      body: { brandPromise: "Books that balance themselves", contentPillars: ["Cash flow", "Tax season"] },
    });
    expect(updated).toMatchObject({
      title: "Ledgerly",
      brandPromise: "Books that balance themselves",
      contentPillars: ["Cash flow", "Tax season"],
    });
    expect(await api.deleteBrandVoice({ params: { id: created.id } })).toEqual({ ok: true });
    expect(await failure(api.getBrandVoice({ params: { id: created.id } }))).toMatchObject({ status: 404 });
  });

  it("answers 404 for another user's brand voice, whatever the route", async () => {
    const { api } = await owner();
    const intruder = await owner();
    const voice = await api.createBrandVoice({ body: { title: "Mine" } });
    const params = { id: voice.id };
    const calls = [
      () => intruder.api.getBrandVoice({ params }),
      () => intruder.api.updateBrandVoice({ params, body: { title: "Taken" } }),
      () => intruder.api.deleteBrandVoice({ params }),
      () => intruder.api.addBrandVoicePillar({ params, body: { pillar: "Sneaky" } }),
      () => intruder.api.listToneStyles({ query: { brandVoiceId: voice.id } }),
      () => intruder.api.saveToneStyle({ body: { tone: "Warm", style: "Playful", brandVoiceId: voice.id } }),
    ];
    for (const call of calls) {
      expect(await failure(call())).toMatchObject({ status: 404, code: "NOT_FOUND" });
    }
    expect((await intruder.api.listBrandVoices()).items).toEqual([]);
    expect((await api.getBrandVoice({ params })).title).toBe("Mine");
  });

  it("refuses duplicate pillars and custom pillars once 7 exist", async () => {
    const { api } = await owner();
    const duplicate = await failure(api.createBrandVoice({ body: { title: "Dupes", contentPillars: ["Growth", "growth "] } }));
    expect(duplicate.fieldIssues["body.contentPillars.1"]).toBe("Pillar already present!");
    const voice = await api.createBrandVoice({
      body: { title: "Pillars", contentPillars: ["One", "Two", "Three", "Four", "Five", "Six"] },
    });
    expect(await failure(api.addBrandVoicePillar({ params: { id: voice.id }, body: { pillar: "two" } }))).toMatchObject({
      status: 409,
      message: "Pillar already present!",
    });
    const seven = await api.addBrandVoicePillar({ params: { id: voice.id }, body: { pillar: "Seven" } });
    expect(seven.contentPillars).toHaveLength(7);
    expect(await failure(api.addBrandVoicePillar({ params: { id: voice.id }, body: { pillar: "Eight" } }))).toMatchObject({
      status: 409,
      code: "CONFLICT",
    });
  });

  it("suggests pillars from a niche (metered, nothing saved)", async () => {
    const { user, api } = await owner();
    const suggestion = await api.suggestBrandVoicePillars({ body: { niche: "Fitness coaching for busy parents", count: 4 } });
    expect(suggestion).toMatchObject({ draft: true, message: "Pillar Generated! Click save to save in brand voice" });
    expect(suggestion.pillars).toHaveLength(4);
    expect(suggestion.pillars.slice(0, 2)).toEqual(["Fitness Coaching Tips and How-tos", "Challenges of Busy Parents"]);
    expect(await featureUsageRow(app.ctx.db, user.id, "BrandVoice")).toMatchObject({ usageCount: 1 });
  });

  it("refuses to fetch internal addresses for a brand voice from a URL, and gives the use back", async () => {
    const { user, api } = await owner();
    for (const url of ["http://127.0.0.1:3000/", "http://169.254.169.254/latest/meta-data/", "http://localhost/"]) {
      expect(await failure(api.createBrandVoiceFromUrl({ body: { url } }))).toMatchObject({
        status: 400,
        message: "Please add a valid Url to generate!",
      });
    }
    expect((await failure(api.createBrandVoiceFromUrl({ body: { url: "not a url" } }))).fieldIssues["body.url"]).toBe(
      "Please add a valid Url to generate!",
    );
    // The guard gives the use back in an onResponse hook, which may finish just after the answer.
    let usage = await featureUsageRow(app.ctx.db, user.id, "BrandVoice");
    for (let attempt = 0; attempt < 100 && usage?.usageCount !== 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      usage = await featureUsageRow(app.ctx.db, user.id, "BrandVoice");
    }
    expect(usage).toMatchObject({ usageCount: 0 });
  });
});

describe("a document's brand voice", () => {
  it("sets, reads and clears it; deleting the voice clears it too", async () => {
    const { user, api } = await owner();
    const document = await buildDocument(app.ctx, user);
    const voice = await api.createBrandVoice({ body: { title: "Voice" } });
    expect(await api.getDocumentBrandVoice({ params: { id: document.id } })).toEqual({
      documentId: document.id,
      brandVoiceId: null,
      brandVoice: null,
    });
    const set = await api.setDocumentBrandVoice({ params: { id: document.id }, body: { brandVoiceId: voice.id } });
    expect(set).toMatchObject({ brandVoiceId: voice.id, brandVoice: { title: "Voice" } });
    expect((await api.setDocumentBrandVoice({ params: { id: document.id }, body: { brandVoiceId: null } })).brandVoiceId).toBeNull();
    await api.setDocumentBrandVoice({ params: { id: document.id }, body: { brandVoiceId: voice.id } });
    await api.deleteBrandVoice({ params: { id: voice.id } });
    expect((await api.getDocumentBrandVoice({ params: { id: document.id } })).brandVoiceId).toBeNull();
  });

  it("is owner-checked on both sides", async () => {
    const { user, api } = await owner();
    const intruder = await owner();
    const document = await buildDocument(app.ctx, user);
    const myVoice = await api.createBrandVoice({ body: { title: "Mine" } });
    const theirVoice = await intruder.api.createBrandVoice({ body: { title: "Theirs" } });
    expect(await failure(intruder.api.getDocumentBrandVoice({ params: { id: document.id } }))).toMatchObject({ status: 404 });
    expect(
      await failure(intruder.api.setDocumentBrandVoice({ params: { id: document.id }, body: { brandVoiceId: theirVoice.id } })),
    ).toMatchObject({ status: 404 });
    expect(await failure(api.setDocumentBrandVoice({ params: { id: document.id }, body: { brandVoiceId: theirVoice.id } }))).toMatchObject({
      status: 404,
      message: "Brand voice not found.",
    });
    expect((await api.setDocumentBrandVoice({ params: { id: document.id }, body: { brandVoiceId: myVoice.id } })).brandVoiceId).toBe(
      myVoice.id,
    );
  });
});

describe("tone-styles", () => {
  it("lists the built-ins, saves and removes pairs, and ignores a pair saved twice", async () => {
    const { api } = await owner();
    const initial = await api.listToneStyles({ query: {} });
    expect(initial.items.map((item) => item.value)).toEqual(["Professional - Simplified", "Conversational - Storytelling"]);
    expect(initial).toMatchObject({ saved: 0, max: 20, brandVoiceId: null });
    const saved = await api.saveToneStyle({ body: { tone: "Friendly", style: "Concise" } });
    expect(saved.items.at(-1)).toMatchObject({ tone: "Friendly", style: "Concise", value: "Friendly - Concise", builtIn: false });
    const again = await api.saveToneStyle({ body: { tone: "friendly", style: "concise" } });
    expect(again.saved).toBe(1);
    expect((await api.saveToneStyle({ body: { tone: "Professional", style: "Simplified" } })).saved).toBe(1);
    const id = saved.items.at(-1)?.id;
    if (!id) {
      throw new Error("no id");
    }
    expect((await api.removeToneStyle({ params: { id } })).saved).toBe(0);
    expect(await failure(api.removeToneStyle({ params: { id } }))).toMatchObject({ status: 404 });
  });

  it("requires both parts with the spec's message and keeps at most 20 per brand voice", async () => {
    const { api } = await owner();
    const empty = await failure(api.saveToneStyle({ body: { tone: "", style: "Concise" } }));
    expect(empty.fieldIssues["body.tone"]).toBe("Please fill style tone to save!");
    for (let index = 0; index < 20; index += 1) {
      await api.saveToneStyle({ body: { tone: `Tone ${index}`, style: "Plain" } });
    }
    expect(await failure(api.saveToneStyle({ body: { tone: "One more", style: "Plain" } }))).toMatchObject({
      status: 409,
      message: "Maximum global tones limit(20) exeeded! Remove some to add new",
    });
    const voice = await api.createBrandVoice({ body: { title: "Separate scope" } });
    const scoped = await api.saveToneStyle({ body: { tone: "Bold", style: "Punchy", brandVoiceId: voice.id } });
    expect(scoped).toMatchObject({ brandVoiceId: voice.id, saved: 1 });
  });

  it("keeps each user's pairs to themselves", async () => {
    const { api } = await owner();
    const intruder = await owner();
    const saved = await api.saveToneStyle({ body: { tone: "Calm", style: "Short" } });
    const id = saved.items.at(-1)?.id;
    if (!id) {
      throw new Error("no id");
    }
    expect(await failure(intruder.api.removeToneStyle({ params: { id } }))).toMatchObject({ status: 404 });
    expect((await intruder.api.listToneStyles({ query: {} })).saved).toBe(0);
  });
});
