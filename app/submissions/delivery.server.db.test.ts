import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startAdminApiStandIn } from "../../tests/support/admin-api-standin";
import { waitFor } from "../../tests/support/concurrency";

// The provider's API is the one outside system stood in for; the database is real.
const standIn = await startAdminApiStandIn({});
process.env.ADMIN_API_URL = standIn.url;
// Scaled down from 60 s, so a partner "twice as slow as the limit" costs this file about 3 s.
process.env.OUTBOX_ATTEMPT_TIMEOUT_MS = "1500";
const { closeDb, db, migrateToLatest } = await import("~/db/db.server");
const { deliverDue, deliverNow, retryDelivery, stopOutboxWorker } = await import("./delivery.server");
const { saveApplication, saveBooking, saveContactMessage } = await import("./submissions.server");

const resume = fs.readFileSync(path.join(import.meta.dirname, "../../tests/support/sample-resume.pdf"));
const contact = (n: number) => ({
  name: `Visitor ${n}`,
  email: `v${n}@firm.example`,
  number: "555-0100",
  comment: `Message ${n}`,
  saveInfo: false,
});

beforeAll(migrateToLatest);
beforeEach(() => {
  standIn.deliveries.length = 0;
  standIn.deliveryStatus = 200;
  standIn.release();
});
afterAll(async () => {
  await closeDb();
  await standIn.close();
});

async function outboxRows() {
  return db.selectFrom("outbox").selectAll().orderBy("id").execute();
}

describe(`submissions and their delivery (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("each kind is stored with its outbox row and delivered once in the admin API's documented format (docs/product.md)", async () => {
    await db.deleteFrom("outbox").execute();
    const c = await saveContactMessage(contact(1), "198.51.100.1");
    const b = await saveBooking(
      {
        name: "Ana Ruiz",
        email: "ana@firm.example",
        phone: "555-0101",
        comment: "Two days a week",
        saveInfo: true,
        tier: null,
        role: "Paralegal",
        price: "$1,200",
      },
      "198.51.100.2",
    );
    const a = await saveApplication(
      {
        name: "Sam Poe",
        email: "sam@mail.example",
        phone: "555-0102",
        experience: "3 years",
        comment: "",
        saveInfo: false,
        job: {
          id: 1,
          name: "Case Manager",
          employmentType: "Full-time",
          validity: "2026-12-31",
          location: "Remote",
          position: "1",
          price1: "15",
          price2: "20",
        },
        resume: { data: resume, name: "cv.pdf", type: "application/pdf" },
      },
      "198.51.100.3",
    );
    for (const saved of [c, b, a]) expect(saved.outboxId).toEqual(expect.any(Number));

    const stored = await db
      .selectFrom("applications")
      .select(["resume_data", "resume_name", "resume_path"])
      .where("id", "=", a.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.compare(stored.resume_data!, resume)).toBe(0);
    expect(stored.resume_path).toBeNull();

    expect(await deliverNow(a.outboxId!)).toEqual({ outcome: "delivered" });
    expect(await deliverDue()).toBe(2);
    expect(await deliverDue()).toBe(0);
    // (the stand-in decodes the path, as the provider's API must)
    expect(standIn.deliveries.map((d) => d.path).sort()).toEqual([
      "save_application",
      "save_booking_from_header/Ana Ruiz-ana@firm.example-555-0101-Paralegal-$1,200-Two days a week-true",
      "save_contact_form",
    ]);
    const application = standIn.deliveries.find((d) => d.path === "save_application")!;
    expect(application.body.includes(resume)).toBe(true);
    expect((await outboxRows()).every((row) => row.status === "delivered" && row.claimed_by === null)).toBe(true);
  });

  test("workers running side by side deliver every row exactly once", async () => {
    await db.deleteFrom("outbox").execute();
    for (let n = 0; n < 60; n++) await saveContactMessage(contact(100 + n), "198.51.100.4");
    // On PostgreSQL these run on separate pooled connections at the same time, as instances would.
    const attempted = await Promise.all([deliverDue(100), deliverDue(100), deliverDue(100), deliverDue(100)]);
    // A worker stops when every row left is locked by another's claim at that moment; the next
    // poll takes what remains. Each row is attempted once in all.
    attempted.push(await deliverDue(100));
    expect(attempted.reduce((a, b) => a + b, 0)).toBe(60);
    const comments = standIn.deliveries.map((d) => decodeURIComponent(String(d.headers["x-comment"])));
    expect(comments).toHaveLength(60);
    expect(new Set(comments).size).toBe(60);
    expect((await outboxRows()).filter((row) => row.status === "delivered")).toHaveLength(60);
  });

  test("a refused delivery is retried later; a claim left by a dead instance expires and the row is delivered", async () => {
    await db.deleteFrom("outbox").execute();
    const refused = await saveContactMessage(contact(900), "198.51.100.5");
    standIn.deliveryStatus = 503;
    expect(await deliverDue()).toBe(1);
    let row = await db.selectFrom("outbox").selectAll().where("id", "=", refused.outboxId!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "status 503", claimed_by: null });
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    expect(await deliverDue()).toBe(0);

    standIn.deliveryStatus = 200;
    const orphan = await saveContactMessage(contact(901), "198.51.100.5");
    const held = await saveContactMessage(contact(902), "198.51.100.5");
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    await db
      .updateTable("outbox")
      .set({ claimed_by: "instance-that-died", claimed_until: past })
      .where("id", "=", orphan.outboxId!)
      .execute();
    await db
      .updateTable("outbox")
      .set({ claimed_by: "instance-still-working", claimed_until: future })
      .where("id", "=", held.outboxId!)
      .execute();
    expect(await deliverDue()).toBe(1);
    expect(standIn.deliveries.map((d) => decodeURIComponent(String(d.headers["x-comment"])))).toEqual(["Message 901"]);
    row = await db.selectFrom("outbox").selectAll().where("id", "=", held.outboxId!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", claimed_by: "instance-still-working" });
  });

  test("an admin API that answers after twice the attempt's limit gets the submission once: the request is aborted, its connection closed, and the row waits for staff as unknown", async () => {
    await db.deleteFrom("outbox").execute();
    const arrivalsBefore = standIn.arrivals();
    standIn.hold = true;
    const slow = await saveContactMessage(contact(950), "198.51.100.6");
    expect(await deliverDue()).toBe(1);
    // The stand-in saw its sender hang up: the attempt ended with its socket.
    await waitFor(() => standIn.heldGone().length === 1, 10_000, "the aborted request's connection to close");
    let row = await db.selectFrom("outbox").selectAll().where("id", "=", slow.outboxId!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "unknown", attempts: 1, claimed_by: null });
    expect(row.last_error).toMatch(
      /^no answer from the admin API \(no answer within the attempt's limit of 1500 ms\); it may have kept/,
    );
    // The API completes it late, as a slow one may: that copy is the only one.
    standIn.release();
    expect(await deliverDue()).toBe(0);
    expect(standIn.arrivals() - arrivalsBefore).toBe(1);

    // Staff checked the provider's system, found nothing, and retry: now it is delivered.
    expect(await retryDelivery(slow.outboxId!)).toBe(true);
    await stopOutboxWorker();
    row = await db.selectFrom("outbox").selectAll().where("id", "=", slow.outboxId!).executeTakeFirstOrThrow();
    expect(row.status).toBe("delivered");
    expect(standIn.arrivals() - arrivalsBefore).toBe(2);
  });

  test("a 504 from a gateway in front of the API is unknown, not retried: the API behind it may still finish", async () => {
    await db.deleteFrom("outbox").execute();
    const behindGateway = await saveContactMessage(contact(960), "198.51.100.6");
    standIn.deliveryStatus = 504;
    expect(await deliverDue()).toBe(1);
    const row = await db
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", behindGateway.outboxId!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "unknown", attempts: 1 });
    expect(await deliverDue()).toBe(0);
  });
});
