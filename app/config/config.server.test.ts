import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server";

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
    const config = parseConfig({ OUTBOX_CLAIM_MS: "5000", CHAT_CONNECTIONS_PER_ADDRESS: "3", ALLOWED_HOSTS: "www.example.com, example.com" });
    expect(config.outboxClaimMs).toBe(5000);
    expect(config.chatConnectionsPerAddress).toBe(3);
    expect(config.allowedHosts).toEqual(["www.example.com", "example.com"]);
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
    expect(() => parseConfig({ MAIL_FROM: "desk@x.example\r\nBcc: y@x.example" })).toThrow(/^Invalid setting MAIL_FROM:/);
    expect(() => parseConfig({ STAFF_NOTIFY_TO: "a@x.example, not an address" })).toThrow(/^Invalid setting STAFF_NOTIFY_TO:/);
    expect(() => parseConfig({ NOTIFY_ATTACH_RESUME: "yes" })).toThrow(/^Invalid setting NOTIFY_ATTACH_RESUME:/);
  });
});
