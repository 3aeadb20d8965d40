import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contract, type EndpointDefinition } from "@wordloom/shared/api";
import {
  buildAdmin,
  buildBrandVoice,
  buildDocument,
  buildPages,
  buildSocialAccount,
  buildToneStyle,
  buildUser,
} from "../../test/factories";
import { buildCampaign, buildCampaignPost } from "../../test/campaign-factories";
import { exampleFromSchema } from "../../test/example-from-schema";
import { buildSubmission, firstObjectiveSlot } from "../../test/learning-factories";
import { injectFetch } from "../../test/inject-fetch";
import { createTestApp } from "../../test/test-app";

/**
 * Generated from the contract: every endpoint that takes an id (a `:param`, a query field or a body
 * field named `id` or `…Id`) is called with user A's real resources by user B, who must be answered
 * 404 (the resource does not exist for them), and anonymously (401). COVERAGE must name every such
 * endpoint, so a new route that takes an id fails this suite until its entry (and its policy) exists.
 */

type Resource =
  | "document"
  | "brandVoice"
  | "toneStyle"
  | "socialAccount"
  | "campaign"
  | "campaignPost"
  | "submission"
  | "objectiveSlot"
  | "user"
  | "random";
/** An id slot: `:id` in the path, `?docId` in the query, `.brandVoiceId` in the body. */
type Slot = `${":" | "?" | "."}${string}`;

interface Coverage {
  /** Which of user A's resources each id slot names. */
  ids: Partial<Record<Slot, Resource>>;
  /** What user B is answered: 404, or (for a list narrowed by the id) a list without A's rows. */
  otherUser?: 404 | "empty list";
  /** Fields the generated example cannot produce (refinements), merged over it. */
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

const DOCUMENT: Coverage = { ids: { ":id": "document" } };
const VOICE_BODY: Coverage = { ids: { ".brandVoiceId": "brandVoice" } };
const VOICE_AND_TOPIC: Coverage = { ...VOICE_BODY, body: { topic: "Bookkeeping" } };
const pages = buildPages("Owner text.");
const CAMPAIGN: Coverage = { ids: { ":id": "campaign" } };
const POST: Coverage = { ids: { ":id": "campaignPost" } };
const SUBMISSION: Coverage = { ids: { ":id": "submission" } };

const COVERAGE: Record<string, Coverage | { exempt: string }> = {
  getDocument: DOCUMENT,
  updateDocument: { ...DOCUMENT, body: { title: "Taken" } },
  replacePages: { ...DOCUMENT, body: { pages } },
  saveBlocks: { ...DOCUMENT, body: { baseVersion: 1, upserted: [], removed: [] } },
  trashDocument: DOCUMENT,
  restoreDocument: DOCUMENT,
  deleteDocumentPermanently: DOCUMENT,
  exportDocument: { ...DOCUMENT, body: { format: "docx" } },
  importDocument: { ids: { "?docId": "document" }, query: { mode: "overwrite" } },
  listActivity: { ids: { "?documentId": "document" }, otherUser: "empty list" },
  adminUpdateUser: { ids: { ":id": "user" }, body: { subscriptionType: "gold" } },
  adminDeleteReferenceWork: { ids: { ":id": "random" } },
  copyleaksWebhook: { exempt: "a provider callback authenticated by its secret, not by a session" },
  generateSocialPost: VOICE_AND_TOPIC,
  generateHashtags: VOICE_AND_TOPIC,
  generatePoll: VOICE_BODY,
  generateCarousel: VOICE_BODY,
  generateTips: VOICE_BODY,
  generateBlog: VOICE_BODY,
  generateBlogOutline: VOICE_BODY,
  generatePromotionalPitch: VOICE_BODY,
  generateMemoir: VOICE_BODY,
  generateMessages: VOICE_BODY,
  generateEmails: VOICE_BODY,
  generateMessageCraft: VOICE_BODY,
  generateHeadlines: VOICE_AND_TOPIC,
  generatePostByCategory: {
    ...VOICE_BODY,
    body: {
      category: "open-conversation",
      postType: "story",
      topics: ["Bookkeeping"],
      tone: "Friendly",
      style: "Simplified",
      length: 600,
      typeMaxLength: 3000,
    },
  },
  listPostTopics: { ...VOICE_BODY, body: { category: "how-to", context: "Bookkeeping" } },
  convertContentForX: { ...VOICE_BODY, body: { content: "Bookkeeping made simple." } },
  getBrandVoice: { ids: { ":id": "brandVoice" } },
  updateBrandVoice: { ids: { ":id": "brandVoice" }, body: { title: "Taken" } },
  deleteBrandVoice: { ids: { ":id": "brandVoice" } },
  addBrandVoicePillar: { ids: { ":id": "brandVoice" } },
  getDocumentBrandVoice: DOCUMENT,
  setDocumentBrandVoice: { ids: { ":id": "document", ".brandVoiceId": "brandVoice" } },
  listToneStyles: { ids: { "?brandVoiceId": "brandVoice" } },
  saveToneStyle: VOICE_BODY,
  removeToneStyle: { ids: { ":id": "toneStyle" } },
  listAvailableSocialAccountTargets: { ids: { ":id": "socialAccount" } },
  chooseSocialAccountTargets: { ids: { ":id": "socialAccount" } },
  removeSocialAccount: { ids: { ":id": "socialAccount" } },
  createCampaign: VOICE_BODY,
  getCampaign: CAMPAIGN,
  updateCampaign: { ...CAMPAIGN, ids: { ":id": "campaign", ".brandVoiceId": "brandVoice" }, body: { title: "Taken" } },
  deleteCampaign: CAMPAIGN,
  activateCampaign: CAMPAIGN,
  pauseCampaign: CAMPAIGN,
  resumeCampaign: { ...CAMPAIGN, body: {} },
  listCampaignPosts: CAMPAIGN,
  listCampaignPostCards: CAMPAIGN,
  createCampaignPost: { ...CAMPAIGN, body: { content: "Taken" } },
  getCampaignCalendarFeed: CAMPAIGN,
  createCampaignCalendarFeed: CAMPAIGN,
  revokeCampaignCalendarFeed: CAMPAIGN,
  getCampaignPost: POST,
  updateCampaignPost: { ...POST, body: { content: "Taken" } },
  deleteCampaignPost: POST,
  cloneCampaignPost: POST,
  moveCampaignPost: { ...POST, body: { publishAt: "2026-01-20T12:00:00.000Z" } },
  restrictCampaignPost: POST,
  uploadCampaignPostMedia: { ...POST, query: { purpose: "post" } },
  removeCampaignPostMedia: { ...POST, body: { mediaIds: [randomUUID()] } },
  checkCampaignPostStatus: POST,
  instantPostCampaignPost: { ...POST, body: {} },
  publishCampaignPostEntryNow: { ids: { ":id": "campaignPost", ":targetId": "random" } },
  reuploadCampaignPostEntry: { ids: { ":id": "campaignPost", ":targetId": "random" } },
  getCampaignPostEntryDetails: { ids: { ":id": "campaignPost", ":targetId": "random" } },
  deleteCampaignPostShorts: { ids: { ":id": "campaignPost", ":targetId": "random" } },
  adminRetryPublishingTarget: { ids: { ":id": "random" }, body: { confirm: true } },
  saveCampaignPostMail: {
    ids: { ":id": "campaignPost", ".bannerMediaId": "random" },
    body: { to: ["taken@example.com"], cc: [], bcc: [], attachmentMediaIds: [] },
  },
  createPostFromDocument: {
    ids: { ".documentId": "document", ".campaignId": "campaign", ".brandVoiceId": "brandVoice" },
    body: { style: "Simplified", tone: "Conversational", presentationStyle: "Storytelling", length: 100 },
  },
  // Publishing: user A's document is private, so every call by id answers 404 to B (and to A's
  // own reader calls); the author's side is A's only. Public reads need no session by design.
  getPublication: DOCUMENT,
  updateVisibility: { ...DOCUMENT, body: { visibility: "public" } },
  genDocPublicLink: DOCUMENT,
  updateTags: { ...DOCUMENT, body: { tags: ["taken"] } },
  uploadCover: DOCUMENT,
  removeCover: DOCUMENT,
  readerState: DOCUMENT,
  likeDocument: DOCUMENT,
  unlikeDocument: DOCUMENT,
  bookmarkDocument: DOCUMENT,
  unbookmarkDocument: DOCUMENT,
  rateUsersRating: { ...DOCUMENT, body: { rating: 3 } },
  recordShare: { ...DOCUMENT, body: { channel: "link" } },
  addPublicComment: { ...DOCUMENT, body: { content: "Sneaky" } },
  editPublicComment: { ids: { ":commentId": "random" }, body: { content: "Sneaky" } },
  removePublicComment: { ids: { ":commentId": "random" } },
  // A has no screen name and nothing public: no public author to follow.
  followAuthor: { ids: { ":authorId": "user" } },
  unfollowAuthor: { ids: { ":authorId": "user" } },
  listPublicComments: { exempt: "public reading needs no session; a private document answers 404 (publishing.privacy.test.ts)" },
  authorFollowers: {
    exempt: "public reading needs no session; an author without public documents answers 404 (publishing.readers.test.ts)",
  },
  authorFollowing: {
    exempt: "public reading needs no session; an author without public documents answers 404 (publishing.readers.test.ts)",
  },
  pickExercise: { exempt: "the exercise catalogue is shared by every learner: the id names no user's resource" },
  createSubmission: { exempt: "names catalogue ids (exercise type and exercise), shared by every learner" },
  getSubmission: SUBMISSION,
  submitSubmission: { ...SUBMISSION, body: { content: "Taken", completeTime: 10 } },
  resubmitSubmission: SUBMISSION,
  getHint: SUBMISSION,
  takeExtension: SUBMISSION,
  smartEditSubmission: SUBMISSION,
  startObjective: { ids: { ":id": "objectiveSlot" } },
  adminUpdateExerciseType: { ids: { ":id": "random" } },
  adminDeleteExerciseType: { ids: { ":id": "random" } },
  adminListExercises: { ids: { ":id": "random" } },
  adminCreateExercise: { ids: { ":id": "random" }, body: { title: "Taken" } },
  adminUpdateExercise: { ids: { ":id": "random" } },
  adminDeleteExercise: { ids: { ":id": "random" } },
};

const isIdName = (name: string) => /(^id|Id)$/.test(name);

/** The object schema inside optional, default, refine and transform wrappers, if there is one. */
const objectShape = (schema: z.ZodType | undefined): Record<string, z.ZodType> => {
  let current: unknown = schema;
  while (current instanceof z.ZodType) {
    if (current instanceof z.ZodObject) {
      return current.shape as Record<string, z.ZodType>;
    }
    current = current instanceof z.ZodPipe ? current.in : (current.def as { innerType?: unknown }).innerType;
  }
  return {};
};

const idSlots = (definition: EndpointDefinition): Slot[] =>
  [
    ...[...definition.path.matchAll(/:(\w+)/g)].map(([, name = ""]) => `:${name}` as const),
    ...Object.keys(objectShape(definition.query)).map((name) => `?${name}` as const),
    ...Object.keys(objectShape(definition.body)).map((name) => `.${name}` as const),
  ].filter((slot) => isIdName(slot.slice(1)));

const ENDPOINTS = Object.entries(contract as Record<string, EndpointDefinition>);
const ID_TAKING = ENDPOINTS.filter(([, definition]) => idSlots(definition).length > 0);

const app = await createTestApp();
const send = injectFetch(app.app);
const owner = await buildUser(app.ctx);
const intruder = await buildUser(app.ctx, { subscriptionType: "gold", addons: ["legal", "proof", "contentPlanner", "writingExercise"] });
const admin = await buildAdmin(app.ctx);
const document = await buildDocument(app.ctx, owner.user);
const voice = await buildBrandVoice(app.ctx, owner.user);
const pair = await buildToneStyle(app.ctx, owner.user, voice.id);
const socialAccount = await buildSocialAccount(app.ctx, owner.user);
const campaign = await buildCampaign(app.ctx, owner.user);
const campaignPost = await buildCampaignPost(app.ctx, campaign);
const submission = await buildSubmission(app.ctx, owner.user, { status: "evaluated", content: "Owner text." });
const objectiveSlot = await firstObjectiveSlot(app.ctx, owner.user);
const RESOURCE_IDS: Record<Resource, string> = {
  document: document.id,
  brandVoice: voice.id,
  toneStyle: pair.id,
  socialAccount: socialAccount.id,
  campaign: campaign.id,
  campaignPost: campaignPost.id,
  submission: submission.id,
  objectiveSlot: objectiveSlot.id,
  user: owner.user.id,
  random: randomUUID(),
};

const withIds = (example: unknown, prefix: "?" | ".", coverage: Coverage, extra: Record<string, unknown> | undefined) => {
  const value: Record<string, unknown> = { ...(typeof example === "object" && example !== null ? example : {}), ...extra };
  for (const [slot, resource] of Object.entries(coverage.ids)) {
    if (slot.startsWith(prefix) && resource) {
      value[slot.slice(1)] = RESOURCE_IDS[resource];
    }
  }
  return value;
};

/** A request that passes the endpoint's validation, naming user A's resources. */
const requestFor = (definition: EndpointDefinition, coverage: Coverage, token: string | null): Request => {
  const path = definition.path.replace(/:(\w+)/g, (_, name: string) => RESOURCE_IDS[coverage.ids[`:${name}`] ?? "random"]);
  const query = withIds(definition.query ? exampleFromSchema(definition.query) : {}, "?", coverage, coverage.query);
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  const headers = new Headers({ accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) });
  let body: FormData | string | undefined;
  if (definition.multipart) {
    const form = new FormData();
    form.append(definition.multipart.field, new Blob(["Imported text."], { type: "text/plain" }), "import.txt");
    body = form;
  } else if (definition.body) {
    const json = withIds(exampleFromSchema(definition.body), ".", coverage, coverage.body);
    expect(
      definition.body.safeParse(json).error,
      "the generated body must pass validation: add the missing fields to COVERAGE",
    ).toBeUndefined();
    headers.set("content-type", "application/json");
    body = JSON.stringify(json);
  }
  if (definition.query) {
    expect(
      definition.query.safeParse(query).error,
      "the generated query must pass validation: add the missing fields to COVERAGE",
    ).toBeUndefined();
  }
  return new Request(`http://wordloom.test${path}${search.size > 0 ? `?${search}` : ""}`, {
    method: definition.method,
    headers,
    ...(body ? { body } : {}),
  });
};

const statusOf = async (request: Request) => {
  const response = await send(request);
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
};

describe("cross-user access (generated from the contract)", () => {
  it("has a COVERAGE entry for exactly the endpoints that take an id", () => {
    expect(Object.keys(COVERAGE).sort()).toEqual(ID_TAKING.map(([name]) => name).sort());
  });

  it.each(ID_TAKING.map(([name, definition]) => ({ name, definition })))(
    "$name answers 401 anonymously and hides user A's resources",
    async ({ name, definition }) => {
      const coverage = COVERAGE[name];
      if (!coverage || "exempt" in coverage) {
        return;
      }
      expect(Object.keys(coverage.ids).sort(), "COVERAGE names each id slot").toEqual(idSlots(definition).sort());
      expect((await statusOf(requestFor(definition, coverage, null))).status).toBe(401);
      if (definition.auth === "admin") {
        expect((await statusOf(requestFor(definition, coverage, intruder.accessToken))).status).toBe(401);
        expect((await statusOf(requestFor(definition, { ...coverage, ids: { ":id": "random" } }, admin.accessToken))).status).toBe(404);
        return;
      }
      const answer = await statusOf(requestFor(definition, coverage, intruder.accessToken));
      if (coverage.otherUser === "empty list") {
        expect(answer).toMatchObject({ status: 200, body: { items: [] } });
      } else {
        expect(answer.status, JSON.stringify(answer.body)).toBe(404);
      }
    },
  );

  it("left user A's resources as they were", async () => {
    const api = app.clientFor(owner.accessToken);
    expect(await api.getDocument({ params: { id: document.id } })).toMatchObject({
      title: document.title,
      deletedAt: null,
      version: document.version,
    });
    expect(await api.getBrandVoice({ params: { id: voice.id } })).toMatchObject({ title: voice.title });
    expect((await api.listSocialAccounts()).items.map((item) => item.id)).toEqual([socialAccount.id]);
    expect((await api.listToneStyles({ query: { brandVoiceId: voice.id } })).items.map((item) => item.id)).toContain(pair.id);
    expect(await api.getCampaign({ params: { id: campaign.id } })).toMatchObject({ title: campaign.title, status: "pending" });
    expect(await api.getCampaignPost({ params: { id: campaignPost.id } })).toMatchObject({ content: { content: campaignPost.content } });
  });
});
