import { startSite, type SiteProcess } from "../../scripts/site-process";
import { startAdminApiStandIn, type StandIn } from "../support/admin-api-standin";
import { addStaff, signIn } from "../support/staff";
import { expect, test } from "./fixtures";

// The provider's admin API is an external system: these tests run our built server against a
// small local stand-in that speaks the endpoints of docs/product.md#admin-api. They check server behaviour, which is
// the same with JavaScript on or off, so they run once (in the JS project).
test.describe.configure({ mode: "serial" });
test.describe("server-side behaviour, run once", { tag: "@js-only" }, () => {
  const card = (title: string) => ({ title, definition: `<p>About ${title}</p>`, icon: "icon.png" });

  function apiData(): Record<string, unknown> {
    const id = "24_Paralegal-Service";
    return {
      get_data1: [
        { service_name: "Trial Preparation Support", shart_description: "<p>Binders &amp; <b>exhibits</b></p>" },
        { service_name: "Something Unlisted", shart_description: "<p>No catalogue match</p>" },
      ],
      get_data2: [],
      get_data3: [
        { service_name: "Redaction Services", shart_description: "<p>Careful redaction</p><script>alert(1)</script>" },
      ],
      get_data4: [],
      get_data8: [{ id: 7, title: "From the API", img: "cover.png", shart_description: "<p>API summary</p>" }],
      "get_blog_data/7": [
        {
          title: "From the API",
          img: "cover.png",
          description: `<p onclick="steal()">Body</p><script>alert("x")</script><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">bad link</a>`,
        },
      ],
      [`get_data10/${id}`]: { details: [card("First card"), card("null"), card("")] },
      [`get_datathree/${id}`]: [
        {
          heading_three: "Third heading",
          description_three: '"<p>Third text<\\/p>"',
          description_two: "<p>Second&nbsp;text</p>",
          headingstwo: "Second heading",
        },
      ],
      [`get_data66/${id}`]: [card("Second card")],
      [`get_data5/${id}`]: [card("Third card")],
      [`get_data7/${id}`]: [
        {
          service_name: "Trial Preparation Support",
          description: "<p>From the API\\n</p>",
          heading_name: "First heading",
          bottomheading_name: "Closing heading",
          headingstwo1: "Closing text",
          heading_three: "",
          meta_tag_title: "API meta title",
          meta_tag: "API meta description",
        },
      ],
      [`get_data6/${id}`]: [],
      get_career_data: [
        {
          id: 3,
          job_name: "Remote Litigation Paralegal",
          job_summary: "<p>Summary</p>",
          cat_one: "Remote",
          cat_two: "",
          cat_three: "",
          price1: 800,
          price2: 1200,
          validity: "2026-12-31",
          location: null,
          employment_type: null,
          position: null,
          job_description: "<p>Description</p>",
        },
      ],
      "get_career_data1/3": {
        id: 3,
        job_name: "Remote Litigation Paralegal",
        job_summary: "<p>Summary</p>",
        cat_one: "Remote",
        cat_two: "",
        cat_three: "",
        price1: 800,
        price2: 1200,
        validity: "2026-12-31",
        location: null,
        employment_type: null,
        position: null,
        job_description: "<p>Full description from API</p><img src=x onerror=alert(1)>",
      },
    };
  }

  let standIn: StandIn;
  let site: SiteProcess;
  // A site that reads the API afresh for every page (no content cache, no page cache), shared by
  // the tests about concurrency, staleness and 404s below, in this order: the 404 test needs
  // /Blog-detail/7 never read before it, and the test after it reads it.
  let uncached: SiteProcess;

  test.beforeAll(async () => {
    standIn = await startAdminApiStandIn(apiData());
    // A 1×1 PNG: the icon every card names, served from the API's uploads folder.
    standIn.uploads = {
      "icon.png": {
        type: "image/png",
        body: Buffer.from(
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
          "base64",
        ),
      },
    };
    [site, uncached] = await Promise.all([
      startSite({
        ADMIN_API_URL: standIn.url,
        ADMIN_API_TIMEOUT_MS: "800",
        CONTENT_CACHE_TTL_SECONDS: "300",
      }),
      // The concurrency test stalls the API until all six calls have arrived: a long timeout.
      startSite({
        ADMIN_API_URL: standIn.url,
        ADMIN_API_TIMEOUT_MS: "60000",
        CONTENT_CACHE_TTL_SECONDS: "0",
        PAGE_CACHE_SECONDS: "0",
      }),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all([site?.stop(), uncached?.stop()]);
    await standIn?.close();
  });

  test("list, detail, blog and career pages render the API's data, sanitised", async ({ page }) => {
    await page.goto(`${site.url}/paralegal-service`);
    const cards = page.locator("main .card");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).locator("h3 a")).toHaveAttribute("href", "/services/trial-preparation-support");
    await expect(cards.nth(0).locator("p")).toHaveText("Binders & exhibits");
    await expect(cards.nth(1).locator("h3 a")).toHaveAttribute("href", "#");

    await page.goto(`${site.url}/document-review`);
    await expect(page.locator("main .card p")).toHaveText("Careful redaction");

    await page.goto(`${site.url}/services/trial-preparation-support`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trial Preparation Support");
    await expect(page).toHaveTitle(/API meta title/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "API meta description");
    await expect(page.locator("main .card h3")).toHaveText(["First card", "Second card", "Third card"]);
    await expect(page.getByRole("heading", { name: "Second heading" })).toBeVisible();
    await expect(page.locator("main")).toContainText("Third text");
    await expect(page.locator("main")).not.toContainText('"Third text');
    await expect(page.getByRole("heading", { name: "Closing heading" })).toBeVisible();
    await expect(page.locator("main .card img").first()).toHaveAttribute("src", `${standIn.url}uploads/icon.png`);

    await page.goto(`${site.url}/Blog-detail/7`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("From the API");
    const body = await page.locator("main .data-html").innerHTML();
    expect(body).toContain("Body");
    expect(body).not.toMatch(/script|onclick|iframe|javascript:/i);

    await page.goto(`${site.url}/CareerDetails/remote-litigation-paralegal`);
    await expect(page.locator(".facts")).toContainText("$800 - $1,200 USD per month");
    await expect(page.locator(".facts")).toContainText("Not specified");
    await expect(page.locator(".facts")).toContainText("Full-time");
    const description = await page.locator("main .data-html").innerHTML();
    expect(description).toContain("Full description from API");
    expect(description).not.toMatch(/onerror/i);
  });

  test("the six detail calls for one service are made concurrently", async () => {
    try {
      // The API answers nothing until all six calls for this service have arrived: made one after
      // another, the second would never be sent and the page would never answer.
      standIn.mode = "stalled";
      const page = fetch(`${uncached.url}/services/trial-preparation-support`);
      const detailCalls = () =>
        standIn.stalledReads.filter((path) => /^get_data(10|three|66|5|7|6)\/24_Paralegal-Service$/.test(path));
      await expect.poll(() => detailCalls().length, { timeout: 20_000 }).toBe(6);
      expect(new Set(detailCalls()).size).toBe(6);
      standIn.mode = "ok";
      standIn.resumeReads();
      expect((await page).status).toBe(200);
    } finally {
      standIn.mode = "ok";
      standIn.resumeReads();
    }
  });

  test("a second request is served from the cache without calling the API", async ({ request }) => {
    await request.get(`${site.url}/Blog`);
    const before = standIn.calls.length;
    const response = await request.get(`${site.url}/Blog`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("From the API");
    expect(standIn.calls.length).toBe(before);
  });

  test("when the API fails after a success, the stale answer is served", async ({ request }) => {
    try {
      expect(await (await request.get(`${uncached.url}/Blog`)).text()).toContain("From the API");
      standIn.mode = "down";
      const response = await request.get(`${uncached.url}/Blog`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("From the API");
    } finally {
      standIn.mode = "ok";
    }
  });

  // Failing from the start: the site reads the API as it starts (Lexi's knowledge), and any answer
  // it got would rightly be served stale. One site that has never had an answer meets each way of
  // failing in turn; with no page cache, every page is rendered again for each.
  test.describe("with the API failing from the start", () => {
    let failing: SiteProcess;
    test.beforeAll(async () => {
      standIn.mode = "down";
      failing = await startSite({
        ADMIN_API_URL: standIn.url,
        ADMIN_API_TIMEOUT_MS: "500",
        CONTENT_CACHE_TTL_SECONDS: "0",
        PAGE_CACHE_SECONDS: "0",
      });
    });
    test.afterAll(async () => {
      await failing?.stop();
      standIn.mode = "ok";
      standIn.resumeReads();
    });

    for (const mode of ["down", "stalled", "garbage", "non-array"] as const) {
      test(`with the API ${mode}, every page still answers with its empty state`, async ({ request }) => {
        // Never "ok" in between: the site must not get an answer it could serve stale.
        standIn.mode = mode;
        const asked = standIn.calls.length;
        try {
          const expectations: [string, number, string][] = [
            ["/paralegal-service", 200, "No services found."],
            ["/contract-life-cycle-management", 200, "Loading services or no data found..."],
            ["/document-review", 200, "No services found."],
            ["/admin-supports", 200, "No services found."],
            ["/Blog", 200, "No blogs found."],
            ["/Career", 200, "No job openings available at the moment."],
            // A page whose item may exist but cannot be read is "try again later", never "not found".
            ["/services/trial-preparation-support", 503, "temporarily unavailable"],
            ["/Blog-detail/7", 503, "temporarily unavailable"],
            ["/Blog-detail/999", 503, "temporarily unavailable"],
            ["/CareerDetails/remote-litigation-paralegal", 503, "temporarily unavailable"],
            ["/ApplyForm/remote-litigation-paralegal", 503, "temporarily unavailable"],
            // A service the catalogue does not know is missing whatever the API does.
            ["/services/no-such-service", 404, "Page not found"],
          ];
          // A stalled API never answers: every page answering proves it is given up on after
          // ADMIN_API_TIMEOUT_MS rather than waited for.
          for (const [path, status, text] of expectations) {
            const response = await request.get(`${failing.url}${path}`);
            expect(response.status(), `${mode} ${path}`).toBe(status);
            const html = await response.text();
            // Inside the site's layout: the header, then the page's own text in <main>.
            expect(html, `${mode} ${path}`).toContain('class="site-header');
            expect(/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1], `${mode} ${path}`).toContain(text);
            // The page names itself in the tab and in search results, error pages too.
            const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
            if (status !== 200)
              expect(title, `${mode} ${path}`).toBe(
                `${status === 503 ? "Temporarily unavailable" : "Page not found"} | Northbridge LPO`,
              );
            if (status === 503) {
              expect(response.headers()["retry-after"], `${mode} ${path}`).toMatch(/^\d+$/);
              expect(response.headers()["cache-control"], `${mode} ${path}`).toBe("private, no-store");
            }
          }
          // Each page was rendered from what the API did in this mode, not from an earlier one.
          expect(standIn.calls.length, `the site asked the API while it was ${mode}`).toBeGreaterThan(asked);
        } finally {
          standIn.resumeReads();
        }
      });
    }
  });

  test("an item the API says does not exist is a 404; once the API is back, an unavailable page is served", async ({
    request,
  }) => {
    try {
      for (const path of [
        "/Blog-detail/999",
        "/CareerDetails/no-such-job",
        "/ApplyForm/no-such-job",
        "/services/no-such-service",
        "/Blog-detail/not-a-number",
      ]) {
        const response = await request.get(`${uncached.url}${path}`);
        expect(response.status(), path).toBe(404);
        expect(response.headers()["retry-after"], path).toBeUndefined();
      }
      standIn.mode = "down";
      expect((await request.get(`${uncached.url}/Blog-detail/7`)).status()).toBe(503);
      standIn.mode = "ok";
      const back = await request.get(`${uncached.url}/Blog-detail/7`);
      expect(back.status()).toBe(200);
      expect(await back.text()).toContain("From the API");
    } finally {
      standIn.mode = "ok";
    }
  });

  test("a detail page read once is served stale while the API is down", async ({ request }) => {
    try {
      const paths = [
        "/services/trial-preparation-support",
        "/Blog-detail/7",
        "/CareerDetails/remote-litigation-paralegal",
        "/ApplyForm/remote-litigation-paralegal",
      ];
      for (const path of paths) expect((await request.get(`${uncached.url}${path}`)).status(), path).toBe(200);
      standIn.mode = "down";
      for (const path of paths)
        expect((await request.get(`${uncached.url}${path}`)).status(), `${path} with the API down`).toBe(200);
    } finally {
      standIn.mode = "ok";
    }
  });

  test("an answer larger than the content cap is cut off while it streams: the page shows its empty state, or the copy it had, and the log says why", async ({
    request,
  }) => {
    // 64 MB: read whole, this would be parsed and shown. The blog list is oversized from the start
    // (the site reads it as it starts, for Lexi's knowledge).
    standIn.oversizedSent = [];
    standIn.oversized = { get_data8: 64 * 1024 * 1024 };
    const fresh = await startSite({
      ADMIN_API_URL: standIn.url,
      ADMIN_API_TIMEOUT_MS: "20000",
      CONTENT_CACHE_TTL_SECONDS: "0",
      PAGE_CACHE_SECONDS: "0",
    });
    try {
      // A document-review list read once, then grown past any sensible size.
      expect(await (await request.get(`${fresh.url}/document-review`)).text()).toContain("Redaction Services");
      standIn.oversized.get_data3 = 64 * 1024 * 1024;
      const blog = await request.get(`${fresh.url}/Blog`);
      expect(blog.status()).toBe(200);
      const blogHtml = await blog.text();
      expect(blogHtml).toContain("No blogs found.");
      expect(blogHtml).not.toContain("From the API");
      const list = await request.get(`${fresh.url}/document-review`);
      expect(list.status()).toBe(200);
      expect(await list.text()).toContain("Redaction Services");
      // The site hung up part way: the stand-in never got to write most of it.
      await expect.poll(() => standIn.oversizedSent.length).toBeGreaterThanOrEqual(2);
      for (const sent of standIn.oversizedSent) {
        expect(sent.complete, sent.path).toBe(false);
        expect(sent.written, sent.path).toBeLessThan(32 * 1024 * 1024);
      }
      await expect.poll(() => fresh.output()).toMatch(/admin API get_data8: answer larger than 4 MB, cut off\n/);
      expect(fresh.output()).toMatch(/admin API get_data3: answer larger than 4 MB, cut off \(serving stale\)\n/);
      expect(fresh.child.exitCode).toBeNull();
    } finally {
      standIn.oversized = {};
      await fresh.stop();
    }
  });

  test("with the provider's admin API, the desk lists its jobs and posts read-only and edits nothing", async () => {
    const email = `readonly-${Date.now()}@northbridge-lpo.example`;
    const { cookie } = await signIn(site.url, email, await addStaff(email, { DATA_DIR: site.dataDir }));
    const jobs = await (await fetch(`${site.url}/staff/jobs`, { headers: { cookie } })).text();
    expect(jobs).toContain("come from the provider&#x27;s own admin system: edit them there");
    expect(jobs).toContain("Remote Litigation Paralegal");
    expect(jobs).not.toContain("New job opening");
    expect(await (await fetch(`${site.url}/staff/posts`, { headers: { cookie } })).text()).toContain("From the API");
    for (const path of ["/staff/jobs/new", "/staff/posts/new"]) {
      expect((await fetch(site.url + path, { headers: { cookie } })).status).toBe(403);
      const post = await fetch(site.url + path, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin: site.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "publish", job_name: "Not ours", title: "Not ours" }),
      });
      expect(post.status).toBe(403);
    }
  });
});
