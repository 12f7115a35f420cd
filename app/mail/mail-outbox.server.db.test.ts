import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { waitFor } from "../../tests/support/concurrency";
import { startSmtpSink } from "../../tests/support/smtp-sink";

// The mail outbox against a real SMTP server on loopback that accepts later than an attempt may
// last (scaled down: a 1.5 s limit instead of 60 s; the server answers only when the test says).
const sink = await startSmtpSink();
process.env.SMTP_URL = sink.url;
process.env.MAIL_FROM = "Northbridge desk <desk@northbridge-lpo.example>";
process.env.STAFF_NOTIFY_TO = "intake@northbridge-lpo.example";
process.env.VISITOR_ACK = "false";
process.env.OUTBOX_ATTEMPT_TIMEOUT_MS = "1500";
process.env.OUTBOX_BASE_BACKOFF_MS = "10";
const { closeDb, db, migrateToLatest } = await import("~/db/db.server");
const { saveContactMessage } = await import("~/submissions/submissions.server");
const { retryMail, sendDueMail, stopMailWorker } = await import("./mail.server");

beforeAll(migrateToLatest);
afterAll(async () => {
  sink.release();
  await stopMailWorker();
  await closeDb();
  await sink.close();
});

describe(`the mail outbox with a slow mail server (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("a server that accepts after twice the attempt's limit gets the e-mail once: the connection is destroyed at the limit, and the e-mail waits for staff as unknown", async () => {
    sink.holdData = true;
    await saveContactMessage(
      { name: "Slow Smtp", email: "slow@firm.example", number: "555-0100", comment: "Hello", saveInfo: false },
      "198.51.100.9",
    );
    await stopMailWorker(); // the pass the submission kicked
    await waitFor(async () => (await sendDueMail()) === 0 && sink.dataArrived === 1, 20_000, "the held message");
    const [row] = await db.selectFrom("mail_outbox").selectAll().execute();
    expect(row).toMatchObject({ status: "unknown", attempts: 1, claimed_by: null });
    expect(row.last_error).toMatch(/no answer within the attempt's limit of 1500 ms\); it may have been sent/);
    // The site destroyed its connection: none is left open at the server.
    await waitFor(() => sink.openConnections() === 0, 10_000, "the connection to close");
    // The server accepts it late, as a slow one may; the outbox does not send it again by itself.
    sink.release();
    expect(await sendDueMail()).toBe(0);
    expect(sink.dataArrived).toBe(1);

    // Staff see it did not arrive and retry it.
    expect(await retryMail(row.id)).toBe(true);
    await stopMailWorker();
    expect((await db.selectFrom("mail_outbox").select("status").executeTakeFirstOrThrow()).status).toBe("sent");
    expect(sink.dataArrived).toBe(2);
  });
});
