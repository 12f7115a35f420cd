import fs from "node:fs";
import { startSite, type SiteProcess } from "../../scripts/site-process";
import { sampleJobOpening, startAdminApiStandIn, type StandIn } from "../support/admin-api-standin";
import { waitFor } from "../support/concurrency";
import { siteDatabase } from "../support/database";
import { postForm, postMultipart } from "../support/forms";
import { headerLines, mailPart, startSmtpSink, type ReceivedMail, type SmtpSink } from "../support/smtp-sink";
import { addStaff, signIn } from "../support/staff";
import { expect, test } from "./fixtures";

// E-mail through a real SMTP server on loopback, and failures staff see and retry in the desk.
// Server behaviour on a site of its own, run once.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  const STAFF = ["intake@northbridge-lpo.example", "partner@northbridge-lpo.example"];
  let sink: SmtpSink;
  let standIn: StandIn;
  let site: SiteProcess;

  function query<T>(sql: string, ...params: unknown[]): T[] {
    const db = siteDatabase(site.dataDir);
    try {
      return db.prepare(sql).all(...params) as T[];
    } finally {
      db.close();
    }
  }

  const toStaff = (mail: ReceivedMail) => mail.to.every((to) => STAFF.includes(to));

  test.beforeAll(async () => {
    sink = await startSmtpSink();
    const job = sampleJobOpening;
    standIn = await startAdminApiStandIn({ get_career_data: [job], "get_career_data1/9": [job] });
    site = await startSite({
      SMTP_URL: sink.url,
      MAIL_FROM: "Northbridge LPO <desk@northbridge-lpo.example>",
      STAFF_NOTIFY_TO: STAFF.join(", "),
      VISITOR_ACK: "true",
      NOTIFY_ATTACH_RESUME: "true",
      ADMIN_API_URL: standIn.url,
      OUTBOX_POLL_MS: "100",
      OUTBOX_BASE_BACKOFF_MS: "100",
      OUTBOX_MAX_ATTEMPTS: "2",
      FORM_RATE_LIMIT: "1000",
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await standIn?.close();
    await sink?.close();
  });

  test("one e-mail to staff per new contact, booking, application and chat lead, linking to the desk; the visitor's confirmation; a refusing server retried; a hostile name injects nothing", async () => {
    // The mail server refuses the first message, then accepts.
    sink.refuse = 1;
    expect(
      (
        await postForm(site.url, "/contact", {
          name: "Carla Contact",
          email: "carla@firm.example",
          number: "555-0100",
          comment: "<b>Call me</b>",
        })
      ).status,
    ).toBe(302);
    expect(
      (
        await postForm(site.url, "/Booking/Legal-Admin$18", {
          name: "Bert Booking",
          email: "bert@firm.example",
          phone: "555-0101",
          comment: "Mondays",
        })
      ).status,
    ).toBe(302);
    const application = new FormData();
    for (const [k, v] of Object.entries({
      name: "Ada Applicant",
      email: "ada@mail.example",
      phone: "555-0102",
      comment: "Hello",
      experience: "3 years",
    }))
      application.append(k, v);
    application.append(
      "resume",
      new Blob([fs.readFileSync("tests/support/sample-resume.pdf")], { type: "application/pdf" }),
      "cv.pdf",
    );
    expect((await postMultipart(site.url, "/ApplyForm/remote-case-manager", application)).status).toBe(302);
    const lead = await fetch(`${site.url}/api/chat/lead`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.url },
      body: JSON.stringify({
        name: "Mallory\r\nBcc: victim@evil.example\r\nX-Injected: yes",
        email: "mallory@firm.example",
        company_name: "Evil\nCorp",
      }),
    });
    expect(lead.status).toBe(201);

    // Four to staff, four confirmations; every row marked sent, so nothing can go again.
    await waitFor(() => sink.received.length >= 8, 30_000, "eight e-mails");
    await waitFor(
      () => query<{ n: number }>("select count(*) n from mail_outbox where status <> 'sent'")[0].n === 0,
      10_000,
      "every e-mail marked sent",
    );
    expect(sink.received).toHaveLength(8);
    expect(sink.refused).toBe(1);

    const ids = {
      contact: query<{ id: number }>("select id from contact_messages where email = 'carla@firm.example'")[0].id,
      booking: query<{ id: number }>("select id from bookings where email = 'bert@firm.example'")[0].id,
      application: query<{ id: number }>("select id from applications where email = 'ada@mail.example'")[0].id,
      chat: query<{ id: number }>("select id from chat_leads where email = 'mallory@firm.example'")[0].id,
    };
    const staffMail = sink.received.filter(toStaff);
    expect(staffMail).toHaveLength(4);
    for (const [kind, id] of Object.entries(ids)) {
      const link = `${site.url}/staff/${kind}/${id}`;
      expect(
        staffMail.filter((mail) => mailPart(mail.raw, "text/plain").includes(link)),
        kind,
      ).toHaveLength(1);
      expect(
        staffMail.filter((mail) => mailPart(mail.raw, "text/html").includes(`href="${link}"`)),
        kind,
      ).toHaveLength(1);
    }
    const booking = staffMail.find((mail) => mailPart(mail.raw, "text/plain").includes("Bert Booking"))!;
    expect(mailPart(booking.raw, "text/plain")).toMatch(/Role: Legal Admin\r?\nRate: \$18/);
    const contact = staffMail.find((mail) => mailPart(mail.raw, "text/plain").includes("Carla Contact"))!;
    expect(mailPart(contact.raw, "text/html")).toContain("&lt;b&gt;Call me&lt;/b&gt;");
    const withResume = staffMail.find((mail) => mailPart(mail.raw, "text/plain").includes("Ada Applicant"))!;
    expect(withResume.raw).toMatch(/Content-Disposition: attachment; filename=cv\.pdf/);

    // The hostile lead: no header and no recipient came from its name.
    const hostile = staffMail.find((mail) => mail.raw.includes("mallory@firm.example"))!;
    const headers = headerLines(hostile.raw);
    expect(headers.filter((h) => /^(bcc|x-injected):/i.test(h))).toEqual([]);
    for (const mail of sink.received) expect(mail.to).not.toContain("victim@evil.example");

    // Confirmations go to each visitor alone, saying what happens next.
    const acks = sink.received.filter((mail) => !toStaff(mail));
    expect(acks.map((mail) => mail.to).sort()).toEqual([
      ["ada@mail.example"],
      ["bert@firm.example"],
      ["carla@firm.example"],
      ["mallory@firm.example"],
    ]);
    const bookingAck = acks.find((mail) => mail.to[0] === "bert@firm.example")!;
    expect(mailPart(bookingAck.raw, "text/plain")).toContain("within 24 business hours");
    expect(acks.every((mail) => !mail.raw.includes("/staff/"))).toBe(true);
  });

  test("a visitor's confirmation is no relay: it repeats nothing typed beyond a short first name, and one address gets at most one an hour, across instances", async () => {
    const spam = `Claim your prize at https://prize.example/win now.${" Buy-now".repeat(350)}`;
    const second = await startSite(
      {
        SMTP_URL: sink.url,
        MAIL_FROM: "desk@northbridge-lpo.example",
        STAFF_NOTIFY_TO: STAFF.join(", "),
        VISITOR_ACK: "true",
        FORM_RATE_LIMIT: "1000",
      },
      { dataDir: site.dataDir },
    );
    try {
      const sentBefore = sink.received.length;
      const posts = [
        postForm(site.url, "/contact", {
          name: "Eve <a href='https://prize.example'>You won</a> Winner",
          email: "target@victim.example",
          number: "+1 900 555 0199",
          comment: spam,
        }),
        postForm(site.url, "/Booking/Legal-Admin$18", {
          name: "Eve Again",
          email: "Target@Victim.example",
          phone: "555-0111",
          comment: spam,
        }),
        postForm(second.url, "/contact", {
          name: "Eve Third",
          email: "target@victim.example",
          number: "555-0112",
          comment: spam,
        }),
        postForm(second.url, "/contact", {
          name: `${"Bartholomew".repeat(17)} Smith`,
          email: "long-name@victim.example",
          number: "555-0113",
          comment: spam,
        }),
      ];
      for (const answer of await Promise.all(posts)) expect(answer.status).toBe(302);
      // Four staff notices, and a confirmation for each of the two addresses.
      await waitFor(
        () =>
          query<{ n: number }>("select count(*) n from mail_outbox where status <> 'sent'")[0].n === 0 &&
          sink.received.length >= sentBefore + 6,
        30_000,
        "the e-mails",
      );
      const acks = sink.received.slice(sentBefore).filter((mail) => !toStaff(mail));
      expect(acks.map((mail) => mail.to[0].toLowerCase()).sort()).toEqual([
        "long-name@victim.example",
        "target@victim.example",
      ]);
      for (const ack of acks) {
        const text = mailPart(ack.raw, "text/plain");
        const html = mailPart(ack.raw, "text/html");
        for (const part of [text, html, ack.raw]) {
          for (const typed of ["prize", "You won", "Winner", "Buy-now", "555 0199", "Bartholomew", "Again", "Third"])
            expect(part, typed).not.toContain(typed);
        }
        expect(text.length).toBeLessThan(1200);
      }
      // Whichever of the three posts to that address came first got the confirmation, in its spelling.
      const first = acks.find((mail) => mail.to[0].toLowerCase() === "target@victim.example")!;
      expect(mailPart(first.raw, "text/plain")).toMatch(/^Hello Eve,/);
      const longName = acks.find((mail) => mail.to[0] === "long-name@victim.example")!;
      expect(mailPart(longName.raw, "text/plain")).toMatch(/^Hello,/);
    } finally {
      await second.stop();
    }
  });

  test("a delivery the API refuses and an e-mail the server keeps refusing show as failed in the desk; retry now sends both", async () => {
    const email = `retry-${Date.now()}@northbridge-lpo.example`;
    const secret = await addStaff(email, { DATA_DIR: site.dataDir });
    const { cookie } = await signIn(site.url, email, secret);
    expect(cookie).not.toBe("");
    sink.received.length = 0;
    standIn.deliveries = [];
    // 400: the API says the request can never be taken (failed at once); the mail server refuses past OUTBOX_MAX_ATTEMPTS.
    standIn.deliveryStatus = 400;
    sink.refuse = 1000;
    expect(
      (
        await postForm(site.url, "/contact", {
          name: "Rita Retry",
          email: "rita@firm.example",
          number: "555-0100",
          comment: "Retry me",
        })
      ).status,
    ).toBe(302);
    const [{ id }] = query<{ id: number }>("select id from contact_messages where email = 'rita@firm.example'");
    await waitFor(
      () =>
        query<{ status: string }>("select status from outbox where kind = 'contact' and submission_id = ?", id)[0]
          ?.status === "failed",
      10_000,
      "a failed delivery",
    );
    await waitFor(
      () =>
        query<{ n: number }>(
          "select count(*) n from mail_outbox where item_kind = 'contact' and item_id = ? and status = 'failed'",
          id,
        )[0].n === 2,
      20_000,
      "both e-mails failed",
    );

    const get = (path: string) => fetch(site.url + path, { headers: { cookie } }).then((r) => r.text());
    expect(await get("/staff")).toContain("could not be sent: open the item to retry.");
    let page = await get(`/staff/contact/${id}`);
    expect(page).toContain("Last error: the provider&#x27;s system answered with error 400");
    expect(page).toContain("Retry delivery now");
    expect(page).toMatch(/last error: [^<]*451/);

    const post = (fields: Record<string, string>) =>
      fetch(`${site.url}/staff/contact/${id}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin: site.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    standIn.deliveryStatus = 200;
    sink.refuse = 0;
    expect((await post({ intent: "retry-delivery" })).headers.get("location")).toBe(
      `/staff/contact/${id}?done=delivery`,
    );
    const mails = query<{ id: number }>(
      "select id from mail_outbox where item_kind = 'contact' and item_id = ? order by id",
      id,
    );
    for (const mail of mails)
      expect((await post({ intent: "retry-mail", mail: String(mail.id) })).headers.get("location")).toBe(
        `/staff/contact/${id}?done=mail`,
      );
    await waitFor(
      () =>
        query<{ status: string }>("select status from outbox where kind = 'contact' and submission_id = ?", id)[0]
          .status === "delivered",
      10_000,
      "delivered",
    );
    await waitFor(() => sink.received.length === 2, 10_000, "both e-mails sent");
    expect(
      standIn.deliveries.filter((d) => decodeURIComponent(String(d.headers["x-comment"])) === "Retry me"),
    ).toHaveLength(1);
    page = await get(`/staff/contact/${id}`);
    expect(page).not.toContain("Retry delivery now");
    expect(page).not.toContain("Retry e-mail now");
    expect(
      query<{ action: string }>(
        "select action from staff_audit where item_kind = 'contact' and item_id = ? order by id",
        id,
      ).map((r) => r.action),
    ).toEqual(["delivery_retried", "mail_retried", "mail_retried"]);
  });

  /** A contact message from `name`: an e-mail to staff and a confirmation to the sender. */
  const contact = (name: string) =>
    postForm(site.url, "/contact", {
      name,
      email: `${name.toLowerCase()}@firm.example`,
      number: "555-0100",
      comment: "A message",
    });

  test("a burst of e-mails shares one connection; a mail server that drops it meanwhile costs nothing", async () => {
    sink.dropConnections();
    sink.received.length = 0;
    sink.connections = 0;
    const before = query<{ n: number }>("select coalesce(max(id), 0) n from mail_outbox")[0].n;

    // Three messages, each an e-mail to staff and a confirmation: six e-mails over one connection.
    for (const name of ["Pia", "Quinn", "Rosa"]) expect((await contact(name)).status).toBe(302);
    await waitFor(() => sink.received.length === 6, 20_000, "six e-mails");
    expect(sink.connections).toBe(1);

    // The server closes the idle connection (its timeout, a restart); the next message still goes out.
    sink.dropConnections();
    expect((await contact("Sami")).status).toBe(302);
    await waitFor(() => sink.received.length === 8, 20_000, "two more e-mails");
    await waitFor(
      () =>
        query<{ n: number }>("select count(*) n from mail_outbox where id > ? and status <> 'sent'", before)[0].n === 0,
      10_000,
      "every e-mail marked sent",
    );
    expect(sink.connections).toBe(2);
  });

  test("a connection the mail server closes just as a message starts on it: the message goes out on a new one, not held as 'outcome unknown'", async () => {
    sink.received.length = 0;
    const before = query<{ n: number }>("select coalesce(max(id), 0) n from mail_outbox")[0].n;
    expect((await contact("Tess")).status).toBe(302);
    await waitFor(() => sink.received.length === 2, 20_000, "the first two e-mails");
    // The pooled connection is open and reused; the server drops it at the next message's first command.
    sink.dropAtNextMail = true;
    expect((await contact("Uma")).status).toBe(302);
    await waitFor(() => sink.received.length === 4, 20_000, "the next two e-mails, one sent again");
    await waitFor(
      () =>
        query<{ n: number }>("select count(*) n from mail_outbox where id > ? and status <> 'sent'", before)[0].n === 0,
      10_000,
      "every e-mail marked sent",
    );
    expect(sink.dropAtNextMail).toBe(false);
  });

  test("with SMTP_URL set, the privacy policy names the e-mail provider by host", async () => {
    const policy = await (await fetch(`${site.url}/privacypolicy`)).text();
    expect(policy).toContain(`With our e-mail provider (${new URL(sink.url).host})`);
    expect(policy).not.toContain("{email_processor}");
    expect(policy).not.toContain("language-model provider");
  });
});
