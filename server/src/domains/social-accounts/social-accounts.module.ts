import { defineDomain } from "../domain-module";
import { socialAccountQueues, socialAccountSchedules, startSocialAccountWorkers } from "./social-accounts.jobs";
import { socialAccountRoutes } from "./social-accounts.routes";

/** Linked social accounts: OAuth linking, sealed tokens kept fresh, chosen targets (spec document 4 §1–§3, §7). */
export const socialAccountsDomain = defineDomain({
  name: "social-accounts",
  routes: socialAccountRoutes,
  queues: socialAccountQueues,
  schedules: socialAccountSchedules,
  workers: startSocialAccountWorkers,
});
