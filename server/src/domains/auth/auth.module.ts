import { defineDomain } from "../domain-module";
import { authQueues, authSchedules, startAuthWorkers } from "./auth.jobs";
import { authRoutes } from "./auth.routes";

/** Sign-up, sign-in, sessions and refresh tokens, and the nightly clean-up of spent ones. */
export const authDomain = defineDomain({
  name: "auth",
  routes: authRoutes,
  queues: authQueues,
  schedules: authSchedules,
  workers: startAuthWorkers,
});
