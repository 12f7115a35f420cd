import path from "node:path";
import { z } from "zod";
import { getSettings, SettingsError } from "./site-settings.server";

/**
 * Process configuration (not site content): each field is one environment variable, and this schema
 * is its only declaration — the `Config` type is its output, and .env.example lists the same
 * variables (a unit test holds them together). See docs/configuration.md.
 */
export const configVariables = z.object({
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
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /**
   * How long an instance holds a row it works on. It must outlast the attempt's whole time limit
   * with room to spare (at least twice OUTBOX_ATTEMPT_TIMEOUT_MS, checked below): no other instance
   * can start a second attempt while the first may still be talking to the partner, even when the
   * database cannot be written meanwhile. Unset: 2.5 times the attempt's limit.
   */
  OUTBOX_CLAIM_MS: z.coerce.number().int().min(1000).optional(),
  /**
   * The hard limit of one delivery or e-mail attempt, from its claim: then its request is aborted
   * and its connection closed. A partner slower than this may still complete it, so such an
   * attempt ends "outcome unknown" for staff, never retried by itself (docs/operations.md).
   */
  OUTBOX_ATTEMPT_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
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
  /**
   * How long an idle kept-alive connection stays open. Longer than the proxy's own idle limit
   * (nginx's upstream keepalive_timeout is 60 s): otherwise the site may close a connection just
   * as the proxy sends the next request on it, and the visitor gets a 502.
   */
  KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(3600).default(65),
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
  /** Where a visitor's answer to a reply from the desk goes (Reply-To); unset: MAIL_FROM's address. */
  DESK_REPLY_TO: z
    .string()
    .max(254)
    .email()
    .regex(/^[^\s<>"(),;:\\[\]]+$/, "must be one e-mail address")
    .optional(),
  /** Who on the staff is told of each new submission and hand-off (comma-separated addresses). */
  STAFF_NOTIFY_TO: z
    .string()
    .refine((v) => v.split(",").every((a) => z.string().trim().email().safeParse(a).success), {
      message: "must be comma-separated e-mail addresses",
    })
    .optional(),
  /** `true`: each visitor also gets a short confirmation of what they sent. */
  VISITOR_ACK: z.enum(["true", "false"]).default("false"),
  /** `true`: an application's notification carries the resume (it otherwise stays in the desk). */
  NOTIFY_ATTACH_RESUME: z.enum(["true", "false"]).default("false"),
});

const configSchema = configVariables.transform((c) => {
  const dataDir = path.resolve(c.DATA_DIR);
  const list = (value: string) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL ?? path.join(dataDir, "site.db"),
    adminApiUrl: c.ADMIN_API_URL?.replace(/\/*$/, "/"),
    adminApiTimeoutMs: c.ADMIN_API_TIMEOUT_MS,
    contentCacheTtlMs: c.CONTENT_CACHE_TTL_SECONDS * 1000,
    /** A rendered page never outlives the content cache it was rendered from. */
    pageCacheTtlMs: Math.min(c.PAGE_CACHE_SECONDS, c.CONTENT_CACHE_TTL_SECONDS) * 1000,
    chatApiUrl: c.CHAT_API_URL,
    /** The optional language model (off when url is unset). */
    assistantLlm: {
      url: c.ASSISTANT_LLM_URL,
      model: c.ASSISTANT_LLM_MODEL,
      apiKey: c.ASSISTANT_LLM_API_KEY,
      timeoutMs: c.ASSISTANT_LLM_TIMEOUT_MS,
    },
    formRateLimit: c.FORM_RATE_LIMIT,
    /** Empty: a per-data-folder secret is generated (see app/http/session.server.ts). */
    sessionSecret: c.SESSION_SECRET ?? "",
    databasePoolSize: c.DATABASE_POOL_SIZE,
    sqliteBusyTimeoutMs: c.SQLITE_BUSY_TIMEOUT_MS,
    outboxClaimMs: c.OUTBOX_CLAIM_MS ?? Math.ceil(c.OUTBOX_ATTEMPT_TIMEOUT_MS * 2.5),
    outboxAttemptTimeoutMs: c.OUTBOX_ATTEMPT_TIMEOUT_MS,
    outboxBaseBackoffMs: c.OUTBOX_BASE_BACKOFF_MS,
    outboxPollMs: c.OUTBOX_POLL_MS,
    outboxMaxAttempts: c.OUTBOX_MAX_ATTEMPTS,
    chatConnectionsPerAddress: c.CHAT_CONNECTIONS_PER_ADDRESS,
    chatChunkDelayMs: c.CHAT_CHUNK_DELAY_MS,
    chatIdleSeconds: c.CHAT_IDLE_SECONDS,
    chatHeartbeatSeconds: c.CHAT_HEARTBEAT_SECONDS,
    trustProxy: c.TRUST_PROXY,
    allowedHosts: list(c.ALLOWED_HOSTS),
    logRequests: c.LOG_REQUESTS === "true",
    keepAliveMs: c.KEEP_ALIVE_SECONDS * 1000,
    formMinFillMs: c.FORM_MIN_FILL_MS,
    /** Unset: no e-mail at all (the desk says so). */
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM ?? "",
    deskReplyTo: c.DESK_REPLY_TO ?? (/<([^<>]+)>\s*$/.exec(c.MAIL_FROM ?? "")?.[1] ?? c.MAIL_FROM ?? "").trim(),
    staffNotifyTo: list(c.STAFF_NOTIFY_TO ?? ""),
    visitorAck: c.VISITOR_ACK === "true",
    notifyAttachResume: c.NOTIFY_ATTACH_RESUME === "true",
  };
});

/** This process's configuration, as the schema above reads it from the environment. */
export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Every problem of a failed parse, one line per variable: "Invalid setting NAME: why". */
export function settingProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `Invalid setting ${issue.path.join(".")}: ${issue.message}`);
}

/** Reads the variables this schema declares (an empty value counts as unset). */
export function declaredVariables(
  shape: z.ZodRawShape,
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(shape).map((key) => [key, env[key] === "" ? undefined : env[key]]));
}

/** Settings that only make sense together (checked on the raw values, so they are reported with every other problem). */
function missingCompanions(raw: Record<string, string | undefined>): string[] {
  const required = [
    ["ASSISTANT_LLM_MODEL", "ASSISTANT_LLM_URL"],
    ["MAIL_FROM", "SMTP_URL"],
  ] as const;
  const problems = required
    .filter(([name, when]) => raw[when] && !raw[name])
    .map(([name, when]) => `Invalid setting ${name}: required when ${when} is set`);
  const claimMs = Number(raw.OUTBOX_CLAIM_MS);
  const attemptMs = Number(
    raw.OUTBOX_ATTEMPT_TIMEOUT_MS ?? configVariables.shape.OUTBOX_ATTEMPT_TIMEOUT_MS.parse(undefined),
  );
  if (raw.OUTBOX_CLAIM_MS && claimMs < 2 * attemptMs)
    problems.push(
      `Invalid setting OUTBOX_CLAIM_MS: must be at least twice OUTBOX_ATTEMPT_TIMEOUT_MS (${2 * attemptMs}), so a row is never taken while its attempt may run`,
    );
  return problems;
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const raw = declaredVariables(configVariables.shape, env);
  const result = configSchema.safeParse(raw);
  const problems = [...(result.success ? [] : settingProblems(result.error)), ...missingCompanions(raw)];
  if (problems.length || !result.success) throw new ConfigError(problems.join("\n"));
  return result.data;
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Validates every setting at start-up; returns every problem, one line per variable, or null. */
export function checkEnvironment(): string | null {
  const problems: string[] = [];
  for (const read of [getConfig, getSettings]) {
    try {
      read();
    } catch (error) {
      if (!(error instanceof ConfigError || error instanceof SettingsError)) throw error;
      problems.push(error.message);
    }
  }
  return problems.length ? problems.join("\n") : null;
}
