import { defineDomain } from "../domain-module";
import { adminRoutes } from "./admin.routes";

/** The administrators' area: their own sign-in and managing users' plans. */
export const adminDomain = defineDomain({ name: "admin", routes: adminRoutes });
