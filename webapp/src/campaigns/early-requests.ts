import type { ApiClient } from "@wordloom/shared/api";

type CampaignAnswer = Awaited<ReturnType<ApiClient["getCampaign"]>>;
type PostCardsAnswer = Awaited<ReturnType<ApiClient["listCampaignPostCards"]>>;

/** What public/campaign-early-requests.js started from index.html: each answer, or null when it failed. */
export interface EarlyCampaignRequests {
  id: string;
  campaign: Promise<CampaignAnswer | null>;
  /** The cards of the month the calendar opens on (range "first-month"); null when the page opened another mode. */
  firstMonthCards: Promise<PostCardsAnswer | null> | null;
}

declare global {
  interface Window {
    __wordloomEarlyCampaign?: EarlyCampaignRequests;
  }
}

/**
 * The early requests for this campaign, once: the first load's prefetch takes them; a later visit
 * (or another campaign) asks the server afresh.
 */
export const takeEarlyRequests = (id: string): EarlyCampaignRequests | null => {
  const early = typeof window === "undefined" ? undefined : window.__wordloomEarlyCampaign;
  if (!early) {
    return null;
  }
  delete window.__wordloomEarlyCampaign;
  return early.id === id ? early : null;
};
