import { defineDomain } from "../domain-module";
import { subscribeActivityLog } from "./activity.listeners";
import { activityRoutes } from "./activity.routes";

/** The user's activity log, written from the other domains' events. */
export const activityDomain = defineDomain({ name: "activity", routes: activityRoutes, subscribe: subscribeActivityLog });
