import { defineDomain } from "../domain-module";
import { systemRoutes } from "./system.routes";

/** Health and the public app information. */
export const systemDomain = defineDomain({ name: "system", routes: systemRoutes });
