import { accountEndpoints } from "./account";
import { activityEndpoints } from "./activity";
import { aiEndpoints } from "./ai";
import { analysisEndpoints } from "./analysis";
import { adminEndpoints } from "./admin";
import { authEndpoints } from "./auth";
import { brandVoiceEndpoints } from "./brand-voices";
import { citationEndpoints } from "./citations";
import { documentEndpoints } from "./documents";
import { documentFileEndpoints } from "./documents-files";
import { integrationEndpoints } from "./integrations";
import { meEndpoints } from "./me";
import { overviewEndpoints } from "./overview";
import { scoreEndpoints } from "./scores";
import { systemEndpoints } from "./system";

/** Every endpoint of the HTTP API, by name. The server registers exactly these. */
export const contract = {
  ...systemEndpoints,
  ...authEndpoints,
  ...meEndpoints,
  ...accountEndpoints,
  ...documentEndpoints,
  ...citationEndpoints,
  ...documentFileEndpoints,
  ...activityEndpoints,
  ...adminEndpoints,
  ...analysisEndpoints,
  ...scoreEndpoints,
  ...overviewEndpoints,
  ...integrationEndpoints,
  ...aiEndpoints,
  ...brandVoiceEndpoints,
};
export type Contract = typeof contract;

export * from "./documents-files";
export * from "./citations";
export * from "./ai";
export * from "./brand-voices";
