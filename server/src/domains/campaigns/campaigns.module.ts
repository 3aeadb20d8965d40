import "./campaigns.events";
import { defineDomain } from "../domain-module";
import { campaignRoutes } from "./campaigns.routes";

/**
 * Campaigns (calendars) and scheduled posts: planning, editing, activation, pause and resume, the
 * calendar feed. Publishing at the scheduled times is the publisher's; it listens to the events in
 * campaigns.events.ts.
 */
export const campaignsDomain = defineDomain({ name: "campaigns", routes: campaignRoutes });
