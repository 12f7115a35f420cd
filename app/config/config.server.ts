import path from "node:path";
import { z } from "zod";
import { getSettings, SettingsError } from "./site-settings.server";

/** Process configuration (not site content). Each field is one environment variable. */
const configSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .refine((v) => /^(file:|postgres(ql)?:\/\/)/.test(v) || !v.includes("://"), {
      message: "must be a SQLite file path, file:… or postgres://…",
    })
    .optional(),
  ADMIN_API_URL: z.string().url().optional(),
  ADMIN_API_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().nonnegative().default(300),
  PAGE_CACHE_SECONDS: z.coerce.number().int().nonnegative().default(60),
  CHAT_API_URL: z.string().url().optional(),
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  SESSION_SECRET: z.string().min(16).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  OUTBOX_CLAIM_MS: z.coerce.number().int().min(1000).default(60_000),
  OUTBOX_BASE_BACKOFF_MS: z.coerce.number().int().min(10).default(1000),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(20),
  CHAT_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  CHAT_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(25),
  CHAT_IDLE_SECONDS: z.coerce.number().int().min(1).default(300),
  CHAT_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).default(30),
  /** Express's "trust proxy": which hops may tell us the client address (X-Forwarded-For). */
  TRUST_PROXY: z.string().min(1).default("loopback"),
  /** Host names besides SITE_URL's and loopback that the site answers to (comma-separated). */
  ALLOWED_HOSTS: z
    .string()
    .regex(/^[a-z0-9.,\s-]*$/i, "must be comma-separated host names")
    .default(""),
  LOG_REQUESTS: z.enum(["true", "false"]).default("true"),
  /** A form sent sooner than this after it was served is asked to be sent again (bots are fast). */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** An OpenAI-compatible chat-completions endpoint that may rephrase Lexi's answers; unset = local engine only. */
  ASSISTANT_LLM_URL: z.string().url().optional(),
  ASSISTANT_LLM_MODEL: z.string().min(1).max(200).optional(),
  ASSISTANT_LLM_API_KEY: z.string().min(1).optional(),
  /** The model's first token must arrive within this, or the local answer is sent. */
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1500),
  /** The mail server (smtp:// or smtps://, user and password in the URL); unset: no e-mail is sent. */
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:\/\//.test(v), { message: "must be smtp://… or smtps://…" })
    .optional(),
  /** The From of every e-mail: an address, or `Name <address>`. */
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>\r\n"]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, "must be an e-mail address or Name <address>")
    .optional(),
  /** Who on the staff is told of each new submission and hand-off (comma-separated addresses). */
  STAFF_NOTIFY_TO: z
    .string()
    .refine((v) => v.split(",").every((a) => z.string().trim().email().safeParse(a).success), { message: "must be comma-separated e-mail addresses" })
    .optional(),
  /** `true`: each visitor also gets a short confirmation of what they sent. */
  VISITOR_ACK: z.enum(["true", "false"]).default("false"),
  /** `true`: an application's notification carries the resume (it otherwise stays in the desk). */
  NOTIFY_ATTACH_RESUME: z.enum(["true", "false"]).default("false"),
});

export interface Config {
  env: "production" | "development" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  adminApiUrl?: string;
  adminApiTimeoutMs: number;
  contentCacheTtlMs: number;
  /** How long shared caches and the server's page cache keep a page the same for every visitor. */
  pageCacheTtlMs: number;
  chatApiUrl?: string;
  /** The optional language model that rephrases Lexi's local answers (off when url is unset). */
  assistantLlm: { url?: string; model?: string; apiKey?: string; timeoutMs: number };
  formRateLimit: number;
  sessionSecret: string;
  databasePoolSize: number;
  outboxClaimMs: number;
  outboxBaseBackoffMs: number;
  outboxPollMs: number;
  outboxMaxAttempts: number;
  chatConnectionsPerAddress: number;
  chatChunkDelayMs: number;
  chatIdleSeconds: number;
  chatHeartbeatSeconds: number;
  trustProxy: string;
  allowedHosts: string[];
  logRequests: boolean;
  formMinFillMs: number;
  /** Unset: no e-mail at all (the desk says so). */
  smtpUrl?: string;
  mailFrom: string;
  staffNotifyTo: string[];
  visitorAck: boolean;
  notifyAttachResume: boolean;
}

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const relevant = Object.fromEntries(Object.keys(configSchema.shape).map((key) => [key, env[key] === "" ? undefined : env[key]]));
  const result = configSchema.safeParse(relevant);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(`Invalid setting ${issue.path.join(".")}: ${issue.message}`);
  }
  const c = result.data;
  if (c.ASSISTANT_LLM_URL && !c.ASSISTANT_LLM_MODEL) throw new ConfigError("Invalid setting ASSISTANT_LLM_MODEL: required when ASSISTANT_LLM_URL is set");
  if (c.SMTP_URL && !c.MAIL_FROM) throw new ConfigError("Invalid setting MAIL_FROM: required when SMTP_URL is set");
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL ?? path.join(dataDir, "site.db"),
    adminApiUrl: c.ADMIN_API_URL?.replace(/\/*$/, "/"),
    adminApiTimeoutMs: c.ADMIN_API_TIMEOUT_MS,
    contentCacheTtlMs: c.CONTENT_CACHE_TTL_SECONDS * 1000,
    // A rendered page never outlives the content cache it was rendered from.
    pageCacheTtlMs: Math.min(c.PAGE_CACHE_SECONDS, c.CONTENT_CACHE_TTL_SECONDS) * 1000,
    chatApiUrl: c.CHAT_API_URL,
    assistantLlm: { url: c.ASSISTANT_LLM_URL, model: c.ASSISTANT_LLM_MODEL, apiKey: c.ASSISTANT_LLM_API_KEY, timeoutMs: c.ASSISTANT_LLM_TIMEOUT_MS },
    formRateLimit: c.FORM_RATE_LIMIT,
    // Without a configured secret, a per-data-folder one is generated (see session.server.ts).
    sessionSecret: c.SESSION_SECRET ?? "",
    databasePoolSize: c.DATABASE_POOL_SIZE,
    outboxClaimMs: c.OUTBOX_CLAIM_MS,
    outboxBaseBackoffMs: c.OUTBOX_BASE_BACKOFF_MS,
    outboxPollMs: c.OUTBOX_POLL_MS,
    outboxMaxAttempts: c.OUTBOX_MAX_ATTEMPTS,
    chatConnectionsPerAddress: c.CHAT_CONNECTIONS_PER_ADDRESS,
    chatChunkDelayMs: c.CHAT_CHUNK_DELAY_MS,
    chatIdleSeconds: c.CHAT_IDLE_SECONDS,
    chatHeartbeatSeconds: c.CHAT_HEARTBEAT_SECONDS,
    trustProxy: c.TRUST_PROXY,
    allowedHosts: c.ALLOWED_HOSTS.split(",")
      .map((h) => h.trim())
      .filter(Boolean),
    logRequests: c.LOG_REQUESTS === "true",
    formMinFillMs: c.FORM_MIN_FILL_MS,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM ?? "",
    staffNotifyTo: (c.STAFF_NOTIFY_TO ?? "")
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean),
    visitorAck: c.VISITOR_ACK === "true",
    notifyAttachResume: c.NOTIFY_ATTACH_RESUME === "true",
  };
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Validates every setting at start-up; returns one line naming the bad variable, or null. */
export function checkEnvironment(): string | null {
  try {
    getConfig();
    getSettings();
    return null;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof SettingsError) return error.message;
    throw error;
  }
}
