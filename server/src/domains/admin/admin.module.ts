import { defineDomain } from "../domain-module";
import { adminRoutes } from "./admin.routes";
import { referenceWorkRoutes } from "./reference-works.routes";

/** The administrators' area: their own sign-in and managing users' plans and the plagiarism reference corpus. */
export const adminDomain = defineDomain({
  name: "admin",
  routes: (app, ctx) => {
    adminRoutes(app, ctx);
    referenceWorkRoutes(app, ctx);
  },
});
