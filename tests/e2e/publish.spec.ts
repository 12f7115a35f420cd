import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { rows } from "../support/database";
import { postForm } from "../support/forms";
import { addStaff, signIn } from "../support/staff";
import { expect, field, test } from "./fixtures";

// Staff publish job openings and blog posts from the desk: the editor in a browser with
// JavaScript on and off (one flow each), then everything the server decides over plain HTTP —
// refusals, structured data, feed, sitemap, closing, and the page cache.

const dataDir = process.env.E2E_DATA_DIR!;
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function staffSession(baseURL: string, label: string, address: string) {
  const email = `${label}-${unique()}@northbridge-lpo.example`;
  const secret = await addStaff(email, { DATA_DIR: dataDir });
  const { cookie } = await signIn(baseURL, email, secret, { headers: { "x-forwarded-for": address } });
  expect(cookie).not.toBe("");
  return cookie;
}

/** Every JSON-LD block of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}
const graphOf = (blocks: Record<string, unknown>[]) =>
  blocks.flatMap((b) => (b["@graph"] as Record<string, unknown>[] | undefined) ?? [b]);

function jobForm(fields: Record<string, string>) {
  return new URLSearchParams({
    intent: "publish",
    job_name: "Remote Litigation Support Paralegal",
    job_summary: "Support **litigation** teams from home.",
    job_description: "## About the role\n\nDraft discovery responses and keep the calendar.",
    price1: "1100",
    price2: "1500",
    location: "Remote — Jamaica",
    employment_type: "Full-time",
    position: "Mid-level",
    validity: inDays(45),
    cat_one: "Remote",
    cat_two: "Full-time",
    cat_three: "Litigation",
    ...fields,
  });
}

async function coverJpeg(width = 1800, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 80, b: 140 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#e0b040"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: "Secret Photographer", Copyright: "GPS 18.01N 76.80W" } })
    .toBuffer();
}

test("a staff member publishes a job and a post with a cover in the editor, sees them live, edits and closes them; a visitor applies", async ({
  page,
  context,
  baseURL,
  js,
}) => {
  test.setTimeout(90_000);
  const marker = `Pub${js ? "Js" : "NoJs"}${unique()}`;
  const cookie = await staffSession(baseURL!, `publish-${js ? "js" : "nojs"}`, js ? "198.51.100.21" : "198.51.100.22");
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name, value, url: baseURL! }]);
  const hydrated = async () =>
    js && (await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true"));

  // A job: publishing without pay and location is refused beside the fields, values kept.
  await page.goto("/staff/jobs");
  await page.getByRole("link", { name: "New job opening" }).click();
  await hydrated();
  await field(page, "Job title").fill(`${marker} Paralegal`);
  await field(page, "Summary (shown on the careers list)").fill("Support **litigation** teams.");
  await field(page, "Description").fill("## About\n\nDraft discovery.\n\n<script>window.pwned = 1</script>");
  await page.locator('input[name="validity"]').fill(inDays(30));
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(
    page.locator(".field__error").filter({ hasText: "Enter the location before publishing." }),
  ).toBeVisible();
  await expect(field(page, "Job title")).toHaveValue(`${marker} Paralegal`);
  // Preview renders the Markdown as the public page will, without the script.
  await page.getByRole("textbox", { name: "Lowest monthly pay (USD)" }).fill("1000");
  await page.getByRole("textbox", { name: "Highest monthly pay (USD)" }).fill("1,400");
  await page.getByRole("textbox", { name: "Location" }).fill("Remote — Jamaica");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.locator(".desk-preview h2", { hasText: "About" })).toBeVisible();
  await expect(page.locator(".desk-preview script")).toHaveCount(0);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the job is on the careers page.");
  const slug = `${marker.toLowerCase()}-paralegal`;

  await page.goto("/Career");
  await expect(page.getByRole("link", { name: `${marker} Paralegal` })).toBeVisible();
  await page.goto(`/CareerDetails/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${marker} Paralegal`);
  await expect(page.locator(".facts")).toContainText("$1,000 - $1,400 USD per month");
  expect(await page.evaluate(() => (window as Window & { pwned?: number }).pwned)).toBeUndefined();

  // A visitor applies to it.
  const applicant = `${marker} Applicant`;
  expect(
    (
      await postForm(baseURL!, `/ApplyForm/${slug}`, {
        name: applicant,
        email: "applicant@mail.example",
        phone: "555-0150",
        comment: "I would like to apply.",
      })
    ).status,
  ).toBe(302);
  expect(
    rows<{ job_closed: number; job_name: string }>(
      "select job_closed, job_name from applications where name = ?",
      applicant,
    ),
  ).toEqual([{ job_closed: 0, job_name: `${marker} Paralegal` }]);

  // Edited: the public page shows the change at once (no waiting on the page cache).
  await page.goto("/staff/jobs");
  await page.getByRole("link", { name: `${marker} Paralegal` }).click();
  await hydrated();
  await field(page, "Job title").fill(`${marker} Senior Paralegal`);
  await page.getByRole("button", { name: "Save and keep published" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the job is on the careers page.");
  await page.goto(`/CareerDetails/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${marker} Senior Paralegal`);

  // A post with a cover image: required alt text, then published with its re-encoded widths.
  const coverFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cover-")), "cover.jpg");
  fs.writeFileSync(coverFile, await coverJpeg());
  await page.goto("/staff/posts/new");
  await hydrated();
  await field(page, "Title").fill(`${marker} Post`);
  await field(page, "Author").fill("Dana Example");
  await page.locator('input[name="published_at"]').fill("2026-11-20");
  await field(page, "Short description (shown on the blog list)").fill("What a first week looks like.");
  await field(page, "Body").fill("## Week one\n\nA [plan](https://example.com) and [bad](javascript:alert(1)).");
  await page.locator('input[name="cover"]').setInputFiles(coverFile);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.locator(".field__error").filter({ hasText: "Describe the cover image" })).toBeVisible();
  await page.locator('input[name="cover"]').setInputFiles(coverFile);
  await page.getByRole("textbox", { name: "Cover image description (alt text)" }).fill("A gold circle on blue");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the post is on the blog.");

  await page.goto("/Blog");
  const card = page.locator("article", { hasText: `${marker} Post` });
  await expect(card.locator(".post-byline")).toHaveText("November 20, 2026 · by Dana Example");
  const cover = card.locator("img");
  await expect(cover).toHaveAttribute("alt", "A gold circle on blue");
  await expect(cover).toHaveAttribute("srcset", /\/images\/[a-f0-9]{20}-480\.webp 480w, .*960w, .*1440w/);
  await expect(cover).toHaveAttribute("width", "1440");
  await expect(cover).toHaveAttribute("height", "800");
  await card.getByRole("link", { name: `${marker} Post` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${marker} Post`);
  await expect(page.locator(".data-html a", { hasText: "bad" })).not.toHaveAttribute("href", /javascript/);

  // Closed: off the list; its page answers 410 and points to the open roles.
  await page.goto("/staff/jobs");
  await page.getByRole("link", { name: `${marker} Senior Paralegal` }).click();
  await page.getByRole("button", { name: "Close this job" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Closed/);
  const closed = await page.goto(`/CareerDetails/${slug}`);
  expect(closed?.status()).toBe(410);
  await expect(page.getByRole("link", { name: "See open roles" })).toHaveAttribute("href", "/Career");
  await page.goto("/Career");
  await expect(page.getByRole("link", { name: `${marker} Senior Paralegal` })).toHaveCount(0);
});

test.describe("over HTTP", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "server behaviour, run once");

  test("refused: no session, a dead or forged cookie, a cross-site post (urlencoded and multipart), traversal slugs, oversized fields, disguised and huge images", async ({
    baseURL,
  }) => {
    const origin = baseURL!;
    const cookie = await staffSession(origin, "publish-hostile", "198.51.100.31");
    const marker = `Hostile${unique()}`;
    const post = (pathname: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) =>
      fetch(origin + pathname, {
        method: "POST",
        body,
        redirect: "manual",
        headers: {
          origin,
          ...(body instanceof URLSearchParams ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          ...headers,
        },
      });
    const jobsNamed = (name: string) => rows("select id from job_openings where job_name = ?", name).length;

    // No session, or a session cookie that is not live: sign-in, nothing stored.
    const forged = `${cookie.split("=")[0]}=${encodeURIComponent(Buffer.from(JSON.stringify("x".repeat(43))).toString("base64"))}`;
    for (const headers of [{}, { cookie: forged }] as Record<string, string>[]) {
      const answer = await post("/staff/jobs/new", jobForm({ job_name: `${marker} unauth` }), headers);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("/staff/sign-in");
      for (const page of ["/staff/jobs", "/staff/posts/new"])
        expect((await fetch(origin + page, { headers, redirect: "manual" })).status).toBe(302);
    }
    expect(jobsNamed(`${marker} unauth`)).toBe(0);

    // Another site's form, with a live session: refused before anything runs.
    const multipart = new FormData();
    multipart.append("title", `${marker} cross-site`);
    for (const headers of [
      { cookie, origin: "https://evil.example" },
      { cookie, origin: "null" },
    ]) {
      expect((await post("/staff/jobs/new", jobForm({ job_name: `${marker} cross` }), headers)).status).toBe(403);
      expect((await post("/staff/posts/new", multipart, headers)).status).toBe(403);
    }
    expect(jobsNamed(`${marker} cross`)).toBe(0);

    // Traversal and odd characters: in the editor's address a 404, as a slug refused beside the field.
    for (const pathname of [
      "/staff/jobs/..%2F..%2Fetc%2Fpasswd",
      "/staff/jobs/1e3",
      "/staff/posts/-1",
      "/staff/jobs/new%00",
    ]) {
      expect((await fetch(origin + pathname, { headers: { cookie }, redirect: "manual" })).status).toBe(404);
    }
    for (const slug of ["../../etc/passwd", "a/b", "Ünïcode", "<script>", "two--hyphens"]) {
      const answer = await post("/staff/jobs/new", jobForm({ job_name: `${marker} slug`, slug }), { cookie });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain("Use lower-case letters, digits and single hyphens only");
    }
    expect(jobsNamed(`${marker} slug`)).toBe(0);
    expect((await fetch(`${origin}/CareerDetails/..%2F..%2Fstaff`)).status).toBe(404);

    // Oversized fields: a title past its limit, a body past the form's cap.
    const long = await post("/staff/jobs/new", jobForm({ job_name: "T".repeat(500) }), { cookie });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("The job title must be 120 characters or fewer.");
    expect((await post("/staff/jobs/new", jobForm({ job_description: "x".repeat(300_000) }), { cookie })).status).toBe(
      413,
    );

    // Images: an SVG and an HTML file named .png, a file over 5 MB, and a 50-megapixel PNG of a few KB.
    const postFields = (cover: Blob, fileName: string) => {
      const form = new FormData();
      for (const [key, val] of Object.entries({
        intent: "publish",
        title: `${marker} image`,
        author: "Editor",
        published_at: "2026-11-21",
        shart_description: "Short",
        description: "Body",
        cover_alt: "Alt",
      }))
        form.append(key, val);
      form.append("cover", cover, fileName);
      return form;
    };
    const svg = new Blob(
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'],
      { type: "image/png" },
    );
    const html = new Blob(["<!doctype html><script>alert(1)</script>"], { type: "image/png" });
    for (const fake of [svg, html]) {
      const answer = await post("/staff/posts/new", postFields(fake, "cover.png"), { cookie });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain("The cover must be a JPEG, PNG or WebP image.");
    }
    const big = await post(
      "/staff/posts/new",
      postFields(new Blob([Buffer.alloc(5 * 1024 * 1024 + 10, 0xff)]), "big.jpg"),
      { cookie },
    );
    expect(big.status).toBe(400);
    expect(await big.text()).toContain("The cover must be 5 MB or smaller.");
    const huge = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const hugeAnswer = await post("/staff/posts/new", postFields(new Blob([new Uint8Array(huge)]), "huge.png"), {
      cookie,
    });
    expect(hugeAnswer.status).toBe(400);
    expect(await hugeAnswer.text()).toContain("10000 × 5000 pixels (50.0 megapixels)");
    expect(rows("select id from blog_posts where title = ?", `${marker} image`)).toEqual([]);
    // An unexpected part makes the body unreadable.
    const extra = postFields(new Blob([new Uint8Array(await coverJpeg(400, 300))]), "ok.jpg");
    extra.append("status", "published");
    expect((await post("/staff/posts/new", extra, { cookie })).status).toBe(400);
  });

  test("a published job and post carry JobPosting, BlogPosting and BreadcrumbList JSON-LD that hold Google's fields and cannot break out; feed, sitemap, search and the page cache follow every change", async ({
    baseURL,
  }) => {
    const origin = baseURL!;
    const cookie = await staffSession(origin, "publish-data", "198.51.100.41");
    const marker = `Ld${unique()}`;
    const title = `${marker} Paralegal </script><script>window.pwned=1</script>`;
    const slug = `${marker.toLowerCase()}-structured`;
    const send = (pathname: string, body: URLSearchParams | FormData) =>
      fetch(origin + pathname, {
        method: "POST",
        body,
        redirect: "manual",
        headers: {
          origin,
          cookie,
          ...(body instanceof URLSearchParams ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
      });

    // The careers list is in the page cache before the job exists.
    await fetch(`${origin}/Career`);
    expect((await fetch(`${origin}/Career`)).headers.get("x-page-cache")).toBe("hit");

    // So is a search (the same page for everyone who asks it), but never one with more than its query.
    await fetch(`${origin}/search?q=${marker}`);
    const searched = await fetch(`${origin}/search?q=${marker}`);
    expect(searched.headers.get("x-page-cache")).toBe("hit");
    expect(await searched.text()).not.toContain(`/CareerDetails/${slug}`);
    for (const other of [`q=${marker}&page=2`, `q=${marker}&q=x`, `q=${"x".repeat(121)}`])
      for (let i = 0; i < 2; i++)
        expect((await fetch(`${origin}/search?${other}`)).headers.get("x-page-cache"), other).not.toBe("hit");
    const withCookie = { headers: { cookie: "toast=1" } };
    await fetch(`${origin}/search?q=${marker}`, withCookie);
    expect((await fetch(`${origin}/search?q=${marker}`, withCookie)).headers.get("x-page-cache")).not.toBe("hit");

    const created = await send("/staff/jobs/new", jobForm({ job_name: title, slug }));
    expect(created.status).toBe(302);
    const careers = await fetch(`${origin}/Career`);
    expect(await careers.text()).toContain(`${marker} Paralegal`);

    const page = await fetch(`${origin}/CareerDetails/${slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain("<script>window.pwned=1</script>");
    const graph = graphOf(jsonLd(html));
    const posting = graph.find((item) => item["@type"] === "JobPosting")!;
    // Google for Jobs: required, then recommended.
    expect(posting).toMatchObject({
      title,
      datePosted: new Date().toISOString().slice(0, 10),
      hiringOrganization: { "@type": "Organization", name: "Northbridge Legal Process Outsourcing" },
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "Jamaica" },
      validThrough: `${inDays(45)}T23:59:59Z`,
      employmentType: "FULL_TIME",
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: 1100, maxValue: 1500, unitText: "MONTH" },
      },
      identifier: { "@type": "PropertyValue" },
      directApply: true,
    });
    expect(posting.description).toContain("<h2>About the role</h2>");
    const crumbs = graph.find((item) => item["@type"] === "BreadcrumbList")!.itemListElement as {
      position: number;
      name: string;
      item: string;
    }[];
    expect(crumbs.map((c) => [c.position, c.name])).toEqual([
      [1, "Home"],
      [2, "Careers"],
      [3, title],
    ]);
    expect(crumbs[2].item).toBe(`${origin}/CareerDetails/${slug}`);

    // Every page has its trail; a page that does not exist has none.
    for (const [pathname, last] of [
      ["/", "Home"],
      ["/contact", "Contact"],
      ["/Career", "Careers"],
      [`/ApplyForm/${slug}`, "Apply"],
    ]) {
      const trail = graphOf(jsonLd(await (await fetch(origin + pathname)).text())).find(
        (item) => item["@type"] === "BreadcrumbList",
      );
      expect((trail!.itemListElement as { name: string }[]).at(-1)!.name, pathname).toBe(last);
    }
    expect(
      graphOf(jsonLd(await (await fetch(`${origin}/no-such-page-${marker}`)).text())).some(
        (item) => item["@type"] === "BreadcrumbList",
      ),
    ).toBe(false);

    // Sitemap lastmod, and the site search, pick the job up at once.
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    expect(sitemap).toContain(
      `<loc>${origin}/CareerDetails/${slug}</loc><lastmod>${new Date().toISOString().slice(0, 10)}</lastmod>`,
    );
    expect(await (await fetch(`${origin}/search?q=${marker}`)).text()).toContain(`/CareerDetails/${slug}`);

    // A post: BlogPosting, the feed linked from the blog, its entry in the feed.
    const form = new FormData();
    for (const [key, val] of Object.entries({
      intent: "publish",
      title: `${marker} Post </script>`,
      author: "Dana Example",
      published_at: "2026-11-22",
      shart_description: "A summary & more",
      description: "Body text",
      cover_alt: "A gold circle on blue",
    }))
      form.append(key, val);
    const original = await coverJpeg();
    form.append("cover", new Blob([new Uint8Array(original)], { type: "image/jpeg" }), "cover.jpg");
    const published = await send("/staff/posts/new", form);
    expect(published.status).toBe(302);
    const id = /\/staff\/posts\/(\d+)/.exec(published.headers.get("location") ?? "")![1];
    const postHtml = await (await fetch(`${origin}/Blog-detail/${id}`)).text();
    const blogPosting = graphOf(jsonLd(postHtml)).find((item) => item["@type"] === "BlogPosting")!;
    expect(blogPosting).toMatchObject({
      headline: `${marker} Post </script>`,
      datePublished: "2026-11-22",
      author: { "@type": "Person", name: "Dana Example" },
      publisher: { "@type": "Organization", name: "Northbridge LPO" },
      mainEntityOfPage: `${origin}/Blog-detail/${id}`,
    });
    expect(blogPosting.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [image] = blogPosting.image as string[];
    expect(image).toMatch(new RegExp(`^${origin}/images/[a-f0-9]{20}-960\\.webp$`));
    expect(postHtml).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Blog" href="/blog/feed.xml"/>',
    );

    // The cover: WebP, immutable for a year, no metadata, much smaller than the upload.
    const served = await fetch(image.replace(origin, origin));
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes("Secret Photographer")).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.byteLength).toBeLessThan(original.byteLength);
    expect((await fetch(`${origin}/images/..%2F..%2Fsite.db`)).status).toBe(404);

    const feed = await fetch(`${origin}/blog/feed.xml`);
    expect(feed.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const atom = await feed.text();
    expect(atom).toContain(`<title>${marker} Post &lt;/script&gt;</title>`);
    expect(atom).toContain(`<summary>A summary &amp; more</summary>`);
    expect(atom).toContain(`<author><name>Dana Example</name></author>`);

    // Closing: the page answers 410 with no JobPosting; the sitemap and the search drop it; a new
    // application is refused, one typed before it closed is stored, marked.
    const jobId = rows<{ id: number }>("select id from job_openings where slug = ?", slug)[0].id;
    const applyPage = await fetch(`${origin}/ApplyForm/${slug}`);
    const started = /name="form_started"[^>]*value="([^"]+)"/.exec(await applyPage.text())![1];
    expect((await send(`/staff/jobs/${jobId}`, new URLSearchParams({ intent: "close" }))).status).toBe(302);
    const gone = await fetch(`${origin}/CareerDetails/${slug}`);
    expect(gone.status).toBe(410);
    const goneHtml = await gone.text();
    expect(goneHtml).toContain('href="/Career"');
    expect(graphOf(jsonLd(goneHtml)).some((item) => item["@type"] === "JobPosting")).toBe(false);
    expect(await (await fetch(`${origin}/Career`)).text()).not.toContain(`${marker} Paralegal`);
    expect(await (await fetch(`${origin}/sitemap.xml`)).text()).not.toContain(slug);
    expect(await (await fetch(`${origin}/search?q=${marker}`)).text()).not.toContain(`/CareerDetails/${slug}`);
    const refused = await fetch(`${origin}/ApplyForm/${slug}`);
    expect(refused.status).toBe(410);
    expect(await refused.text()).toContain("This position has closed and no longer accepts new applications.");
    const late = await fetch(`${origin}/ApplyForm/${slug}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        website_url: "",
        form_started: started,
        name: `${marker} Late`,
        email: "late@mail.example",
        phone: "555-0151",
        comment: "Typed before it closed.",
      }),
    });
    expect(late.status).toBe(302);
    expect(
      rows<{ job_closed: number }>("select job_closed from applications where name = ?", `${marker} Late`),
    ).toEqual([{ job_closed: 1 }]);
  });
});
