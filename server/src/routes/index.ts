import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { accountRoutes } from "./account/account.routes";
import { activityRoutes } from "./activity/activity.routes";
import { adminRoutes } from "./admin/admin.routes";
import { aiRoutes } from "./ai/ai.routes";
import { analysisRoutes } from "./analysis/analysis.routes";
import { authRoutes } from "./auth/auth.routes";
import { brandVoiceRoutes } from "./brand-voices/brand-voices.routes";
import { citationRoutes } from "./citations/citations.routes";
import { documentRoutes } from "./documents/documents.routes";
import { exportRoutes } from "./documents/export.routes";
import { importRoutes } from "./documents/import.routes";
import { integrationRoutes } from "./integrations/integrations.routes";
import { meRoutes } from "./me/me.routes";
import { overviewRoutes } from "./analysis/overview.routes";
import { scoreRoutes } from "./analysis/scores.routes";
import { systemRoutes } from "./system/system.routes";

/** Registers every API route; each group registers its entries of the shared contract. */
export const registerRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  for (const group of [systemRoutes, authRoutes, meRoutes, accountRoutes, documentRoutes, citationRoutes, importRoutes, exportRoutes, activityRoutes, adminRoutes, analysisRoutes, scoreRoutes, overviewRoutes, integrationRoutes, aiRoutes, brandVoiceRoutes]) {
    group(app, ctx);
  }
};
