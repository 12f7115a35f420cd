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

// Partners slower than an attempt may last (an admin API that answers late, a mail server that
// accepts late), two instances on one database, and a database outage between a partner's
// acceptance and its record: each submission and e-mail must reach its partner once. Scaled down
// from the defaults (a 60 s attempt limit, a 150 s claim) to a 1 s limit and a 2.5 s claim; the
// stand-ins answer only when the test has seen the site hang up, i.e. after the limit ("twice the
// limit" or any later), so the tests wait on what the site does, not on clocks. Server behaviour,
// run once.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  const SCALED = {
    OUTBOX_ATTEMPT_TIMEOUT_MS: "1000",
    ADMIN_API_TIMEOUT_MS: "250",
    OUTBOX_POLL_MS: "100",
    OUTBOX_BASE_BACKOFF_MS: "50",
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

  function status(dataDir: string, table: "outbox" | "mail_outbox", id: number): string {
    const db = siteDatabase(dataDir);
    try {
      return (db.prepare(`select status from ${table} where id = ?`).get(id) as { status: string }).status;
    } finally {
      db.close();
    }
  }

  test("an admin API and a mail server slower than the attempt's limit, two instances: one copy each, both left 'unknown' for staff, their connections closed", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-slow-partners-"));
    const env = {
      ...SCALED,
      ADMIN_API_URL: standIn.url,
      SMTP_URL: sink.url,
      MAIL_FROM: "desk@northbridge-lpo.example",
      STAFF_NOTIFY_TO: "intake@northbridge-lpo.example",
    };
    const sites: SiteProcess[] = [await startSite(env, { dataDir })];
    sites.push(await startSite(env, { dataDir }));
    try {
      standIn.calls = [];
      standIn.hold = true;
      sink.received.length = 0;
      sink.dataArrived = 0;
      sink.holdData = true;
      expect(
        (
          await postForm(sites[0].url, "/contact", {
            name: "Slow Partners",
            email: "slow-partners@example.com",
            number: "555-0150",
            comment: "waits for the API and the mail server",
          })
        ).status,
      ).toBe(302);
      // Each attempt reached its partner, then hung up at the limit: the API saw its sender go, the
      // mail server has no connection left open.
      await waitFor(() => standIn.heldGone().length === 1, 20_000, "the API's request to be abandoned");
      await waitFor(
        () => sink.dataArrived === 1 && sink.openConnections() === 0,
        20_000,
        "the e-mail's connection to be closed",
      );
      await waitFor(
        () =>
          standIn.arrivals() > 1 ||
          (status(dataDir, "outbox", 1) === "unknown" && status(dataDir, "mail_outbox", 1) === "unknown"),
        20_000,
        "both rows to be left for staff, or a second copy",
      );
      // The partners complete them late, as slow ones may: those are the only copies. "unknown" is
      // never attempted again by itself, on either instance.
      standIn.release();
      sink.release();
      expect(standIn.arrivals()).toBe(1);
      expect(sink.dataArrived).toBe(1);
      const db = siteDatabase(dataDir);
      const rows = db
        .prepare("select status, attempts from outbox union all select status, attempts from mail_outbox")
        .all();
      db.close();
      expect(rows).toEqual([
        { status: "unknown", attempts: 1 },
        { status: "unknown", attempts: 1 },
      ]);
    } finally {
      standIn.release();
      sink.release();
      await Promise.all(sites.map((site) => site.stop()));
    }
  });

  test("a database outage between the API's acceptance and its record sends nothing twice (PostgreSQL)", async () => {
    test.skip(!testPostgresUrl, "needs TEST_DATABASE_URL (a PostgreSQL server)");
    const databaseUrl = await createPostgresDatabase("outage");
    const database = new URL(databaseUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: testPostgresUrl });
    await admin.connect();
    // A limit the API's answer comes well within (the test releases it right after the outage
    // starts), and a claim of twice that, to be waited out below.
    const site = await startSite({
      ...SCALED,
      OUTBOX_ATTEMPT_TIMEOUT_MS: "2000",
      OUTBOX_CLAIM_MS: "4000",
      ADMIN_API_URL: standIn.url,
      DATABASE_URL: databaseUrl,
    });
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
