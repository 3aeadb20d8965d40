import { accountDomain } from "./account/account.module";
import { activityDomain } from "./activity/activity.module";
import { adminDomain } from "./admin/admin.module";
import { analysisDomain } from "./analysis/analysis.module";
import { authDomain } from "./auth/auth.module";
import { brandVoicesDomain } from "./brand-voices/brand-voices.module";
import { campaignsDomain } from "./campaigns/campaigns.module";
import { citationsDomain } from "./citations/citations.module";
import type { DomainModule } from "./domain-module";
import { documentsDomain } from "./documents/documents.module";
import { generationDomain } from "./generation/generation.module";
import { publishingEngineDomain } from "./publishing-engine/publishing-engine.module";
import { socialAccountsDomain } from "./social-accounts/social-accounts.module";
import { publishingDomain } from "./publishing/publishing.module";
import { learningDomain } from "./learning/learning.module";
import { systemDomain } from "./system/system.module";

/**
 * Every domain of the server. The app registers their routes, both processes create their queues,
 * start their workers and subscribe their listeners from this one list: a new domain is its folder
 * (server/src/domains/<name>/, exporting one module object) plus one line here.
 */
export const domains: readonly DomainModule[] = [
  systemDomain,
  authDomain,
  accountDomain,
  documentsDomain,
  citationsDomain,
  activityDomain,
  adminDomain,
  analysisDomain,
  generationDomain,
  brandVoicesDomain,
  socialAccountsDomain,
  campaignsDomain,
  publishingDomain,
  learningDomain,
  publishingEngineDomain,
];
