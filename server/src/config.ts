import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { narrowsOfficeFrameAncestors, OFFICE_FRAME_ANCESTORS } from "./office-hosts";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/** An http(s) URL without its trailing slashes, so paths can be appended. */
const baseUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ""));

const csv = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

/** Every environment variable the server reads; the README's configuration table lists the same. */
const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    CORS_ORIGINS: csv.default([]),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(30)
      .default(15 * 60),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    RUN_WORKERS: booleanFlag.default(true),
    TEST_CLOCK_CONTROL: booleanFlag.default(false),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    SIGNIN_ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    SIGNIN_ADDRESS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    SIGNUP_ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    SIGNUP_ADDRESS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    TRUST_PROXY: z.string().default("false"),
    ANALYSIS_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    ANALYSIS_EXPRESS_THREADS: z.coerce.number().int().min(0).max(8).default(1),
    ANALYSIS_TIME_BUDGET_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    WARM_CHECKS: booleanFlag.default(true),
    PLAGIARISM_PROVIDER: z.enum(["none", "copyleaks"]).default("none"),
    COPYLEAKS_EMAIL: z.string().email().optional(),
    COPYLEAKS_API_KEY: z.string().min(1).optional(),
    COPYLEAKS_SANDBOX: booleanFlag.default(false),
    COPYLEAKS_ID_URL: baseUrl.default("https://id.copyleaks.com"),
    COPYLEAKS_API_URL: baseUrl.default("https://api.copyleaks.com"),
    PUBLIC_BASE_URL: baseUrl.optional(),
    PLAGIARISM_PROVIDER_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(60),
    HTTPS: z.enum(["off", "dev"]).default("off"),
    HTTPS_CERT_FILE: z.string().min(1).optional(),
    HTTPS_KEY_FILE: z.string().min(1).optional(),
    LLM_PROVIDER: z.enum(["offline", "openai-compatible"]).default("offline"),
    LLM_BASE_URL: baseUrl.optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_STRUCTURED_OUTPUT: z.enum(["json_schema", "json_object", "none"]).default("json_schema"),
    LLM_STREAM_USAGE: booleanFlag.default(true),
    LLM_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(120),
    LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    APP_SECRET: z.string().min(32, "at least 32 characters").optional(),
    APP_SECRET_PREVIOUS: csv.default([]),
    PLATFORMS_BASE: baseUrl.optional(),
    ADDIN_FRAME_ANCESTORS: z
      .string()
      .optional()
      .transform((value, context) => {
        const sources = (value ?? "")
          .split(",")
          .map((item) => item.trim().toLowerCase())
          .filter(Boolean);
        if (sources.length === 0) {
          return OFFICE_FRAME_ANCESTORS;
        }
        if (sources.length === 1 && sources[0] === "none") {
          return [];
        }
        for (const source of sources.filter((item) => !narrowsOfficeFrameAncestors(item))) {
          context.addIssue({
            code: "custom",
            message: `${source} is not one of Office's hosts (${OFFICE_FRAME_ANCESTORS.join(", ")}) or a host under one of them`,
          });
        }
        return sources;
      }),
  })
  .superRefine((env, context) => {
    if (env.LLM_PROVIDER === "openai-compatible") {
      for (const name of ["LLM_BASE_URL", "LLM_MODEL"] as const) {
        if (!env[name]) {
          context.addIssue({ code: "custom", path: [name], message: "required when LLM_PROVIDER is openai-compatible" });
        }
      }
    }
    if (Boolean(env.HTTPS_CERT_FILE) !== Boolean(env.HTTPS_KEY_FILE)) {
      context.addIssue({
        code: "custom",
        path: [env.HTTPS_CERT_FILE ? "HTTPS_KEY_FILE" : "HTTPS_CERT_FILE"],
        message: "HTTPS_CERT_FILE and HTTPS_KEY_FILE go together",
      });
    }
    if (env.HTTPS === "dev" && env.HTTPS_CERT_FILE) {
      context.addIssue({
        code: "custom",
        path: ["HTTPS"],
        message: "HTTPS=dev uses the development certificates: leave HTTPS_CERT_FILE and HTTPS_KEY_FILE unset",
      });
    }
    if (env.PLAGIARISM_PROVIDER !== "copyleaks") {
      return;
    }
    for (const name of ["COPYLEAKS_EMAIL", "COPYLEAKS_API_KEY", "PUBLIC_BASE_URL"] as const) {
      if (!env[name]) {
        context.addIssue({ code: "custom", path: [name], message: "required when PLAGIARISM_PROVIDER is copyleaks" });
      }
    }
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
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
};

/** Copyleaks (Authenticity API v3), the optional outside plagiarism provider. */
export interface CopyleaksConfig {
  kind: "copyleaks";
  email: string;
  apiKey: string;
  /** Copyleaks' sandbox: free, mock results. */
  sandbox: boolean;
  idUrl: string;
  apiUrl: string;
  /** The public origin (and path prefix) Copyleaks calls back with the scan status. */
  publicBaseUrl: string;
  /** How long a check waits for the provider's result before it answers "Not Calculated". */
  timeoutSeconds: number;
}

type Env = z.output<typeof EnvSchema>;

/** The language-model server (LLM_PROVIDER=openai-compatible): OpenAI, Azure OpenAI v1, Ollama, vLLM, llama.cpp, LM Studio. */
export interface OpenAiCompatibleConfig {
  kind: "openai-compatible";
  baseUrl: string;
  /** Optional for local servers; read from the environment only, never stored or logged. */
  apiKey: string | undefined;
  model: string;
  /** How typed answers are asked for: a JSON schema, JSON mode with the schema in the prompt, or the prompt alone. */
  structuredOutput: "json_schema" | "json_object" | "none";
  /** Ask for the usage chunk when streaming (stream_options.include_usage); some servers reject it. */
  streamUsage: boolean;
  /** Bounds a whole call, streaming included. */
  timeoutMs: number;
  maxRetries: number;
}

/** The generation provider: the offline template engine (the default) or a model server. */
export type LlmConfig = { kind: "offline" } | OpenAiCompatibleConfig;

const llmConfig = (e: Env): LlmConfig =>
  e.LLM_PROVIDER === "openai-compatible" && e.LLM_BASE_URL && e.LLM_MODEL
    ? {
        kind: "openai-compatible",
        baseUrl: e.LLM_BASE_URL,
        apiKey: e.LLM_API_KEY,
        model: e.LLM_MODEL,
        structuredOutput: e.LLM_STRUCTURED_OUTPUT,
        streamUsage: e.LLM_STREAM_USAGE,
        timeoutMs: Math.round(e.LLM_TIMEOUT_SECONDS * 1000),
        maxRetries: e.LLM_MAX_RETRIES,
      }
    : { kind: "offline" };

/**
 * Where `npm run addin:certs` (office-addin-dev-certs) keeps the development certificate for
 * localhost: its default folder, shared with Microsoft's other add-in tools.
 */
export const DEV_CERTIFICATE_DIR = path.join(os.homedir(), ".office-addin-dev-certs");

/** The certificate and key files the server answers HTTPS with. */
export interface HttpsConfig {
  certFile: string;
  keyFile: string;
  /** "dev": the development certificates of `npm run addin:certs`; "files": HTTPS_CERT_FILE and HTTPS_KEY_FILE. */
  source: "dev" | "files";
}

const httpsConfig = (e: Env): HttpsConfig | undefined => {
  if (e.HTTPS_CERT_FILE && e.HTTPS_KEY_FILE) {
    return { certFile: path.resolve(e.HTTPS_CERT_FILE), keyFile: path.resolve(e.HTTPS_KEY_FILE), source: "files" };
  }
  if (e.HTTPS === "dev") {
    return {
      certFile: path.join(DEV_CERTIFICATE_DIR, "localhost.crt"),
      keyFile: path.join(DEV_CERTIFICATE_DIR, "localhost.key"),
      source: "dev",
    };
  }
  return undefined;
};

const plagiarismProvider = (e: Env): CopyleaksConfig | undefined =>
  e.PLAGIARISM_PROVIDER === "copyleaks" && e.COPYLEAKS_EMAIL && e.COPYLEAKS_API_KEY && e.PUBLIC_BASE_URL
    ? {
        kind: "copyleaks",
        email: e.COPYLEAKS_EMAIL,
        apiKey: e.COPYLEAKS_API_KEY,
        sandbox: e.COPYLEAKS_SANDBOX,
        idUrl: e.COPYLEAKS_ID_URL,
        apiUrl: e.COPYLEAKS_API_URL,
        publicBaseUrl: e.PUBLIC_BASE_URL,
        timeoutSeconds: e.PLAGIARISM_PROVIDER_TIMEOUT_SECONDS,
      }
    : undefined;

export interface RateLimitConfig {
  max: number;
  windowSeconds: number;
}

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
  /**
   * Test-only (TEST_CLOCK_CONTROL=true): the server runs on a clock that POST /_test/clock moves
   * forward, with the queue's waiting jobs (end-to-end tests; never set it in production).
   */
  testClockControl: boolean;
  /** Attempts per client address and e-mail on sign-in style routes. */
  authRateLimit: RateLimitConfig;
  /** Attempts per client address whatever the e-mail: sign-ins (user and admin) and sign-ups. */
  addressRateLimits: { signIn: RateLimitConfig; signUp: RateLimitConfig };
  bodyLimitBytes: number;
  trustProxy: TrustProxy;
  /** Worker threads for the writing checks; default min(2, CPUs). Each holds ~0.5 GB once the grammar engine is warm. */
  analysisThreads: number | undefined;
  /** Extra check threads that run only small requests, so a short check never waits behind a long one. */
  analysisExpressThreads: number;
  /** A writing check answers after this long with the blocks it has checked (`partial: true`). */
  analysisTimeBudgetMs: number;
  /** Load the check engines in every worker thread at start-up (tests turn it off). */
  warmChecks: boolean;
  /** The outside plagiarism provider (PLAGIARISM_PROVIDER); undefined when none. */
  plagiarismProvider: CopyleaksConfig | undefined;
  /** Serve HTTPS with these files (HTTPS_CERT_FILE + HTTPS_KEY_FILE, or HTTPS=dev); undefined: plain HTTP. */
  https: HttpsConfig | undefined;
  /** Content generation (LLM_PROVIDER and the LLM_* settings). */
  llm: LlmConfig;
  /**
   * The secret the server derives its keys from (linked accounts' token encryption, OAuth state
   * signatures). Unset: a random one is kept in DATA_DIR/app-secret (server/src/app-secret.ts).
   */
  appSecret: string | undefined;
  /** The server's public origin (PUBLIC_BASE_URL): OAuth redirect URIs use it; unset, the request's own origin. */
  publicBaseUrl: string | undefined;
  /** Earlier APP_SECRETs, still able to decrypt until `npm run secrets:rotate` has re-encrypted. */
  previousAppSecrets: readonly string[];
  platforms: PlatformsConfig;
  /** Who may frame the add-in's pages: Office's hosts (office-hosts.ts), or the subset ADDIN_FRAME_ANCESTORS names. */
  addinFrameAncestors: readonly string[];
}

/**
 * The linked platforms' settings (spec document 4 §1): each provider's client id and secret from
 * `<PLATFORM>_CLIENT_ID` / `<PLATFORM>_CLIENT_SECRET`, endpoint overrides from
 * `PLATFORM_<PLATFORM>_<ENDPOINT>_URL` (PLATFORM_X_API_URL), and PLATFORMS_BASE, which points every
 * endpoint at the local fake server (`npm run fake-platforms`).
 */
export interface PlatformsConfig {
  base: string | undefined;
  clients: Readonly<Record<string, { clientId?: string; clientSecret?: string }>>;
  /** By platform id, then endpoint name ("api", "token", …). */
  endpointOverrides: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Provider switches by platform id (ProviderConfig.options): `<PLATFORM>_TEST_USERS_ONLY` → testUsersOnly. */
  options?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const platformsConfig = (env: Record<string, string | undefined>, base: string | undefined): PlatformsConfig => {
  const clients: Record<string, { clientId?: string; clientSecret?: string }> = {};
  const endpointOverrides: Record<string, Record<string, string>> = {};
  const options: Record<string, Record<string, string>> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!value) {
      continue;
    }
    const client = /^([A-Z]+)_CLIENT_(ID|SECRET)$/.exec(name);
    if (client) {
      const [, platformName = "", part] = client;
      const platform = platformName.toLowerCase();
      clients[platform] = { ...clients[platform], [part === "ID" ? "clientId" : "clientSecret"]: value };
    }
    const endpoint = /^PLATFORM_([A-Z]+)_([A-Z]+)_URL$/.exec(name);
    if (endpoint) {
      const [, platformName = "", endpointName = ""] = endpoint;
      const platform = platformName.toLowerCase();
      endpointOverrides[platform] = { ...endpointOverrides[platform], [endpointName.toLowerCase()]: value };
    }
    const testUsersOnly = /^([A-Z]+)_TEST_USERS_ONLY$/.exec(name);
    if (testUsersOnly) {
      const platform = (testUsersOnly[1] ?? "").toLowerCase();
      options[platform] = { ...options[platform], testUsersOnly: value };
    }
  }
  return { base, clients, endpointOverrides, options };
};

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
    testClockControl: e.TEST_CLOCK_CONTROL,
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    addressRateLimits: {
      signIn: { max: e.SIGNIN_ADDRESS_RATE_LIMIT_MAX, windowSeconds: e.SIGNIN_ADDRESS_RATE_LIMIT_WINDOW_SECONDS },
      signUp: { max: e.SIGNUP_ADDRESS_RATE_LIMIT_MAX, windowSeconds: e.SIGNUP_ADDRESS_RATE_LIMIT_WINDOW_SECONDS },
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    analysisThreads: e.ANALYSIS_THREADS,
    analysisExpressThreads: e.ANALYSIS_EXPRESS_THREADS,
    analysisTimeBudgetMs: e.ANALYSIS_TIME_BUDGET_MS,
    warmChecks: e.WARM_CHECKS,
    plagiarismProvider: plagiarismProvider(e),
    https: httpsConfig(e),
    llm: llmConfig(e),
    addinFrameAncestors: e.ADDIN_FRAME_ANCESTORS,
    appSecret: e.APP_SECRET,
    publicBaseUrl: e.PUBLIC_BASE_URL,
    previousAppSecrets: e.APP_SECRET_PREVIOUS,
    platforms: platformsConfig(env, e.PLATFORMS_BASE),
  };
};
