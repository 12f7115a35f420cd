import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { configVariables, parseConfig } from "./config.server";
import { settingsVariables } from "./site-settings.server";

describe("process configuration", () => {
  it("has working defaults", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl.endsWith("data/site.db")).toBe(true);
    expect(config.adminApiUrl).toBeUndefined();
    expect(config.formRateLimit).toBe(10);
  });

  it("rejects a bad PORT or URL with one line naming the variable", () => {
    expect(() => parseConfig({ PORT: "abc" })).toThrow(/^Invalid setting PORT:/);
    expect(() => parseConfig({ ADMIN_API_URL: "nope" })).toThrow(/^Invalid setting ADMIN_API_URL:/);
    expect(() => parseConfig({ FORM_RATE_LIMIT: "0" })).toThrow(/FORM_RATE_LIMIT/);
  });

  it("reads every numeric, list and switch setting through the schema: garbage stops start-up instead of disabling a limit", () => {
    for (const name of [
      "OUTBOX_CLAIM_MS",
      "OUTBOX_POLL_MS",
      "OUTBOX_BASE_BACKOFF_MS",
      "CHAT_CONNECTIONS_PER_ADDRESS",
      "CHAT_CHUNK_DELAY_MS",
      "DATABASE_POOL_SIZE",
      "FORM_MIN_FILL_MS",
    ]) {
      expect(() => parseConfig({ [name]: "abc" }), name).toThrow(new RegExp(`^Invalid setting ${name}:`));
    }
    expect(() => parseConfig({ LOG_REQUESTS: "maybe" })).toThrow(/^Invalid setting LOG_REQUESTS:/);
    expect(() => parseConfig({ ALLOWED_HOSTS: "a.example, b\\c" })).toThrow(/^Invalid setting ALLOWED_HOSTS:/);
    const config = parseConfig({
      OUTBOX_CLAIM_MS: "200000",
      CHAT_CONNECTIONS_PER_ADDRESS: "3",
      ALLOWED_HOSTS: "www.example.com, example.com",
    });
    expect(config.outboxClaimMs).toBe(200_000);
    expect(config.chatConnectionsPerAddress).toBe(3);
    expect(config.allowedHosts).toEqual(["www.example.com", "example.com"]);
  });

  it("a row's claim outlasts its attempt's limit: at least twice it, 2.5 times it when unset", () => {
    expect(parseConfig({}).outboxAttemptTimeoutMs).toBe(60_000);
    expect(parseConfig({}).outboxClaimMs).toBe(150_000);
    expect(parseConfig({ OUTBOX_ATTEMPT_TIMEOUT_MS: "1000" }).outboxClaimMs).toBe(2500);
    expect(() => parseConfig({ OUTBOX_CLAIM_MS: "60000" })).toThrow(
      /^Invalid setting OUTBOX_CLAIM_MS: must be at least twice OUTBOX_ATTEMPT_TIMEOUT_MS/,
    );
    expect(() => parseConfig({ OUTBOX_CLAIM_MS: "1999", OUTBOX_ATTEMPT_TIMEOUT_MS: "1000" })).toThrow(
      /OUTBOX_CLAIM_MS/,
    );
    expect(parseConfig({ OUTBOX_CLAIM_MS: "2000", OUTBOX_ATTEMPT_TIMEOUT_MS: "1000" }).outboxClaimMs).toBe(2000);
  });

  it("normalises the admin API base to end with a slash", () => {
    expect(parseConfig({ ADMIN_API_URL: "https://admin.example/api" }).adminApiUrl).toBe("https://admin.example/api/");
  });

  it("reads the mail settings: addresses checked, MAIL_FROM required with SMTP_URL, header-breaking values refused", () => {
    const off = parseConfig({});
    expect(off.smtpUrl).toBeUndefined();
    expect(off.staffNotifyTo).toEqual([]);
    expect(off.visitorAck).toBe(false);
    const on = parseConfig({
      SMTP_URL: "smtp://user:pass@mail.example:587",
      MAIL_FROM: "Northbridge LPO <desk@northbridge-lpo.example>",
      STAFF_NOTIFY_TO: "a@northbridge-lpo.example, b@northbridge-lpo.example",
      VISITOR_ACK: "true",
    });
    expect(on.staffNotifyTo).toEqual(["a@northbridge-lpo.example", "b@northbridge-lpo.example"]);
    expect(on.visitorAck).toBe(true);
    expect(() => parseConfig({ SMTP_URL: "http://mail.example" })).toThrow(/^Invalid setting SMTP_URL:/);
    expect(() => parseConfig({ SMTP_URL: "smtp://mail.example" })).toThrow(/^Invalid setting MAIL_FROM:/);
    expect(() => parseConfig({ MAIL_FROM: "desk@x.example\r\nBcc: y@x.example" })).toThrow(
      /^Invalid setting MAIL_FROM:/,
    );
    expect(on.deskReplyTo).toBe("desk@northbridge-lpo.example");
    expect(parseConfig({ MAIL_FROM: "desk@x.example", DESK_REPLY_TO: "team@x.example" }).deskReplyTo).toBe(
      "team@x.example",
    );
    expect(parseConfig({ MAIL_FROM: "desk@x.example" }).deskReplyTo).toBe("desk@x.example");
    for (const hostile of ["team@x.example\r\nBcc: y@x.example", "Team <team@x.example>", "a@x.example, b@x.example"])
      expect(() => parseConfig({ DESK_REPLY_TO: hostile })).toThrow(/^Invalid setting DESK_REPLY_TO:/);
    expect(() => parseConfig({ STAFF_NOTIFY_TO: "a@x.example, not an address" })).toThrow(
      /^Invalid setting STAFF_NOTIFY_TO:/,
    );
    expect(() => parseConfig({ NOTIFY_ATTACH_RESUME: "yes" })).toThrow(/^Invalid setting NOTIFY_ATTACH_RESUME:/);
  });
});

describe("the one declaration of the settings", () => {
  it("reports every invalid variable at once, one line each", () => {
    const problems = (() => {
      try {
        parseConfig({ PORT: "abc", FORM_RATE_LIMIT: "0", SMTP_URL: "smtp://mail.example" });
      } catch (error) {
        return (error as Error).message.split("\n");
      }
      return [];
    })();
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^Invalid setting PORT:/);
    expect(problems[1]).toMatch(/^Invalid setting FORM_RATE_LIMIT:/);
    expect(problems[2]).toBe("Invalid setting MAIL_FROM: required when SMTP_URL is set");
  });

  it(".env.example lists exactly the declared variables, each with its default", () => {
    const example = fs.readFileSync(path.resolve(".env.example"), "utf8");
    const documented = new Map(
      [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=(.*)$/gm)].map(([, name, value]) => [name, value.trim()] as const),
    );
    const schemas = [configVariables.shape, settingsVariables.shape] as Record<string, z.ZodTypeAny>[];
    const declared = new Map(schemas.flatMap((shape) => Object.entries(shape)));
    expect([...documented.keys()].sort()).toEqual([...declared.keys()].sort());
    for (const [name, schema] of declared) {
      const fallback = schema instanceof z.ZodDefault ? String(schema._def.defaultValue()) : "";
      expect(documented.get(name), name).toBe(fallback);
    }
  });
});
