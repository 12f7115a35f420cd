import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startSite, type SiteProcess } from "../../scripts/site-process";
import { startAdminApiStandIn, type StandIn } from "../support/admin-api-standin";
import { waitFor } from "../support/concurrency";
import { siteDatabase } from "../support/database";
import { postForm } from "../support/forms";
import { createPostgresDatabase, testPostgresUrl } from "../support/postgres";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { expect, test } from "./fixtures";

// Partners slower than a claim lasts (an admin API that answers late, a mail server that accepts
// late) and a database outage between a partner's acceptance and its record: each submission must
// reach the partner once. The stand-ins hold their answer until the test has seen the site keep its
// claim for several claim periods, so the tests wait on what the site does, not on clocks; the
// claim (1 s, 3 s for e-mail) and the old cut-offs (500 ms for the API, a quarter of the claim for
// SMTP) are scaled down from the defaults (60 s, 8 s, 15 s). Server behaviour, run once.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  const SCALED = {
    OUTBOX_CLAIM_MS: "1000",
    ADMIN_API_TIMEOUT_MS: "250",
    OUTBOX_POLL_MS: "100",
    OUTBOX_BASE_BACKOFF_MS: "50",
    OUTBOX_ATTEMPT_TIMEOUT_MS: "60000",
    FORM_RATE_LIMIT: "1000",
  };

  let standIn: StandIn;
  let sink: SmtpSink;
  test.beforeAll(async () => {
    standIn = await startAdminApiStandIn({ get_career_data: [] });
    sink = await startSmtpSink();
  });
  test.afterAll(async () => {
    await standIn?.close();
    await sink?.close();
  });

  /** The claim of an outbox (or mail outbox) row, read from the site's SQLite database. */
  function claimedUntil(dataDir: string, table: "outbox" | "mail_outbox", id: number): number {
    const db = siteDatabase(dataDir);
    try {
      const row = db.prepare(`select claimed_until from ${table} where id = ?`).get(id) as
        { claimed_until: string | null } | undefined;
      return row?.claimed_until ? Date.parse(row.claimed_until) : 0;
    } finally {
      db.close();
    }
  }

  function status(dataDir: string, table: "outbox" | "mail_outbox", id: number): string {
    const db = siteDatabase(dataDir);
    try {
      return (db.prepare(`select status from ${table} where id = ?`).get(id) as { status: string }).status;
    } finally {
      db.close();
    }
  }

  /**
   * Waits until either a second copy has arrived, or the site has held its claim on the row for
   * `periods` claim periods past the first arrival (renewing it while it waits for the partner).
   */
  async function secondCopyOrClaimHeld(copies: () => number, claim: () => number, claimMs: number, periods = 3) {
    const first = claim();
    await waitFor(
      () => copies() >= 2 || claim() >= first + periods * claimMs,
      30_000,
      `a second copy, or the claim held for ${periods} periods`,
    );
  }

  test("an admin API that answers long after the claim would have lapsed gets each submission once, from two instances", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-slow-api-"));
    const env = { ...SCALED, ADMIN_API_URL: standIn.url };
    const sites: SiteProcess[] = [await startSite(env, { dataDir })];
    sites.push(await startSite(env, { dataDir }));
    try {
      standIn.calls = [];
      standIn.hold = true;
      expect(
        (
          await postForm(sites[0].url, "/contact", {
            name: "Slow Api",
            email: "slow-api@example.com",
            number: "555-0150",
            comment: "waits for the API",
          })
        ).status,
      ).toBe(302);
      await waitFor(() => standIn.arrivals() === 1, 20_000, "the delivery to reach the API");
      const db = siteDatabase(dataDir);
      const { id } = db.prepare("select id from outbox order by id desc limit 1").get() as { id: number };
      db.close();
      await secondCopyOrClaimHeld(standIn.arrivals, () => claimedUntil(dataDir, "outbox", id), 1000);
      standIn.release();
      await waitFor(() => status(dataDir, "outbox", id) === "delivered", 20_000, "the row to be marked delivered");
      expect(standIn.arrivals()).toBe(1);
      expect(standIn.abandoned).toHaveLength(0);
      expect(standIn.deliveries.filter((d) => d.path === "save_contact_form")).toHaveLength(1);
    } finally {
      standIn.release();
      await Promise.all(sites.map((site) => site.stop()));
    }
  });

  test("a mail server that accepts long after the claim would have lapsed gets each e-mail once, and one whose answer never comes is not sent again by itself", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-slow-smtp-"));
    // A 3 s claim: the old cut-off (a quarter of it) must still leave time to connect and greet.
    const env = {
      ...SCALED,
      OUTBOX_CLAIM_MS: "3000",
      SMTP_URL: sink.url,
      MAIL_FROM: "desk@northbridge-lpo.example",
      STAFF_NOTIFY_TO: "intake@northbridge-lpo.example",
    };
    const sites: SiteProcess[] = [await startSite(env, { dataDir })];
    sites.push(await startSite(env, { dataDir }));
    try {
      sink.received.length = 0;
      sink.dataArrived = 0;
      sink.holdData = true;
      expect(
        (
          await postForm(sites[0].url, "/contact", {
            name: "Slow Smtp",
            email: "slow-smtp@example.com",
            number: "555-0151",
            comment: "waits for the mail server",
          })
        ).status,
      ).toBe(302);
      await waitFor(() => sink.dataArrived === 1, 20_000, "the first e-mail to reach the mail server");
      const db = siteDatabase(dataDir);
      const ids = (db.prepare("select id from mail_outbox order by id").all() as { id: number }[]).map((row) => row.id);
      db.close();
      // One e-mail (to staff): every message that reaches the server is a copy of it.
      expect(ids).toHaveLength(1);
      const claimed = ids[0];
      await secondCopyOrClaimHeld(
        () => sink.dataArrived,
        () => claimedUntil(dataDir, "mail_outbox", claimed),
        3000,
        2,
      );
      sink.release();
      await waitFor(() => status(dataDir, "mail_outbox", claimed) === "sent", 20_000, "the e-mail marked sent");
      expect(sink.dataArrived).toBe(1);
      expect(sink.received).toHaveLength(1);
    } finally {
      sink.release();
      await Promise.all(sites.map((site) => site.stop()));
    }

    // A server that never answers the message's end within OUTBOX_ATTEMPT_TIMEOUT_MS may still deliver
    // it: the e-mail is failed (staff can retry it), not sent a second time.
    const silentDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-silent-smtp-"));
    const silent = await startSite({ ...env, OUTBOX_ATTEMPT_TIMEOUT_MS: "1500" }, { dataDir: silentDir });
    try {
      sink.dataArrived = 0;
      sink.holdData = true;
      expect(
        (
          await postForm(silent.url, "/contact", {
            name: "Silent Smtp",
            email: "silent-smtp@example.com",
            number: "555-0152",
            comment: "never confirmed",
          })
        ).status,
      ).toBe(302);
      await waitFor(
        () => status(silentDir, "mail_outbox", 1) === "failed",
        30_000,
        "the unconfirmed e-mail to be failed",
      );
      expect(sink.dataArrived).toBe(1);
      const db = siteDatabase(silentDir);
      const row = db.prepare("select attempts, last_error from mail_outbox where id = 1").get() as {
        attempts: number;
        last_error: string;
      };
      db.close();
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/it may have been sent/);
    } finally {
      sink.release();
      await silent.stop();
    }
  });

  test("a database outage between the API's acceptance and its record sends nothing twice (PostgreSQL)", async () => {
    test.skip(!testPostgresUrl, "needs TEST_DATABASE_URL (a PostgreSQL server)");
    const databaseUrl = await createPostgresDatabase("outage");
    const database = new URL(databaseUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: testPostgresUrl });
    await admin.connect();
    const site = await startSite({ ...SCALED, ADMIN_API_URL: standIn.url, DATABASE_URL: databaseUrl });
    const observer = new pg.Client({ connectionString: databaseUrl });
    await observer.connect();
    try {
      standIn.calls = [];
      standIn.hold = true;
      expect(
        (
          await postForm(site.url, "/contact", {
            name: "Outage",
            email: "outage@example.com",
            number: "555-0153",
            comment: "recorded after an outage",
          })
        ).status,
      ).toBe(302);
      await waitFor(() => standIn.arrivals() === 1, 20_000, "the delivery to reach the API");
      // The database goes away (as in a restart): the site's connections end and new ones are refused.
      await admin.query(`alter database ${database} allow_connections false`);
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2`, [
        database,
        (observer as unknown as { processID: number }).processID,
      ]);
      // The API accepts now; the site cannot write that down until the database is back.
      standIn.release();
      await waitFor(() => standIn.deliveries.length + standIn.abandoned.length === 1, 10_000, "the API's answer");
      await waitFor(
        () => /waits for the database|outbox pass failed/.test(site.output()),
        20_000,
        "the site to find the database gone",
      );
      // Until the row's claim has lapsed: any other worker could take it from then on.
      const [{ claimed_until: until }] = (
        await observer.query("select claimed_until from outbox order by id desc limit 1")
      ).rows as {
        claimed_until: string;
      }[];
      await waitFor(() => Date.now() > Date.parse(until) + 500, 10_000, "the claim to lapse");
      await admin.query(`alter database ${database} allow_connections true`);
      await waitFor(
        async () =>
          (await observer.query("select status from outbox order by id desc limit 1")).rows[0].status === "delivered",
        30_000,
        "the row to be marked delivered",
      );
      expect(standIn.arrivals(), site.output().split("\n").slice(-15).join("\n")).toBe(1);
      expect(site.child.exitCode).toBeNull();
    } finally {
      standIn.release();
      await admin.query(`alter database ${database} allow_connections true`).catch(() => {});
      await observer.end();
      await admin.end();
      await site.stop();
    }
  });
});
