import { randomUUID } from "node:crypto";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import type PgBoss from "pg-boss";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { DEFAULT_CHECK_SETTINGS } from "@wordloom/shared/analysis";
import { CheckPool } from "./domains/analysis/checks/check-pool";
import { CheckRunner } from "./domains/analysis/checks/check-runner";
import { OffsetClock, systemClock, type Clock } from "./clock";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { registerFeatureRefunds } from "./http/feature-guard";
import { readHttpsOptions } from "./https-options";
import { createLlmProvider } from "./integrations/llm/create-llm-provider";
import { createPlagiarismProvider } from "./integrations/plagiarism/create-plagiarism-provider";
import { rateLimitError } from "./http/rate-limits";
import "./http/request-state";
import { domains } from "./domains";
import { EventBus } from "./events/event-bus";
import { subscribeDomains } from "./events/wire-events";
import { bossJobQueue, createBoss, DEFAULT_BOSS_SCHEMA, type BossOptions } from "./jobs/queue";
import { ensureDomainQueues, startWorkers } from "./jobs/workers";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerFrontends } from "./plugins/frontends";
import { registerMedia } from "./plugins/media";
import { registerOpenApi } from "./plugins/openapi";
import { createPostgresRateLimitStore } from "./plugins/rate-limit-store";
import { registerTestClock } from "./plugins/test-clock";
import { seedAdmin } from "./domains/admin/seed-admin";

interface BuildAppOptions {
  config: Config;
  clock?: Clock;
  /** An already open database (tests share one); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Pass false to silence logs (tests). */
  logger?: boolean;
  boss?: BossOptions;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The queue itself, for tests and maintenance scripts that send or inspect jobs. */
  boss: PgBoss;
}

/** Builds the whole service: database, queue, plugins and every route. Tests call it and use `inject`. */
export const buildApp = async ({
  config,
  clock = config.testClockControl ? new OffsetClock() : systemClock,
  database,
  logger = true,
  boss: bossOptions,
}: BuildAppOptions): Promise<BuiltApp> => {
  // HTTPS_CERT_FILE + HTTPS_KEY_FILE or HTTPS=dev (the add-in loads only over https); read first, so a
  // missing certificate stops start-up before anything is opened.
  const httpsOptions = readHttpsOptions(config.https);
  const ownsDatabase = !database;
  const db = database ?? openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: config.databasePoolSize });
  await db.migrate();

  const boss = createBoss(db, bossOptions);
  boss.on("error", (error) => app.log.error({ err: error }, "job queue error"));
  await boss.start();
  await ensureDomainQueues(boss, domains);

  const checkPool = new CheckPool(config.analysisThreads, config.analysisExpressThreads);
  const checks = new CheckRunner(checkPool);
  const plagiarismProvider = createPlagiarismProvider({ db: db.db, clock }, config);
  const ctx: AppContext = {
    config,
    db: db.db,
    dbKind: db.kind,
    clock,
    jobs: bossJobQueue(boss),
    events: new EventBus(),
    checks,
    plagiarismProvider,
    llm: createLlmProvider(config.llm),
  };
  subscribeDomains(domains, ctx);

  const app = Fastify({
    https: httpsOptions ?? null,
    logger: logger ? { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] } : false,
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && /^[A-Za-z0-9._-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { coerceTypes: false } },
  });
  // The API speaks JSON (and multipart for uploads): a text/plain body is refused with 415 rather
  // than parsed into a string that then fails validation as a confusing 400.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest("principal", null);
  app.decorateRequest("featureUse", null);
  app.addHook("onSend", async (request, reply) => {
    void reply.header("x-request-id", request.id);
  });

  registerErrorHandler(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // Swagger UI and the web app's styling (Griffel inserts <style> rules at run time) need inline
        // styles; scripts, including the service worker, stay same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Only this server may frame its pages; the add-in's pages add Office's hosts (plugins/frontends.ts, office-hosts.ts).
        frameAncestors: ["'self'"],
        // Helmet's default would make browsers fetch every script over https, which breaks the app
        // when it is served over plain http anywhere but localhost (a self-hosted server on a LAN).
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false, credentials: false });
  await app.register(rateLimit, {
    global: false,
    store: createPostgresRateLimitStore(ctx.db, clock),
    errorResponseBuilder: (_request, context) => rateLimitError(context.ttl),
  });
  await app.register(multipart, { limits: { fileSize: config.bodyLimitBytes, files: 1 } });
  await registerOpenApi(app);
  await registerMedia(app, config.mediaDir);
  registerFeatureRefunds(app, ctx);
  for (const domain of domains) {
    domain.routes?.(app, ctx);
  }
  if (config.testClockControl && clock instanceof OffsetClock) {
    registerTestClock(app, clock, boss, bossOptions?.schema ?? DEFAULT_BOSS_SCHEMA);
  }
  await registerFrontends(app, undefined, { frameAncestors: config.addinFrameAncestors });

  await seedAdmin(ctx);
  if (config.runWorkers) {
    await startWorkers(boss, ctx, domains, bossOptions);
  }
  if (config.warmChecks) {
    void checkPool.warm(DEFAULT_CHECK_SETTINGS);
  }

  app.addHook("onClose", async () => {
    await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    await checks.close();
    if (ownsDatabase) {
      await db.close();
    }
  });
  return { app, ctx, boss };
};
