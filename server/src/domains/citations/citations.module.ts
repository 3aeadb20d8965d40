import { defineDomain } from "../domain-module";
import { citationRoutes } from "./citations.routes";

/** Formatting citations in the styles the spec names. */
export const citationsDomain = defineDomain({ name: "citations", routes: citationRoutes });
