import { defineDomain } from "../domain-module";
import { generationRoutes } from "./generation.routes";

/** Content generation with the offline engine or a model server, metered per feature. */
export const generationDomain = defineDomain({ name: "generation", routes: generationRoutes });
