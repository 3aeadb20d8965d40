import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const csv = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

/** Every environment variable the server reads; the README's configuration table lists the same. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  CORS_ORIGINS: csv.default([]),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  RUN_WORKERS: booleanFlag.default(true),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  TRUST_PROXY: z.string().default("false"),
  ANALYSIS_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  WARM_CHECKS: booleanFlag.default(true),
});

/**
 * Which proxies may set X-Forwarded-For: "false" (the default: the socket address is the client),
 * "true" (any), a number of hops, or a comma-separated list of proxy addresses or CIDR ranges.
 * Trusting proxies that are not there would let clients choose their own address and escape rate limits.
 */
type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

const parseTrustProxy = (value: string): TrustProxy => {
  if (value === "false" || value === "") {
    return false;
  }
  if (value === "true") {
    return true;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(",").map((item) => item.trim()).filter(Boolean);
};

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PGlite's folder; "memory://" in tests. */
  pgliteDir: string;
  mediaDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  corsOrigins: string[];
  logLevel: z.output<typeof EnvSchema>["LOG_LEVEL"];
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  admin: { email: string; password: string } | undefined;
  runWorkers: boolean;
  authRateLimit: { max: number; windowSeconds: number };
  bodyLimitBytes: number;
  trustProxy: TrustProxy;
  /** Worker threads for the writing checks; default min(2, CPUs). Each holds ~0.5 GB once the grammar engine is warm. */
  analysisThreads: number | undefined;
  /** Load the check engines in every worker thread at start-up (tests turn it off). */
  warmChecks: boolean;
}

/** Reads and validates the environment; a bad value stops start-up with a clear message. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
    mediaDir: path.join(dataDir, "media"),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    runWorkers: e.RUN_WORKERS,
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    analysisThreads: e.ANALYSIS_THREADS,
    warmChecks: e.WARM_CHECKS,
  };
};
