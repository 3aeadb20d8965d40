import type { Product } from "@wordloom/shared/rules";
import { appPath } from "../shell/paths";

/** The campaign screens under /:product/app (spec document 1 §2, document 4 §2). */
export const campaignsPath = (product: Product) => appPath(product, "campaigns");
export const campaignPath = (product: Product, id: string, mode?: CampaignMode) =>
  `${appPath(product, `campaigns/${id}`)}${mode && mode !== "campaign" ? `?mode=${mode}` : ""}`;
export const latestCampaignPath = (product: Product) => appPath(product, "campaign");
export const postEditorPath = (product: Product, postId: string) => appPath(product, `campaign/post/${postId}`);
/** The editor for a post not saved yet (an empty post cannot be saved: spec 4 §5), in a campaign. */
export const NEW_POST_ID = "new";
export const newPostPath = (product: Product, campaignId: string) =>
  `${appPath(product, `campaign/post/${NEW_POST_ID}`)}?campaign=${campaignId}`;

/** Campaign modes (spec 4 §2: Campaigns, Edit, Posts; Leads is not part of this product). */
export const CAMPAIGN_MODES = ["campaign", "edit", "posts"] as const;
export type CampaignMode = (typeof CAMPAIGN_MODES)[number];
export const isCampaignMode = (value: string | null): value is CampaignMode =>
  value !== null && (CAMPAIGN_MODES as readonly string[]).includes(value);
