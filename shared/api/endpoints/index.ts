import { accountEndpoints } from "./account";
import { activityEndpoints } from "./activity";
import { generationEndpoints } from "./generation";
import { postCategoryEndpoints } from "./generation.post-categories";
import { analysisEndpoints } from "./analysis";
import { adminEndpoints } from "./admin";
import { referenceWorkEndpoints } from "./admin.reference-works";
import { authEndpoints } from "./auth";
import { brandVoiceEndpoints } from "./brand-voices";
import { campaignEndpoints } from "./campaigns";
import { citationEndpoints } from "./citations";
import { documentEndpoints } from "./documents";
import { documentFileEndpoints } from "./documents.files";
import { copyleaksEndpoints } from "./analysis.copyleaks";
import { meEndpoints } from "./account.me";
import { overviewEndpoints } from "./analysis.overview";
import { scoreEndpoints } from "./analysis.scores";
import { publishingEngineEndpoints } from "./publishing-engine";
import { socialAccountEndpoints } from "./social-accounts";
import { publishingEndpoints } from "./publishing";
import { learningEndpoints } from "./learning";
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
  ...referenceWorkEndpoints,
  ...analysisEndpoints,
  ...scoreEndpoints,
  ...overviewEndpoints,
  ...copyleaksEndpoints,
  ...generationEndpoints,
  ...postCategoryEndpoints,
  ...brandVoiceEndpoints,
  ...socialAccountEndpoints,
  ...campaignEndpoints,
  ...publishingEndpoints,
  ...learningEndpoints,
  ...publishingEngineEndpoints,
};
export type Contract = typeof contract;

export * from "./documents.files";
export * from "./admin.reference-works";
export * from "./citations";
export * from "./generation";
export * from "./generation.post-categories";
export * from "./brand-voices";
export * from "./campaigns";
export * from "./learning";
export * from "./publishing-engine";
