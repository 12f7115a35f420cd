import { DomUtils, parseDocument } from "htmlparser2";
import { expect, test } from "./fixtures";
import { rows } from "../support/database";

// The server sends the same HTML with JavaScript on or off: checked once, in the JS project.
test.describe("the same HTML with JavaScript off; checked once", { tag: "@js-only" }, () => {
  const lists = [
    { path: "/paralegal-service", catalogue: "paralegal-service", count: 16 },
    { path: "/contract-life-cycle-management", catalogue: "contract-life-cycle-management", count: 5 },
    { path: "/document-review", catalogue: "document-review", count: 5 },
    { path: "/admin-supports", catalogue: "admin-supports", count: 4 },
  ];

  for (const list of lists) {
    test(`${list.path} lists its ${list.count} seeded services with plain-text summaries and Read More links`, async ({
      page,
    }) => {
      await page.goto(list.path);
      const cards = page.locator("main .card");
      await expect(cards).toHaveCount(list.count);
      const seeded = rows<{ service_name: string; slug: string }>(
        "select service_name, slug from services where catalogue = ? order by position",
        list.catalogue,
      );
      expect(seeded).toHaveLength(list.count);
      for (const [index, service] of seeded.entries()) {
        const link = cards.nth(index).locator("h3 a");
        await expect(link).toHaveText(service.service_name);
        await expect(link).toHaveAttribute("href", `/services/${service.slug}`);
      }
      const summaries = await cards.locator("p").allTextContents();
      for (const text of summaries) expect(text).not.toMatch(/<\/?[a-z]/i);
    });
  }

  test("every catalogue entry has a detail page with its name, sections and no null or blank cards", async ({
    request,
  }) => {
    const services = rows<{ slug: string; service_name: string }>("select slug, service_name from services");
    expect(services).toHaveLength(31);
    for (const service of services) {
      const response = await request.get(`/services/${service.slug}`);
      expect(response.status(), service.slug).toBe(200);
      const main = DomUtils.findOne((el) => el.name === "main", parseDocument(await response.text()).children);
      expect(main, service.slug).not.toBeNull();
      const text = (name: string, within = main!) =>
        DomUtils.findAll((el) => el.name === name, [within]).map((el) => DomUtils.textContent(el).trim());
      expect(text("h1"), service.slug).toEqual([service.service_name]);
      const cards = DomUtils.findAll((el) => (el.attribs.class ?? "").split(" ").includes("card"), [main!]);
      for (const card of cards) {
        for (const title of text("h3", card)) {
          expect(title, service.slug).not.toBe("");
          expect(title.toLowerCase(), service.slug).not.toBe("null");
        }
      }
    }
  });

  test("a service detail shows its seeded cards, icons at 74×62 and its meta description", async ({ page }) => {
    const [service] = rows<{ id: string; slug: string; meta_tag: string; meta_tag_title: string }>(
      "select id, slug, meta_tag, meta_tag_title from services where catalogue = 'paralegal-service' order by position limit 1",
    );
    const cards = rows<{ title: string }>(
      "select title from service_cards where service_id = ? and title not in ('', 'null')",
      service.id,
    );
    await page.goto(`/services/${service.slug}`);
    await expect(page).toHaveTitle(new RegExp(service.meta_tag_title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", service.meta_tag);
    await expect(page.locator("main .card")).toHaveCount(cards.length);
    const icon = page.locator("main .card img").first();
    await expect(icon).toHaveAttribute("width", "74");
    await expect(icon).toHaveAttribute("height", "62");
  });

  test("unknown service slugs, blog ids and job slugs answer 404", async ({ page }) => {
    for (const path of [
      "/services/no-such-service",
      "/Blog-detail/999999",
      "/Blog-detail/abc",
      "/CareerDetails/no-such-job",
      "/ApplyForm/no-such-job",
      "/services/..%2F..%2Fetc%2Fpasswd",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    }
  });

  // Staff publish posts and jobs on the same server meanwhile (publish.spec.ts): the seeded ones
  // are checked, wherever staff's land among them.
  test("blogs list shows every post with image, title, plain summary and a link to its page", async ({ page }) => {
    const posts = rows<{ id: number; title: string }>(
      "select id, title from blog_posts where staff_owned = 0 order by published_at desc",
    );
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const seededLinks = posts.map((post) => `/Blog-detail/${post.id}`);
    for (const path of ["/Blog", "/blog"]) {
      await page.goto(path);
      const links = await page
        .locator("main .post-card h2 a")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(links.filter((href) => seededLinks.includes(href ?? ""))).toEqual(seededLinks);
      const newest = page.locator("main .post-card").filter({ has: page.locator(`h2 a[href="${seededLinks[0]}"]`) });
      await expect(newest.locator("img")).toHaveAttribute("alt", "");
      await expect(newest.locator("h2 a")).toHaveText(posts[0].title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/Blog$/);
    }
  });

  test("a blog post shows its title, image and HTML body", async ({ page }) => {
    const [post] = rows<{ id: number; title: string }>("select id, title from blog_posts order by id limit 1");
    await page.goto("/Blog");
    await page.getByRole("link", { name: post.title }).click();
    await expect(page).toHaveURL(new RegExp(`/Blog-detail/${post.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.locator("main article img")).toBeVisible();
    expect(await page.locator("main .data-html p").count()).toBeGreaterThan(2);
  });

  test("careers list and detail show every field of the seeded jobs", async ({ page }) => {
    const jobs = rows<{
      slug: string;
      job_name: string;
      price1: number | null;
      price2: number | null;
      location: string | null;
      employment_type: string | null;
      position: string | null;
    }>(
      "select slug, job_name, price1, price2, location, employment_type, position from job_openings where staff_owned = 0 order by id",
    );
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    await page.goto("/Career");
    await expect(page.getByRole("heading", { name: "Current Openings" })).toBeVisible();
    for (const job of jobs)
      await expect(page.locator(`main .card a[href="/CareerDetails/${job.slug}"]`).first()).toBeVisible();
    for (const job of jobs) {
      await page.goto(`/CareerDetails/${job.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.job_name);
      const overview = page.locator(".facts");
      const money = (n: number | null) => `$${(n ?? 0).toLocaleString("en-US")}`;
      await expect(overview).toContainText(`${money(job.price1)} - ${money(job.price2)} USD per month`);
      await expect(overview).toContainText(job.location ?? "Not specified");
      await expect(overview).toContainText(job.employment_type ?? "Full-time");
      await expect(overview).toContainText(job.position ?? "N/A");
      await expect(page.getByRole("link", { name: "Apply Now" }).first()).toHaveAttribute(
        "href",
        `/ApplyForm/${job.slug}`,
      );
      await expect(page.locator("main")).toContainText("assessment");
      await expect(page.locator("main")).toContainText("one job at a time");
      await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toBeVisible();
      for (const benefit of ["Competitive salary", "Health coverage", "Development opportunities"]) {
        await expect(page.locator(".benefits")).toContainText(benefit);
      }
    }
  });

  test("the sitemap lists services, posts and jobs", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const { slug } of rows<{ slug: string }>("select slug from services"))
      expect(xml).toContain(`/services/${slug}</loc>`);
    for (const { id } of rows<{ id: number }>("select id from blog_posts where staff_owned = 0"))
      expect(xml).toContain(`/Blog-detail/${id}</loc>`);
    for (const { slug } of rows<{ slug: string }>("select slug from job_openings where staff_owned = 0"))
      expect(xml).toContain(`/CareerDetails/${slug}</loc>`);
  });
});
