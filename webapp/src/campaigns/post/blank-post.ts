import type { Campaign, Post } from "@wordloom/shared/model";
import { zonedInstant } from "@wordloom/shared/rules";

/**
 * A post not saved yet, for the editor's new-post mode: the campaign's first day at its default
 * time, type Post, nothing chosen. Saving it creates the post (the server refuses an empty one).
 */
export const blankPost = (campaign: Campaign): Post => {
  const publishAt = zonedInstant(campaign.startDate, campaign.defaultTime, campaign.timeZone).toISOString();
  return {
    id: "new",
    campaignId: campaign.id,
    title: "",
    category: null,
    type: "post",
    status: "pending",
    publishAt,
    publishDate: campaign.startDate,
    time: campaign.defaultTime,
    week: 1,
    platforms: [],
    snippet: "",
    thumbnailUrl: null,
    isRestricted: false,
    links: [],
    partialCompletionMessage: null,
    can: { edit: campaign.can.createPost, delete: false, clone: false, move: true, restrict: false, checkStatus: false, comment: false },
    ownerId: campaign.ownerId,
    categoryKey: null,
    content: { title: "", content: "" },
    platformContent: { x: null },
    contentView: "original",
    generation: {
      context: null,
      input: null,
      tone: null,
      style: null,
      length: null,
      presentationStyle: null,
      selectedPillar: null,
      objectiveId: null,
      objectiveCategoryKey: null,
      cta: null,
      contentStructure: null,
      topic: null,
    },
    creationType: "other",
    docId: null,
    isChanged: false,
    isShared: false,
    targets: [],
    media: [],
    ownComments: {},
    slides: [],
    poll: null,
    mail: null,
    mediaJob: null,
    activeReviewers: [],
    warnings: [],
    notes: [],
    lastStatusCheckAt: null,
    createdAt: campaign.updatedAt,
    updatedAt: campaign.updatedAt,
  };
};
