import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import YAML from "yaml";
import { builtSiteCopy, startSite, type SiteProcess } from "../../scripts/site-process";
import { siteDatabase } from "../support/database";
import { expect, test } from "./fixtures";

// Each test runs its own copy of the built site, whose content/ it edits; checked once (JS project).
test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  // Each test starts one or two site processes of its own.
  test.slow();

  const sites: SiteProcess[] = [];
  test.afterEach(async () => {
    await Promise.all(sites.splice(0).map((site) => site.stop()));
  });

  async function start(root: string, dataDir: string) {
    const site = await startSite({}, { root, dataDir });
    sites.push(site);
    return site;
  }

  async function stop(site: SiteProcess) {
    sites.splice(sites.indexOf(site), 1);
    await site.stop();
  }

  function editYaml(file: string, edit: (data: Record<string, unknown>) => void) {
    const data = YAML.parse(fs.readFileSync(file, "utf8"));
    edit(data);
    fs.writeFileSync(file, YAML.stringify(data));
  }

  test("a content file that does not validate stops start-up with a line naming the file and the field", async () => {
    const root = builtSiteCopy();
    const personal = path.join(root, "content/practice-areas/01-Personal.md");
    // One service fewer than the six a practice area must list, and a placeholder nobody fills.
    const source = fs.readFileSync(personal, "utf8");
    const broken = source
      .replace(/ {2}- title: Client Intake Interviews\n {4}text: [^\n]*\n/, "")
      .replace("Personal injury cases run on paperwork", "Call {fax}: personal injury cases run on paperwork");
    expect(broken).not.toBe(source);
    fs.writeFileSync(personal, broken);
    // A booking target for a role that does not exist.
    fs.appendFileSync(path.join(root, "content/pricing.yaml"), "  Nobody: { standard: 9, multilingual: 10 }\n");

    const failure = await startSite({}, { root }).then(
      () => new Error("the site started with broken content"),
      (error: Error) => error,
    );
    expect(failure.message).toMatch(/^site exited with 1:/);
    expect(failure.message).toContain(
      "content/practice-areas/01-Personal.md: services: must list exactly six services",
    );
    expect(failure.message).toContain("content/practice-areas/01-Personal.md: body[0]: unknown placeholder {fax}");
    expect(failure.message).toContain("content/pricing.yaml: rates.Nobody: names no role page");
    // A message for whoever edits the files, not a stack trace.
    expect(failure.message).not.toMatch(/\n\s+at /);
  });

  test("an edited demo seed with a raised version updates an existing install on its next start, with no duplicates", async ({
    page,
  }) => {
    const root = builtSiteCopy();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-seed-"));
    const jobPath = "/CareerDetails/remote-paralegal-personal-injury";

    const first = await start(root, dataDir);
    await page.goto(`${first.url}${jobPath}`);
    await expect(page.locator(".facts")).toContainText("$900 - $1,300 USD per month");
    await expect(page.locator(".facts")).toContainText("Remote — Jamaica");
    await stop(first);
    const countRows = () => {
      const db = siteDatabase(dataDir);
      try {
        return ["services", "service_cards", "blog_posts", "job_openings"].map(
          (table) => (db.prepare(`select count(*) n from ${table}`).get() as { n: number }).n,
        );
      } finally {
        db.close();
      }
    };
    const before = countRows();

    editYaml(path.join(root, "content/seed/jobs.yaml"), (data) => {
      const job = (data.jobs as { slug: string; price1: number; price2: number; location: string }[]).find(
        (j) => j.slug === "remote-paralegal-personal-injury",
      )!;
      Object.assign(job, { price1: 1050, price2: 1450, location: "Remote — Trinidad and Tobago" });
    });
    editYaml(path.join(root, "content/seed/seed.yaml"), (data) => {
      data.version = `${data.version}.1`;
    });

    const second = await start(root, dataDir);
    await page.goto(`${second.url}${jobPath}`);
    await expect(page.locator(".facts")).toContainText("$1,050 - $1,450 USD per month");
    await expect(page.locator(".facts")).toContainText("Remote — Trinidad and Tobago");
    await page.goto(`${second.url}/Career`);
    await expect(page.locator("main .card")).toHaveCount(before[3]);
    expect(countRows()).toEqual(before);
  });

  test("data the pages must tidy (cards titled null or blank, an empty section, a job without pay or details) comes out clean", async ({
    page,
  }) => {
    const root = builtSiteCopy();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-quirks-"));
    await stop(await start(root, dataDir));

    // Test fixtures, not shipped content: what an older database or a careless edit may hold.
    const db = new SQLite(path.join(dataDir, "site.db"));
    const service = db.prepare("select id, slug from services where slug = 'privilege-review-and-logs'").get() as {
      id: string;
      slug: string;
    };
    const insertCard = db.prepare(
      "insert into service_cards (service_id, section, position, title, definition, icon) values (?, 1, ?, ?, 'Left in the source data.', 'review.svg')",
    );
    insertCard.run(service.id, 90, "null");
    insertCard.run(service.id, 91, "");
    insertCard.run(service.id, 92, "  NULL ");
    const visibleCards =
      (db.prepare("select count(*) n from service_cards where service_id = ?").get(service.id) as { n: number }).n - 3;
    const emptied = db.prepare("select id, slug from services where slug = 'court-e-filing'").get() as {
      id: string;
      slug: string;
    };
    db.prepare("update services set headingstwo = '', description_two = '' where id = ?").run(emptied.id);
    db.prepare("delete from service_cards where service_id = ? and section = 2").run(emptied.id);
    db.prepare(
      `insert into job_openings (id, slug, job_name, job_summary, cat_one, cat_two, cat_three, price1, price2, validity, location, employment_type, position, job_description)
     values (900, 'fixture-job-without-details', 'Fixture Job Without Details', '<p>Summary.</p>', 'Remote', '', '', null, null, '2027-06-30', null, null, null, '<p>Description.</p>')`,
    ).run();
    db.close();

    const site = await start(root, dataDir);
    await page.goto(`${site.url}/services/${service.slug}`);
    await expect(page.locator("main .card")).toHaveCount(visibleCards);
    for (const title of await page.locator("main .card h3").allTextContents())
      expect(title.trim().toLowerCase()).not.toMatch(/^(null)?$/);

    await page.goto(`${site.url}/services/${emptied.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main section.section--mist")).toHaveCount(0);

    await page.goto(`${site.url}/CareerDetails/fixture-job-without-details`);
    const facts = page.locator(".facts");
    await expect(facts).toContainText("$0 - $0 USD per month");
    await expect(facts).toContainText("Not specified");
    await expect(facts).toContainText("Full-time");
    await expect(facts).toContainText("N/A");
  });
});
