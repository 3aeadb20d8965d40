import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { accountRoutes } from "../domains/account/account.routes";
import { activityRoutes } from "../domains/activity/activity.routes";
import { adminRoutes } from "../domains/admin/admin.routes";
import { aiRoutes } from "../domains/generation/ai.routes";
import { analysisRoutes } from "../domains/analysis/analysis.routes";
import { authRoutes } from "../domains/auth/auth.routes";
import { brandVoiceRoutes } from "../domains/brand-voices/brand-voices.routes";
import { citationRoutes } from "../domains/citations/citations.routes";
import { documentRoutes } from "../domains/documents/documents.routes";
import { exportRoutes } from "../domains/documents/export/export.routes";
import { importRoutes } from "../domains/documents/import/import.routes";
import { integrationRoutes } from "../domains/analysis/copyleaks-webhook.routes";
import { meRoutes } from "../domains/account/me.routes";
import { overviewRoutes } from "../domains/analysis/overview.routes";
import { scoreRoutes } from "../domains/analysis/scores.routes";
import { systemRoutes } from "../domains/system/system.routes";

/** Registers every API route; each group registers its entries of the shared contract. */
export const registerRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  for (const group of [systemRoutes, authRoutes, meRoutes, accountRoutes, documentRoutes, citationRoutes, importRoutes, exportRoutes, activityRoutes, adminRoutes, analysisRoutes, scoreRoutes, overviewRoutes, integrationRoutes, aiRoutes, brandVoiceRoutes]) {
    group(app, ctx);
  }
};
