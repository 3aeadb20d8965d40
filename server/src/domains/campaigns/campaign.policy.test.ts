import { describe, expect, it } from "vitest";
import { CAMPAIGN_MESSAGES as M } from "@wordloom/shared/rules";
import type { CampaignStatus, PostStatus } from "@wordloom/shared/model";
import { refusal } from "../../../test/refusal";
import { authorize } from "../../policies/index";
import { campaignAbilities, campaignPolicy } from "./campaign.policy";
import { postAbilities, postPolicy } from "./post.policy";

const owner = { id: "owner" };
const stranger = { id: "stranger" };
const campaign = (status: CampaignStatus) => ({ ownerId: owner.id, status });
const post = (status: PostStatus) => ({ ownerId: owner.id, status });

describe("campaign policy", () => {
  it("hides a campaign from everyone but its owner (404), whatever the action", () => {
    for (const action of Object.keys(campaignPolicy.rules) as (keyof typeof campaignPolicy.rules)[]) {
      expect(refusal(() => authorize(stranger, action, campaign("pending"), campaignPolicy))).toMatchObject({
        status: 404,
        message: M.notFound,
      });
    }
  });

  it.each([
    ["pending", { edit: true, share: true, activate: true, pause: false, resume: false, createPost: true }],
    ["active", { edit: true, share: false, activate: false, pause: true, resume: false, createPost: true }],
    ["paused", { edit: true, share: true, activate: false, pause: false, resume: true, createPost: true }],
    ["completed", { edit: false, share: false, activate: false, pause: false, resume: false, createPost: false }],
  ] as const)("a %s campaign: the owner's abilities", (status, abilities) => {
    expect(campaignAbilities(owner, campaign(status))).toMatchObject({ ...abilities, delete: true, manageCalendarFeed: true });
  });

  it("answers 409 with the reason when only the state stands in the way", () => {
    expect(refusal(() => authorize(owner, "activate", campaign("active"), campaignPolicy))).toMatchObject({
      status: 409,
      message: M.notPending,
    });
    expect(refusal(() => authorize(owner, "pause", campaign("paused"), campaignPolicy))).toMatchObject({
      status: 409,
      message: M.notActive,
    });
    expect(refusal(() => authorize(owner, "resume", campaign("active"), campaignPolicy))).toMatchObject({
      status: 409,
      message: M.notPaused,
    });
    expect(refusal(() => authorize(owner, "update", campaign("completed"), campaignPolicy))).toMatchObject({
      status: 409,
      message: M.completed,
    });
    expect(refusal(() => authorize(owner, "share", campaign("active"), campaignPolicy))).toMatchObject({ status: 403 });
  });
});

describe("post policy", () => {
  it("hides a post from everyone but its owner with the spec's access-denied text", () => {
    expect(refusal(() => authorize(stranger, "read", post("pending"), postPolicy))).toMatchObject({ status: 404, message: M.accessDenied });
  });

  it.each([
    ["pending", { edit: true, delete: true, clone: true, move: true, restrict: true, checkStatus: false, comment: false }],
    ["active", { edit: false, delete: false, clone: true, move: false, restrict: false, checkStatus: true, comment: false }],
    ["posted", { edit: false, delete: true, clone: false, move: false, restrict: false, checkStatus: false, comment: false }],
    ["partial", { edit: false, delete: true, clone: true, move: false, restrict: false, checkStatus: false, comment: false }],
    ["failed", { edit: false, delete: true, clone: true, move: false, restrict: false, checkStatus: false, comment: false }],
  ] as const)("a %s post: the owner's abilities", (status, abilities) => {
    expect(postAbilities(owner, post(status))).toEqual(abilities);
  });

  it("refuses moving a published post with the spec's message", () => {
    expect(refusal(() => authorize(owner, "move", post("posted"), postPolicy))).toMatchObject({ status: 409, message: M.alreadyPublished });
    expect(refusal(() => authorize(owner, "move", post("partial"), postPolicy))).toMatchObject({
      status: 409,
      message: M.alreadyPublished,
    });
    expect(refusal(() => authorize(owner, "clone", post("posted"), postPolicy))).toMatchObject({ status: 409, message: M.postedNoClone });
    expect(refusal(() => authorize(owner, "update", post("active"), postPolicy))).toMatchObject({ status: 409, message: M.readOnly });
  });
});
