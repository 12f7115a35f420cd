import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { siteCommand, startSite, type SiteProcess } from "../../scripts/site-process";
import { pdfFile } from "../support/files";
import { postForm, postMultipart } from "../support/forms";
import { createPostgresDatabase, testPostgresUrl } from "../support/postgres";
import { expect, test } from "./fixtures";

// `npm run backup` against a running site: submissions written through the site (some of them
// while the backup runs) are all in the backup, which restores into a fresh data folder that a
// new site starts on. Server-side, so it runs once.
test.describe.configure({ mode: "serial" });
test.describe("server-side behaviour, run once", { tag: "@js-only" }, () => {
  const run = promisify(execFile);

  function npmScript(script: "backup" | "submissions", args: string[], dataDir: string, databaseUrl = "") {
    return run(process.execPath, siteCommand(script, args), {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    });
  }

  let site: SiteProcess | undefined;
  let restored: SiteProcess | undefined;

  test.afterAll(async () => {
    await site?.stop();
    await restored?.stop();
  });

  test("a backup taken while the site takes submissions restores every acknowledged one", async () => {
    test.setTimeout(120_000);
    site = await startSite({ FORM_RATE_LIMIT: "100000" });
    const siteUrl = site.url;
    const siteDb = new SQLite(path.join(site.dataDir, "site.db"), { readonly: true });
    const job = siteDb.prepare("select slug from job_openings order by id limit 1").get() as { slug: string };
    siteDb.close();
    const resumeBytes = fs.readFileSync(pdfFile("Backup CV.pdf"));

    const acknowledged = { contact: [] as string[], booking: [] as string[], application: [] as string[] };
    const contact = async (email: string) => {
      const response = await postForm(siteUrl, "/contact", {
        name: "Backup Visitor",
        email,
        number: "555-0150",
        comment: "Please keep me.",
      });
      expect(response.status).toBe(302);
    };
    for (let i = 0; i < 20; i++) {
      const email = `backup-contact-${i}@example.com`;
      await contact(email);
      acknowledged.contact.push(email);
    }
    for (let i = 0; i < 10; i++) {
      const email = `backup-booking-${i}@example.com`;
      const response = await postForm(siteUrl, "/Booking/Legal-Admin$18", {
        name: "Backup Booker",
        email,
        phone: "555-0151",
        comment: "Start Monday",
      });
      expect(response.status).toBe(302);
      acknowledged.booking.push(email);
    }
    for (let i = 0; i < 5; i++) {
      const email = `backup-apply-${i}@example.com`;
      const form = new FormData();
      for (const [key, value] of Object.entries({
        name: "Backup Applicant",
        email,
        phone: "555-0152",
        comment: "CV attached",
        experience: "3 years",
      }))
        form.append(key, value);
      form.append("resume", new File([resumeBytes], "Backup CV.pdf", { type: "application/pdf" }));
      const response = await postMultipart(siteUrl, `/ApplyForm/${job.slug}`, form);
      expect(response.status).toBe(302);
      acknowledged.application.push(email);
    }

    // The recent writes are still in the write-ahead log: a copy of site.db alone would miss them.
    expect(fs.statSync(path.join(site.dataDir, "site.db-wal")).size).toBeGreaterThan(0);

    // Visitors keep posting while the backup runs; those answered before it started must be in it.
    let writing = true;
    let sent = 0;
    let answered = 0;
    const writer = (async () => {
      while (writing) {
        await contact(`backup-during-${sent++}@example.com`);
        answered++;
      }
    })();
    await expect.poll(() => answered, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    const answeredBeforeBackup = answered;
    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-")), "nested", "site-backup.db");
    let stdout: string;
    try {
      ({ stdout } = await npmScript("backup", [target], site.dataDir));
    } finally {
      writing = false;
      await writer;
    }
    expect(stdout).toMatch(
      /^backup written to .*site-backup\.db in \d+ ms \(contact_messages \d+, bookings 10, applications 5\)/,
    );
    expect(fs.readdirSync(path.dirname(target))).toEqual(["site-backup.db"]);

    // Restore: the backup becomes site.db of a fresh data folder, and a site starts on it.
    const freshDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-restored-"));
    fs.copyFileSync(target, path.join(freshDir, "site.db"));
    restored = await startSite({}, { dataDir: freshDir });
    expect((await fetch(`${restored.url}/contact`)).status).toBe(200);

    // The staff tool, on the restored data, lists every acknowledged submission.
    for (const kind of ["contact", "booking", "application"] as const) {
      const { stdout: csv } = await npmScript("submissions", ["--csv", kind], freshDir);
      for (const email of acknowledged[kind]) expect(csv, `${kind} ${email}`).toContain(email);
    }
    const restoredDb = new SQLite(path.join(freshDir, "site.db"), { readonly: true });
    try {
      const resumes = restoredDb
        .prepare(
          "select email, resume_name, resume_data from applications where email like 'backup-apply-%' order by id",
        )
        .all() as {
        email: string;
        resume_name: string;
        resume_data: Buffer;
      }[];
      expect(resumes.map((row) => row.email)).toEqual(acknowledged.application);
      for (const row of resumes) {
        expect(row.resume_name).toBe("Backup CV.pdf");
        expect(Buffer.compare(row.resume_data, resumeBytes)).toBe(0);
      }
      const duringInBackup = (
        restoredDb.prepare("select count(*) as n from contact_messages where email like 'backup-during-%'").get() as {
          n: number;
        }
      ).n;
      // At least those answered before the backup started; never more than were sent.
      expect(duringInBackup).toBeGreaterThanOrEqual(answeredBeforeBackup);
      expect(duringInBackup).toBeLessThanOrEqual(sent);
    } finally {
      restoredDb.close();
    }
  });

  test("the backup refuses to overwrite the live database and names a missing target", async () => {
    const dataDir = site!.dataDir;
    const live = path.join(dataDir, "site.db");
    const before = fs.statSync(live).size;
    await expect(npmScript("backup", [live], dataDir)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("cannot overwrite the database"),
    });
    expect(fs.statSync(live).size).toBe(before);
    await expect(npmScript("backup", [], dataDir)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("usage: npm run backup"),
    });
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-empty-"));
    await expect(npmScript("backup", [path.join(emptyDir, "b.db")], emptyDir)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("no database at"),
    });
  });

  test("on PostgreSQL the backup is a pg_dump that pg_restore brings back whole", async () => {
    test.skip(!testPostgresUrl, "needs TEST_DATABASE_URL (scripts/throwaway-postgres.sh)");
    test.setTimeout(90_000);
    const databaseUrl = await createPostgresDatabase("backup_source");
    const onPostgres = await startSite({ DATABASE_URL: databaseUrl, FORM_RATE_LIMIT: "100000" });
    const emails = Array.from({ length: 8 }, (_, i) => `pg-backup-${i}@example.com`);
    try {
      for (const email of emails) {
        expect(
          (
            await postForm(onPostgres.url, "/contact", {
              name: "Pg Visitor",
              email,
              number: "555-0153",
              comment: "Kept in PostgreSQL",
            })
          ).status,
        ).toBe(302);
      }
      const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-pg-backup-")), "site.dump");
      const { stdout } = await npmScript("backup", [target], onPostgres.dataDir, databaseUrl);
      expect(stdout).toContain(`backup written to ${target}`);
      const restoredUrl = await createPostgresDatabase("backup_restored");
      await run("pg_restore", ["--no-owner", `--dbname=${restoredUrl}`, target]);
      const { stdout: csv } = await npmScript("submissions", ["--csv", "contact"], onPostgres.dataDir, restoredUrl);
      for (const email of emails) expect(csv).toContain(email);
    } finally {
      await onPostgres.stop();
    }
  });
});
