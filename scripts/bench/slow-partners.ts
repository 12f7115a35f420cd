/**
 * Copies delivered by slow partners (issue #34): an admin API that answers each delivery after
 * 20 s and a mail server that accepts each message after 30 s, with the site's default claim and
 * timeouts, two instances on one database. Prints how many copies of each submission reached the
 * API and of each e-mail reached the mail server (target: exactly one each). About two minutes.
 * `node --import tsx scripts/bench/slow-partners.ts [site root]` — a root with its own build/
 * measures that build instead.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startAdminApiStandIn } from "../../tests/support/admin-api-standin";
import { waitFor } from "../../tests/support/concurrency";
import { siteDatabase } from "../../tests/support/database";
import { postForm } from "../../tests/support/forms";
import { headerLines, startSmtpSink } from "../../tests/support/smtp-sink";
import { startSite } from "../site-process";

const API_DELAY_MS = 20_000;
const SMTP_DELAY_MS = 30_000;
const CONTACTS = 3;

export async function slowPartnersBench(root?: string) {
  const standIn = await startAdminApiStandIn({ get_career_data: [] });
  const sink = await startSmtpSink();
  standIn.deliveryDelayMs = API_DELAY_MS;
  sink.acceptDelayMs = SMTP_DELAY_MS;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-slow-partners-"));
  const env = {
    ADMIN_API_URL: standIn.url,
    SMTP_URL: sink.url,
    MAIL_FROM: "desk@northbridge-lpo.example",
    STAFF_NOTIFY_TO: "intake@northbridge-lpo.example",
    VISITOR_ACK: "true",
    FORM_RATE_LIMIT: "1000",
  };
  const first = await startSite(env, { dataDir, root, startTimeoutMs: 60_000 });
  const second = await startSite(env, { dataDir, root, startTimeoutMs: 60_000 });
  const started = Date.now();
  try {
    for (let i = 0; i < CONTACTS; i++) {
      const site = i % 2 ? second : first;
      const answer = await postForm(site.url, "/contact", {
        name: `Slow ${i}`,
        email: `slow${i}@example.com`,
        number: "555-0160",
        comment: `slow partners ${i}`,
      });
      if (answer.status !== 302) throw new Error(`contact ${i} answered ${answer.status}`);
    }
    const pending = () => {
      const db = siteDatabase(dataDir);
      try {
        const outbox = db.prepare("select count(*) n from outbox where status = 'pending'").get() as { n: number };
        const mail = db.prepare("select count(*) n from mail_outbox where status = 'pending'").get() as { n: number };
        return outbox.n + mail.n;
      } finally {
        db.close();
      }
    };
    // Settled, or five minutes: a site that cuts the attempts short may never get an answer at all.
    const settled = await waitFor(() => pending() === 0, 5 * 60_000, "every delivery and e-mail to be settled").then(
      () => true,
      () => false,
    );
    // Answers still on their way (a copy the API or the mail server is still working on) arrive too.
    await new Promise((resolve) => setTimeout(resolve, Math.max(API_DELAY_MS, SMTP_DELAY_MS) + 2000));
    const apiCopies = standIn.arrivals();
    const perMail = new Map<string, number>();
    for (const mail of sink.received) {
      const id = headerLines(mail.raw).find((line) => /^message-id:/i.test(line)) ?? "";
      perMail.set(id, (perMail.get(id) ?? 0) + 1);
    }
    const db = siteDatabase(dataDir);
    const rows = {
      outbox: db.prepare("select status, count(*) n from outbox group by status").all(),
      mail: db.prepare("select status, count(*) n from mail_outbox group by status").all(),
    };
    db.close();
    const result = {
      submissions: CONTACTS,
      apiCopies,
      apiCopiesPerSubmission: apiCopies / CONTACTS,
      emails: perMail.size,
      emailCopies: sink.received.length,
      mostCopiesOfOneEmail: Math.max(0, ...perMail.values()),
      settled,
      seconds: Math.round((Date.now() - started) / 1000),
      rows,
    };
    console.log(
      `slow partners (API answers after ${API_DELAY_MS / 1000} s, mail server accepts after ${SMTP_DELAY_MS / 1000} s, two instances): ` +
        `${CONTACTS} contact messages reached the API ${apiCopies} times; ${perMail.size} e-mails (staff and visitor) reached the mail server ` +
        `${sink.received.length} times, at most ${result.mostCopiesOfOneEmail} of one; ${settled ? "all settled" : "NOT settled"} after ${result.seconds} s; rows ${JSON.stringify(rows)}`,
    );
    return result;
  } finally {
    await Promise.all([first.stop(), second.stop()]);
    await standIn.close();
    await sink.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await slowPartnersBench(process.argv[2]);
