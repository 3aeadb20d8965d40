import { defineDomain } from "../domain-module";
import { brandVoiceRoutes } from "./brand-voices.routes";

/** Brand voices and tone styles, and the voice attached to a document. */
export const brandVoicesDomain = defineDomain({ name: "brand-voices", routes: brandVoiceRoutes });
