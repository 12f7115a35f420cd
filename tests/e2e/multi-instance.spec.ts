import pg from "pg";
import { migrations } from "../../app/db/migrations.server";
import { startSite, type SiteProcess } from "../../scripts/site-process";
import { startAdminApiStandIn, type StandIn } from "../support/admin-api-standin";
import { pool, waitFor } from "../support/concurrency";
import { postForm } from "../support/forms";
import { createPostgresDatabase, testPostgresUrl } from "../support/postgres";
import { headerLines, mailPart, startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { signIn, STAFF_PASSWORD, staffCli } from "../support/staff";
import { postAs } from "../support/staff-links";
import { expect, test } from "./fixtures";

// Three copies of the site behind an imaginary load balancer, sharing one PostgreSQL database
// (scripts/throwaway-postgres.sh; .ci/run starts one). Server behaviour, run once.
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  test.skip(!testPostgresUrl, "needs TEST_DATABASE_URL (a PostgreSQL server)");

  const RATE_LIMIT = 10;
  // 200 by default, for the 8-minute test budget; MULTI_INSTANCE_SUBMISSIONS=600 is issue 9's count.
  const SUBMISSIONS = Math.max(100, 2 * Math.round(Number(process.env.MULTI_INSTANCE_SUBMISSIONS ?? 200) / 2));

  let standIn: StandIn;
  let smtp: SmtpSink;
  let databaseUrl: string;
  let sites: SiteProcess[] = [];

  async function query<T>(text: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  const commentOf = (headers: Record<string, unknown>) => decodeURIComponent(String(headers["x-comment"]));

  test.beforeAll(async () => {
    // Three fresh instances migrating and seeding one database take a while on a busy machine.
    test.setTimeout(180_000);
    standIn = await startAdminApiStandIn({ get_career_data: [] });
    smtp = await startSmtpSink();
    databaseUrl = await createPostgresDatabase("multi");
    const env = {
      // Every instance sends the staff's e-mails from the same mail outbox.
      SMTP_URL: smtp.url,
      MAIL_FROM: "desk@northbridge-lpo.example",
      STAFF_NOTIFY_TO: "intake@northbridge-lpo.example",
      DATABASE_URL: databaseUrl,
      ADMIN_API_URL: standIn.url,
      OUTBOX_POLL_MS: "200",
      // The stand-in holds deliveries on purpose; an instance must not give up on one meanwhile
      // (an attempt lasts at most half its claim), however busy the machine.
      OUTBOX_CLAIM_MS: "120000",
      ADMIN_API_TIMEOUT_MS: "60000",
      FORM_RATE_LIMIT: String(RATE_LIMIT),
    };
    // All three start at once against the empty database: migrations and seeding must happen once.
    const options = { startTimeoutMs: 150_000 };
    sites = await Promise.all([startSite(env, options), startSite(env, options), startSite(env, options)]);
  });

  test.afterAll(async () => {
    // What went wrong inside an instance, for the report of a failing run.
    for (const site of sites) {
      const problems = site
        .output()
        .split("\n")
        .filter((line) => /uncaught|unhandled|failed:|pass failed/i.test(line));
      if (problems.length) console.log(`instance ${site.url}:\n${problems.slice(0, 10).join("\n")}`);
      const { exitCode, signalCode } = site.child;
      if (site !== sites[1] && (exitCode !== null || signalCode !== null)) {
        console.log(
          `instance ${site.url} exited (${exitCode ?? signalCode}); its last lines:\n${site.output().split("\n").slice(-30).join("\n")}`,
        );
      }
    }
    await Promise.all(sites.map((site) => site.stop()));
    await standIn?.close();
    await smtp?.close();
  });

  test("three instances started together on an empty database migrate and seed it once", async () => {
    // A second migration or seed would have failed that instance's start on the unique keys.
    const [counts] = await query<{ posts: string; services: string; migrations: string }>(
      "select (select count(*) from blog_posts) as posts, (select count(*) from services) as services, (select count(*) from kysely_migration) as migrations",
    );
    expect(Number(counts.posts)).toBeGreaterThan(0);
    expect(Number(counts.services)).toBeGreaterThan(0);
    expect(Number(counts.migrations)).toBe(Object.keys(migrations).length);
    for (const site of sites) expect((await fetch(`${site.url}/`)).status).toBe(200);
  });

  test("a notification list an admin saves on one instance routes the next e-mail another instance sends, at once", async () => {
    const email = `admin-${Date.now()}@northbridge-lpo.example`;
    const made = await staffCli(
      ["add", email],
      { DATABASE_URL: databaseUrl, DATA_DIR: sites[0].dataDir, SITE_URL: sites[0].url },
      `${STAFF_PASSWORD}\n`,
    );
    const secret = /secret: ([A-Z2-7]+)/.exec(made.stdout)?.[1];
    expect(made.code, made.stdout + made.stderr).toBe(0);
    const from = { "x-forwarded-for": "203.0.113.90" };
    const { cookie } = await signIn(sites[0].url, email, secret!, { headers: from });
    expect(cookie).not.toBe("");
    const save = (notify_contact: string) =>
      postAs(sites[0].url, "/staff/settings", { intent: "recipients", notify_contact }, cookie, from);
    expect((await save("front-desk@northbridge-lpo.example")).status).toBe(302);
    try {
      const visitor = `routed-${Date.now()}@firm.example`;
      const posted = await postForm(
        sites[2].url,
        "/contact",
        { name: "Routed Visitor", email: visitor, number: "555-0100", comment: "routed by the saved list" },
        { headers: { "x-forwarded-for": "203.0.113.91" } },
      );
      expect(posted.status).toBe(302);
      await waitFor(() => smtp.received.some((mail) => mail.raw.includes(visitor)), 30_000, "the staff e-mail");
      // To the new list only, one address per recipient.
      expect(smtp.received.filter((mail) => mail.raw.includes(visitor)).map((mail) => mail.to)).toEqual([
        ["front-desk@northbridge-lpo.example"],
      ]);
    } finally {
      // Back to the default (the environment's list) for the tests below.
      expect((await save("")).status).toBe(302);
    }
  });

  test("the form rate limit holds across instances", async () => {
    // The limit counts over a sliding minute (decision 0003): a burst a minute boundary splits is
    // counted partly by the previous minute's share, which is an estimate. A split burst is sent
    // again from another address; a burst lasts seconds, so a second boundary cannot split that one.
    const burst = async (sender: string) => {
      const minute = Math.floor(Date.now() / 60_000);
      const statuses: number[] = [];
      const posts = Array.from({ length: 3 * RATE_LIMIT }, (_, i) => i);
      await pool(posts, 6, async (i) => {
        const response = await postForm(
          sites[i % sites.length].url,
          "/contact",
          {
            name: "Same Sender",
            email: `same-${sender}@example.com`,
            number: "555-0100",
            comment: `rate limit ${sender} ${i}`,
          },
          { headers: { "x-forwarded-for": sender } },
        );
        statuses.push(response.status);
      });
      return { statuses, split: Math.floor(Date.now() / 60_000) !== minute };
    };
    let sender = "203.0.113.77";
    let { statuses, split } = await burst(sender);
    if (split) ({ statuses, split } = await burst((sender = "203.0.113.78")));
    expect(split, "two bursts in a row split by a minute boundary").toBe(false);
    expect(statuses.filter((status) => status === 302)).toHaveLength(RATE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * RATE_LIMIT);
    // The accepted ones are delivered; the refused ones were never stored.
    const delivered = () =>
      standIn.deliveries.filter((d) => commentOf(d.headers).includes(`rate limit ${sender} `)).length;
    await waitFor(() => delivered() === RATE_LIMIT, 10_000, "the accepted messages to be delivered");
    const [{ stored }] = await query<{ stored: string }>(
      `select count(*) as stored from contact_messages where email = 'same-${sender}@example.com'`,
    );
    expect(Number(stored)).toBe(RATE_LIMIT);
  });

  test(`${SUBMISSIONS} contact messages over three instances, one killed mid-delivery: all stored, all delivered, none twice; every staff e-mail sent`, async () => {
    standIn.deliveries = [];
    const started = Date.now();
    const [a, b, c] = sites;
    const send = async (targets: SiteProcess[], i: number) => {
      // The page and the post go to different instances, as a load balancer may send them.
      const target = targets[i % targets.length];
      const pageFrom = targets[(i + 1) % targets.length].url;
      const response = await postForm(
        target.url,
        "/contact",
        {
          name: `Sender ${i}`,
          email: `sender${i}@example.com`,
          number: "555-0100",
          comment: `multi-instance message ${i}`,
        },
        { pageFrom, headers: { "x-forwarded-for": `10.1.${Math.floor(i / 200)}.${(i % 200) + 1}` } },
      );
      expect(response.status, `message ${i} to ${target.url}`).toBe(302);
    };

    const firstHalf = Array.from({ length: SUBMISSIONS / 2 }, (_, i) => i);
    await pool(firstHalf, 30, async (i) => {
      // Near the end of the first half the API stops answering, so each instance is left holding
      // the delivery it has claimed.
      if (i === SUBMISSIONS / 2 - 45) standIn.hold = true;
      await send(sites, i);
    });
    await waitFor(() => standIn.waiting === 3, 12_000, "each instance to have one delivery in flight");

    await b.stop("SIGKILL");
    await waitFor(
      () => standIn.heldGone().length === 1,
      10_000,
      "the stand-in to see the killed instance's connection close",
    );
    // The killed instance's claims (its delivery and any e-mail it was sending) last two minutes:
    // instead of waiting, the test moves their expiry into the past, the state the other instances
    // would find then.
    const orphaned = commentOf(standIn.heldGone()[0].headers);
    const [{ claimed_by: killed }] = await query<{ claimed_by: string }>(
      `select o.claimed_by from outbox o join contact_messages c on c.id = o.submission_id
      where o.kind = 'contact' and c.comment = '${orphaned.replace(/'/g, "''")}'`,
    );
    expect(killed).toBeTruthy();
    const killedMailRows = new Set(
      (
        await query<{ id: number | string }>(
          `select id from mail_outbox where claimed_by = '${killed.replace(/'/g, "''")}'`,
        )
      ).map((row) => String(row.id)),
    );
    for (const table of ["outbox", "mail_outbox"]) {
      await query(
        `update ${table} set claimed_until = '1970-01-01T00:00:00.000Z' where claimed_by = '${killed.replace(/'/g, "''")}'`,
      );
    }
    standIn.release();

    const secondHalf = Array.from({ length: SUBMISSIONS / 2 }, (_, i) => SUBMISSIONS / 2 + i);
    await pool(secondHalf, 30, (i) => send([a, c], i));

    // With the killed instance's claim expired, another instance sends its message.
    await waitFor(
      () => new Set(standIn.deliveries.map((d) => commentOf(d.headers))).size >= SUBMISSIONS,
      90_000,
      "600 deliveries",
    );
    // Once every row is marked delivered nothing can send it again; then count what arrived.
    await waitFor(
      async () =>
        Number((await query<{ n: string }>("select count(*) n from outbox where status <> 'delivered'"))[0].n) === 0,
      30_000,
      "every row marked delivered",
    );
    const seconds = (Date.now() - started) / 1000;
    await waitFor(
      async () =>
        Number((await query<{ n: string }>("select count(*) n from mail_outbox where status <> 'sent'"))[0].n) === 0,
      60_000,
      "every e-mail marked sent",
    );
    const mailed = smtp.received
      .map((mail) => /multi-instance message (\d+)/.exec(mailPart(mail.raw, "text/plain"))?.[1])
      .filter((n) => n !== undefined);
    const mailsPerMessage = new Map<string, number>();
    for (const n of mailed) mailsPerMessage.set(n, (mailsPerMessage.get(n) ?? 0) + 1);

    const comments = standIn.deliveries.map((d) => commentOf(d.headers));
    const duplicates = comments.length - new Set(comments).size;
    const ours = "from contact_messages c where c.comment like 'multi-instance message %'";
    const [{ stored }] = await query<{ stored: string }>(`select count(*) as stored ${ours}`);
    const outbox = await query<{ status: string; count: string }>(
      `select o.status, count(*) from outbox o where o.kind = 'contact' and o.submission_id in (select c.id ${ours}) group by o.status`,
    );

    console.log(
      `multi-instance: stored ${stored}, delivered ${comments.length}, duplicates ${duplicates}, ` +
        `abandoned by the killed instance ${standIn.abandoned.length}, ${seconds.toFixed(1)} s; ` +
        `staff e-mails ${mailed.length} for ${mailsPerMessage.size} messages (most for one: ${Math.max(...mailsPerMessage.values())})`,
    );
    expect(Number(stored)).toBe(SUBMISSIONS);
    expect(outbox).toEqual([{ status: "delivered", count: String(SUBMISSIONS) }]);
    expect(comments).toHaveLength(SUBMISSIONS);
    expect(duplicates).toBe(0);
    for (let i = 0; i < SUBMISSIONS; i++) expect(comments).toContain(`multi-instance message ${i}`);
    // An e-mail to staff for every message, whichever instance sent it. SMTP has no idempotency
    // key: the e-mail the killed instance was sending may have been accepted just before the kill,
    // and is then sent again by another instance, as the same message (same Message-ID). Any other
    // second copy is a bug.
    expect(mailsPerMessage.size).toBe(SUBMISSIONS);
    const copies = new Map<string, number>();
    for (const mail of smtp.received) {
      const id = headerLines(mail.raw).find((line) => /^message-id:/i.test(line)) ?? "";
      copies.set(id, (copies.get(id) ?? 0) + 1);
    }
    const sentTwice = [...copies].filter(([, count]) => count > 1).map(([id]) => /<mail-(\d+)\./.exec(id)?.[1] ?? id);
    expect(
      sentTwice.every((row) => killedMailRows.has(row)),
      `sent twice: ${sentTwice.join(", ")}`,
    ).toBe(true);
    expect([...copies.values()].every((count) => count <= 2)).toBe(true);

    // The killed instance's claimed message never got an answer; another instance delivered it once.
    expect(standIn.abandoned).toHaveLength(1);
    expect(commentOf(standIn.abandoned[0].headers)).toBe(orphaned);
    expect(comments.filter((comment) => comment === orphaned)).toHaveLength(1);
  });

  test("connections the database server ends (as a restart does) while visitors post: each instance logs it, keeps serving, and nothing is uncaught", async () => {
    const [a, , c] = sites;
    const live = [a, c];
    const outputBefore = live.map((site) => site.output().length);
    let answered = 0;
    let posting = true;
    const statuses = new Map<number, number>();
    const load = pool(
      Array.from({ length: 8 }, (_, i) => i),
      8,
      async (worker) => {
        for (let i = 0; posting; i++) {
          const response = await postForm(
            live[(worker + i) % 2].url,
            "/contact",
            {
              name: `Cut ${worker}.${i}`,
              email: `cut${worker}@example.com`,
              number: "555-0100",
              comment: "while connections are cut",
            },
            { headers: { "x-forwarded-for": `10.9.${worker}.${i % 250}` } },
          );
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          answered++;
        }
      },
    );
    try {
      // Five times, once posts are flowing: every connection of the site's database ends at once.
      for (let round = 0; round < 5; round++) {
        const target = answered + 20;
        await waitFor(() => answered >= target, 30_000, "posts to flow");
        await query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
        );
      }
      const target = answered + 20;
      await waitFor(() => answered >= target, 30_000, "posts to flow after the last cut");
    } finally {
      posting = false;
      await load;
    }
    console.log(`connections cut: answers ${JSON.stringify(Object.fromEntries(statuses))}`);
    // A post caught by a cut is answered "try again" (503); none is answered with a crash.
    expect([...statuses.keys()].every((status) => status === 302 || status === 503)).toBe(true);
    for (const [index, site] of live.entries()) {
      const logged = site.output().slice(outputBefore[index]);
      expect(site.child.exitCode, site.url).toBeNull();
      expect(logged, site.url).not.toContain("uncaught exception");
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    }
    expect(
      live.some((site, index) => site.output().slice(outputBefore[index]).includes("database connection lost")),
    ).toBe(true);
  });
});
