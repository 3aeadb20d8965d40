import { api } from "../../api/client";
import { createStreamGeneration } from "./stream-generation";

/** The app's generation client: the typed client's event streams (same origin, bearer token, refresh on 401). */
export const streamGeneration = createStreamGeneration({ client: api });
