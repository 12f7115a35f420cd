import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import SQLite from "better-sqlite3";
import path from "node:path";
import { siteCommand, startSite, type SiteProcess } from "../../scripts/site-process";
import { sampleJobOpening, startAdminApiStandIn, type StandIn } from "../support/admin-api-standin";
import { siteDatabase } from "../support/database";
import { waitFor } from "../support/concurrency";
import { postForm, postMultipart } from "../support/forms";
import { hugeApplicationUpload } from "../support/huge-upload";
import { expect, test } from "./fixtures";

// Delivery to the provider's admin API (an external system, stood in for by a local server),
// the rate limit and upload limits: server behaviour, run once, in the JS project.
test.describe.configure({ mode: "serial" });
test.describe("server-side behaviour, run once", { tag: "@js-only" }, () => {
  let standIn: StandIn;
  let site: SiteProcess;

  function outbox(dataDir: string) {
    const db = siteDatabase(dataDir);
    try {
      return db.prepare("select kind, status, attempts from outbox order by id").all() as {
        kind: string;
        status: string;
        attempts: number;
      }[];
    } finally {
      db.close();
    }
  }

  // The job the application goes to, there from the start: the site reads the openings as it starts (Lexi's knowledge).
  const openings = [sampleJobOpening];

  test.beforeAll(async () => {
    standIn = await startAdminApiStandIn({ get_career_data: openings, "get_career_data1/9": openings });
    site = await startSite({
      ADMIN_API_URL: standIn.url,
      OUTBOX_POLL_MS: "200",
      OUTBOX_BASE_BACKOFF_MS: "200",
      FORM_RATE_LIMIT: "1000",
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await standIn?.close();
  });

  test("each kind arrives at the API in the admin API's documented format (docs/product.md)", async () => {
    standIn.deliveries = [];

    const contact = await postForm(site.url, "/contact", {
      name: "José Núñez",
      email: "jose@example.com",
      number: "555-0101",
      comment: "Line one\nLine two",
      saveInfo: "on",
    });
    expect(contact.status).toBe(302);
    const booking = await postForm(site.url, "/Booking/Intake-Specialist$15", {
      name: "Kim Lee",
      email: "kim@example.com",
      phone: "555-0102",
      comment: "Spanish-speaking intake",
      role: "Hacker",
      price: "$1",
    });
    expect(booking.status).toBe(302);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: "Ana",
      email: "ana@example.com",
      phone: "555-0103",
      comment: "Hello",
      experience: "",
    }))
      form.append(k, v);
    form.append(
      "resume",
      new Blob([fs.readFileSync(path.join(import.meta.dirname, "../support/sample-resume.pdf"))], {
        type: "application/pdf",
      }),
      "cv.pdf",
    );
    const application = await postMultipart(site.url, "/ApplyForm/remote-case-manager", form);
    expect(application.status).toBe(302);

    await waitFor(() => standIn.deliveries.length === 3);
    const byPath = (p: string) => standIn.deliveries.find((d) => d.path.startsWith(p))!;

    const c = byPath("save_contact_form");
    expect(c.method).toBe("GET");
    expect(decodeURIComponent(String(c.headers["x-name"]))).toBe("José Núñez");
    expect(decodeURIComponent(String(c.headers["x-email"]))).toBe("jose@example.com");
    expect(decodeURIComponent(String(c.headers["x-phone"]))).toBe("555-0101");
    expect(decodeURIComponent(String(c.headers["x-comment"]))).toBe("Line one\nLine two");
    expect(c.headers["x-save-info"]).toBe("true");

    const b = byPath("save_booking_from_header/");
    expect(b.method).toBe("GET");
    // $15 is the Intake Specialist's Multilingual rate: the tier, named, opens the comment.
    expect(b.path).toBe(
      "save_booking_from_header/Kim Lee-kim@example.com-555-0102-Intake Specialist-$15-Tier: Multilingual\n\nSpanish-speaking intake-false",
    );
    // Split as the API does — on "-" before decoding — the path gives back exactly the seven values.
    const segments = b.rawPath.slice("save_booking_from_header/".length).split("-").map(decodeURIComponent);
    expect(segments).toEqual([
      "Kim Lee",
      "kim@example.com",
      "555-0102",
      "Intake Specialist",
      "$15",
      "Tier: Multilingual\n\nSpanish-speaking intake",
      "false",
    ]);
    // Only the documented headers: the provider's API has no idempotency key (docs/product.md).
    for (const delivery of standIn.deliveries) expect(delivery.headers["idempotency-key"]).toBeUndefined();
    expect(decodeURIComponent(String(b.headers["role"]))).toBe("Intake Specialist");
    expect(decodeURIComponent(String(b.headers["price"]))).toBe("$15");
    expect(b.headers["save-info"]).toBe("false");

    const a = byPath("save_application");
    expect(a.method).toBe("POST");
    expect(String(a.headers["content-type"])).toMatch(/^multipart\/form-data/);
    const text = a.body.toString("latin1");
    for (const [field, value] of Object.entries({
      name: "Ana",
      job_name: "Remote Case Manager",
      employment_type: "Full-time",
      experience: "N/A",
      location: "Remote (Jamaica)",
      position: "Case Manager",
      price1: "900",
      price2: "1300",
      validity: "2026-12-31",
      comment: "Hello",
      saveInfo: "false",
    })) {
      expect(text, field).toMatch(new RegExp(`name="${field}"\\r\\n\\r\\n${value.replace(/[$()]/g, "\\$&")}\\r\\n`));
    }
    expect(text).toContain('name="resume"; filename="cv.pdf"');
    expect(text).toContain("%PDF-");
    expect(outbox(site.dataDir).every((row) => row.status === "delivered")).toBe(true);
  });

  test("a booking's tier and start date reach the API by name at the head of the comment (it has no field for them)", async () => {
    standIn.deliveries = [];
    const response = await postForm(site.url, "/Booking/Paralegal-Role$14", {
      name: "Lee",
      email: "lee@example.com",
      phone: "555-0111",
      comment: "Start soon",
      tier: "full-time",
      startDate: "2027-03-01",
    });
    expect(response.status).toBe(302);
    await waitFor(() => standIn.deliveries.length === 1);
    const [delivery] = standIn.deliveries;
    const segments = delivery.rawPath.slice("save_booking_from_header/".length).split("-").map(decodeURIComponent);
    expect(segments).toEqual([
      "Lee",
      "lee@example.com",
      "555-0111",
      "Paralegal",
      "$14",
      "Tier: Full Time\nPreferred start date: 2027-03-01\n\nStart soon",
      "false",
    ]);
    expect(decodeURIComponent(String(delivery.headers["comment"]))).toBe(
      "Tier: Full Time\nPreferred start date: 2027-03-01\n\nStart soon",
    );
  });

  test("the API's rejection of an application is shown with its message; a network failure is queued, not lost", async () => {
    standIn.applicationAnswer = { success: false, message: "Position already filled" };
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: "Rejected", email: "rejected@example.com", phone: "1", comment: "Hi" }))
      form.append(k, v);
    const rejected = await postMultipart(site.url, "/ApplyForm/remote-case-manager", form);
    expect(rejected.status).toBe(422);
    expect(await rejected.text()).toContain("Position already filled");
    standIn.applicationAnswer = { success: false };
    const rejectedPlain = await postMultipart(site.url, "/ApplyForm/remote-case-manager", form);
    expect(await rejectedPlain.text()).toContain("Submission failed");
    standIn.applicationAnswer = { success: true, message: "Saved" };
  });

  test("with the API down at first, everything arrives exactly once after it returns, across a restart", async () => {
    standIn.deliveries = [];
    standIn.mode = "down";
    const dataDir = site.dataDir;
    const before = outbox(dataDir).length;
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await postForm(site.url, "/contact", {
            name: `Queued ${i}`,
            email: `queued${i}@example.com`,
            number: "1",
            comment: "while down",
          })
        ).status,
      ).toBe(302);
      expect(
        (
          await postForm(site.url, "/Booking/Legal-Admin$18", {
            name: `Queued ${i}`,
            email: `queued${i}@example.com`,
            phone: "1",
            comment: "while down",
          })
        ).status,
      ).toBe(302);
    }
    await waitFor(() =>
      outbox(dataDir)
        .slice(before)
        .every((row) => row.attempts >= 1),
    );
    expect(standIn.deliveries).toHaveLength(0);

    await site.stop();
    standIn.mode = "ok";
    site = await startSite(
      { ADMIN_API_URL: standIn.url, OUTBOX_POLL_MS: "200", OUTBOX_BASE_BACKOFF_MS: "200", FORM_RATE_LIMIT: "1000" },
      { dataDir },
    );
    // Once every row is marked delivered, nothing can send it again: then count what arrived.
    await waitFor(
      () =>
        outbox(dataDir)
          .slice(before)
          .every((row) => row.status === "delivered"),
      20_000,
      "every queued row to be delivered",
    );
    expect(standIn.deliveries).toHaveLength(10);
    const names = standIn.deliveries.map(
      (d) => decodeURIComponent(String(d.headers["x-name"] ?? d.headers["name"])) + d.path.slice(0, 8),
    );
    expect(new Set(names).size).toBe(10);
    expect(
      outbox(dataDir)
        .slice(before)
        .every((row) => row.status === "delivered"),
    ).toBe(true);
  });

  test("an API answer that never ends is read only up to the delivery cap: the accepted delivery is marked delivered once, and the log says so", async () => {
    standIn.deliveries = [];
    standIn.endlessAnswersCut = 0;
    standIn.endlessDeliveryAnswers = true;
    const before = outbox(site.dataDir).length;
    try {
      expect(
        (
          await postForm(site.url, "/contact", {
            name: "Endless Answer",
            email: "endless@example.com",
            number: "1",
            comment: "the API talks forever",
          })
        ).status,
      ).toBe(302);
      // The API accepted it (200): the status decides, and the rest of its answer is not waited for.
      await waitFor(
        () => outbox(site.dataDir)[before]?.status === "delivered",
        20_000,
        "the delivery to be marked delivered",
      );
      expect(outbox(site.dataDir)[before]).toMatchObject({ status: "delivered", attempts: 1 });
      await waitFor(() => standIn.endlessAnswersCut === 1, 10_000, "the site to hang up on the endless answer");
      expect(standIn.deliveries).toHaveLength(1);
      // Logged as the site hangs up: the stand-in may see the hang-up first.
      await expect.poll(() => site.output()).toMatch(/admin API save_contact_form: answer larger than 8 KB, cut off\n/);
    } finally {
      standIn.endlessDeliveryAnswers = false;
    }
  });

  test("an application accepted with an answer past the cap is delivered once, not sent again because its answer could not be read", async () => {
    standIn.deliveries = [];
    standIn.endlessAnswersCut = 0;
    standIn.endlessDeliveryAnswers = true;
    const before = outbox(site.dataDir).length;
    try {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        name: "Long Answer",
        email: "long-answer@example.com",
        phone: "555-0104",
        comment: "Hello",
        experience: "",
      }))
        form.append(k, v);
      expect((await postMultipart(site.url, "/ApplyForm/remote-case-manager", form)).status).toBe(302);
      await waitFor(
        () => outbox(site.dataDir)[before]?.status === "delivered",
        20_000,
        "the application to be marked delivered",
      );
      expect(outbox(site.dataDir)[before]).toMatchObject({ status: "delivered", attempts: 1 });
      expect(standIn.deliveries.filter((d) => d.path === "save_application")).toHaveLength(1);
      // Logged as the site hangs up: the stand-in may see the hang-up first.
      await expect.poll(() => site.output()).toMatch(/admin API save_application: answer larger than 8 KB, cut off\n/);
    } finally {
      standIn.endlessDeliveryAnswers = false;
    }
  });

  test("a 100 MB upload is refused at the limit with the form's text, and nothing is written to disk", async () => {
    // What it costs the server's memory is a budget of npm run bench (scripts/bench/upload-memory.ts).
    // The opening the stand-in serves.
    const applyForm = `${site.url}/ApplyForm/remote-case-manager`;
    const formPage = await (await fetch(applyForm)).text();
    const started = /name="form_started"[^>]*value="([^"]+)"/.exec(formPage)?.[1] ?? "";
    const response = await fetch(applyForm, hugeApplicationUpload(started, 100 * 1024 * 1024));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Resume file size cannot exceed 5 MB.");
    // Uploads are read in memory and never written to the data folder (the applications sent
    // before this one included).
    expect(fs.existsSync(path.join(site.dataDir, "resumes"))).toBe(false);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  });

  test("a delivery the API can never take fails at once; one that keeps failing stops after OUTBOX_MAX_ATTEMPTS; both are listed as failed, never pending", async () => {
    const refusing = await startAdminApiStandIn({});
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-failed-"));
    const failing = await startSite(
      {
        ADMIN_API_URL: refusing.url,
        OUTBOX_POLL_MS: "100",
        OUTBOX_BASE_BACKOFF_MS: "50",
        OUTBOX_MAX_ATTEMPTS: "3",
        FORM_RATE_LIMIT: "1000",
      },
      { dataDir },
    );
    try {
      refusing.deliveryStatus = 431;
      expect(
        (
          await postForm(failing.url, "/contact", {
            name: "Too Big",
            email: "big@example.com",
            number: "1",
            comment: "headers too large for the API",
          })
        ).status,
      ).toBe(302);
      await waitFor(
        () => outbox(dataDir).some((row) => row.status === "failed"),
        10_000,
        "the refused delivery to fail",
      );
      expect(outbox(dataDir).map((r) => [r.status, r.attempts])).toEqual([["failed", 1]]);

      refusing.deliveryStatus = 503;
      expect(
        (
          await postForm(failing.url, "/contact", {
            name: "Flaky",
            email: "flaky@example.com",
            number: "1",
            comment: "the API keeps failing",
          })
        ).status,
      ).toBe(302);
      await waitFor(() => outbox(dataDir)[1]?.status === "failed", 20_000, "the retried delivery to give up");
      expect(outbox(dataDir)[1]).toMatchObject({ status: "failed", attempts: 3 });

      const listing = spawnSync(process.execPath, siteCommand("submissions"), {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(listing.stdout).toMatch(/Too Big <big@example\.com> \[failed, 1 attempt\(s\) last error: status 431\]/);
      expect(listing.stdout).toMatch(/Flaky <flaky@example\.com> \[failed, 3 attempt\(s\) last error: status 503\]/);
    } finally {
      await failing.stop();
      await refusing.close();
    }
  });

  test("the staff listing never migrates the database it reads, and prints visitors' names without control characters", async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "site-unmigrated-"));
    const run = spawnSync(process.execPath, siteCommand("submissions"), {
      env: { ...process.env, DATA_DIR: empty },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("start the site once");
    const probe = new SQLite(path.join(empty, "site.db"), { readonly: true });
    expect(probe.prepare("select count(*) n from sqlite_master where type = 'table'").get()).toEqual({ n: 0 });
    probe.close();

    expect(
      (
        await postForm(site.url, "/contact", {
          name: "Eve\u001b[2J\u001b[31m\nForged #1 row",
          email: "eve@example.com",
          number: "1",
          comment: "escape",
        })
      ).status,
    ).toBe(302);
    const listing = spawnSync(process.execPath, siteCommand("submissions"), {
      env: { ...process.env, DATA_DIR: site.dataDir },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(listing.stdout).toContain("Eve[2J[31mForged #1 row <eve@example.com>");
    expect(listing.stdout).not.toContain("\u001b");
  });
});
