import { defineDomain } from "../domain-module";
import { accountRoutes } from "./account.routes";
import { meRoutes } from "./me.routes";
import { accountQueues, accountSchedules, startAccountWorkers } from "./account.jobs";
import "./account.events";

/** The signed-in user: profile, picture, plan entitlements and feature usage. */
export const accountDomain = defineDomain({
  name: "account",
  routes: (app, ctx) => {
    meRoutes(app, ctx);
    accountRoutes(app, ctx);
  },
  queues: accountQueues,
  schedules: accountSchedules,
  workers: startAccountWorkers,
});
