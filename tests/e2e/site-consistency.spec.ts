import { parseDocument, DomUtils } from "htmlparser2";
import { isTag, isText, type Document, type Element } from "domhandler";
import { expect, test } from "./fixtures";

/**
 * What every public page must hold to, read over HTTP from the pages the sitemap lists: one
 * vocabulary for calls to action (a label always leads to the same place), never three stacked
 * call-to-action bands, U.S. spelling, the header's search and Careers link.
 */

test.describe("the server's HTML, read once over HTTP", { tag: "@js-only" }, () => {
  type Page = { path: string; doc: Document };
  const pages: Page[] = [];

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(paths.length).toBeGreaterThan(60);
    // Four at a time: the shared server serves other specs' browsers meanwhile.
    const queue = [...paths, "/search", "/search?q=paralegal", "/no-such-page"];
    const read = async () => {
      for (let path = queue.shift(); path; path = queue.shift()) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
        pages.push({ path, doc: parseDocument(await response.text()) });
      }
    };
    await Promise.all([read(), read(), read(), read()]);
    await request.dispose();
  });

  const classes = (el: Element) => (el.attribs.class ?? "").split(/\s+/);
  const isVisuallyHidden = (el: Element) => classes(el).includes("visually-hidden");

  /** What a visitor reads on an element: its text without the parts only screen readers get. */
  function visibleText(node: Element | Document): string {
    return DomUtils.getChildren(node)
      .map((child) => {
        if (isText(child)) return child.data;
        if (isTag(child) && !isVisuallyHidden(child) && !["script", "style", "template"].includes(child.name))
          return visibleText(child);
        return "";
      })
      .join("")
      .replace(/\s+/g, " ")
      .trim();
  }

  /** Labels that act on the item a page shows (a job's "Apply Now" applies for that job): one place per page. */
  const itemActions = new Set(["Apply Now"]);

  test("a call-to-action label always leads to the same place, on every page", () => {
    const targets = new Map<string, Set<string>>();
    const where = new Map<string, string[]>();
    for (const { path, doc } of pages) {
      for (const link of DomUtils.findAll((el) => el.name === "a" && classes(el).includes("button"), doc.children)) {
        // A button named apart for screen readers (the three "Get Started" tiers) is known by that name.
        const visible = link.attribs["aria-label"] ?? visibleText(link);
        const label = itemActions.has(visible) ? `${visible} (on ${path})` : visible;
        const href = link.attribs.href;
        expect(label, `a button without a label on ${path}`).not.toBe("");
        if (!targets.has(label)) targets.set(label, new Set());
        targets.get(label)!.add(href);
        where.set(`${label} → ${href}`, [...(where.get(`${label} → ${href}`) ?? []), path]);
      }
    }
    const conflicts = [...targets]
      .filter(([, hrefs]) => hrefs.size > 1)
      .map(
        ([label, hrefs]) =>
          `"${label}": ${[...hrefs].map((h) => `${h} (${where.get(`${label} → ${h}`)![0]})`).join(", ")}`,
      );
    expect(conflicts, "labels leading to more than one place").toEqual([]);
    // The labels docs/product.md#layout fixes.
    expect(targets.get("Book a Consultation")?.size).toBe(1);
    expect([...(targets.get("Book a Demo") ?? [])]).toEqual([...(targets.get("Book a Consultation") ?? [])]);
    expect([...(targets.get("Contact With Us") ?? [])]).toEqual(["/contact"]);
    expect([...(targets.get("Call Now") ?? [])]).toEqual(["tel:+13055550142"]);
  });

  test("every page ends with one call-to-action band: the site-wide free consultation, or the page's own band carrying it instead", () => {
    const isBand = (el: Element) =>
      classes(el).some((c) => c === "closing-banner" || c === "consultation-cta") ||
      DomUtils.findOne((d) => classes(d).includes("closing-banner"), el.children) !== null;
    for (const { path, doc } of pages) {
      const main = DomUtils.findOne((el) => el.name === "main", doc.children)!;
      const footerCta = DomUtils.findOne((el) => classes(el).includes("consultation-cta"), doc.children);
      expect(footerCta, `${path} ends with the free-consultation call`).not.toBeNull();
      const sections = main.children.filter(isTag);
      let trailing = 0;
      for (let i = sections.length - 1; i >= 0 && isBand(sections[i]); i--) trailing++;
      // app.css hides the site-wide band after a page that closes with its own (which carries the phone call).
      if (trailing === 0) trailing = 1;
      else
        expect(
          DomUtils.findOne(
            (el) => classes(el).includes("closing-banner") && DomUtils.textContent(el).includes("Call Now"),
            main.children,
          ),
          path,
        ).not.toBeNull();
      expect(trailing, `${path} ends in ${trailing} call-to-action bands`).toBe(1);
    }
  });

  test("U.S. spelling on every page", () => {
    const british =
      /\b(organis(e|ed|es|ing|ation|ations)|recognis(e|ed|es|ing)|specialis(e|ed|es|ing)|prioritis(e|ed|es|ing)|summaris(e|ed|es|ing)|customis(e|ed|es|ing)|authoris(e|ed|ation)|utilis(e|ed|ing)|optimis(e|ed|ing)|minimis(e|ed|ing)|standardis(e|ed|ing)|colours?|favour\w*|behaviour\w*|honour\w*|labour\w*|centres?|licence|defence|judgement|programmes?|enrol(s|led|ment)?|travell(ed|ing)|cancell(ed|ing)|modelling|labelled|fulfil(s|ment)?|analys(e|ed|es|ing)|catalogues?|enquir(y|ies)|whilst|amongst|per cent)\b/gi;
    const found: string[] = [];
    for (const { path, doc } of pages) {
      const body = DomUtils.findOne((el) => el.name === "body", doc.children)!;
      for (const match of visibleText(body).matchAll(british)) found.push(`${path}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });

  test("the header carries a search box that works as a plain GET form, and a Careers link", () => {
    for (const { path, doc } of pages.filter((p) => ["/", "/about", "/Career", "/privacypolicy"].includes(p.path))) {
      const nav = DomUtils.findOne((el) => el.name === "nav" && el.attribs["aria-label"] === "Main", doc.children)!;
      const form = DomUtils.findOne((el) => el.name === "form" && el.attribs.role === "search", nav.children);
      expect(form, `${path}: a search form in the main navigation`).not.toBeNull();
      expect(form!.attribs).toMatchObject({ method: "get", action: "/search" });
      const input = DomUtils.findOne((el) => el.name === "input", form!.children)!;
      // No maxlength: a longer query is cut to 100 characters by the server (tested below), and the bytes count against the first-load budget.
      expect(input.attribs).toMatchObject({ type: "search", name: "q", "aria-label": "Search the site" });
      const careers = DomUtils.findOne((el) => el.name === "a" && el.attribs.href === "/Career", nav.children);
      expect(careers && visibleText(careers), `${path}: Careers in the main navigation`).toBe("Careers");
    }
  });

  test("a search from the header finds what a visitor means, and answers hostile queries with an escaped page", async ({
    request,
  }) => {
    const resultLinks = async (q: string) => {
      const response = await request.get(`/search?q=${encodeURIComponent(q)}`);
      expect(response.status()).toBe(200);
      const doc = parseDocument(await response.text());
      const results = DomUtils.findOne(
        (el) => el.name === "ol" && classes(el).includes("search-results"),
        doc.children,
      );
      return results ? DomUtils.findAll((el) => el.name === "a", results.children).map((a) => a.attribs.href) : [];
    };
    const firstResult = async (q: string) => (await resultLinks(q))[0];
    // A page is listed once, though its passages (FAQ answers, policy sections) match apart from it.
    for (const q of ["privacy", "Spanish", "data", "contract"]) {
      const links = await resultLinks(q);
      expect(links.length, q).toBeGreaterThan(0);
      expect(
        links.filter((href, i) => links.indexOf(href) !== i),
        `${q}: listed twice`,
      ).toEqual([]);
    }
    expect(await firstResult("pricing")).toBe("/roles");
    expect(await firstResult("price of a paralegal")).toBe("/Paralegal-Role");
    expect(await firstResult("jobs")).toBe("/Career");
    expect(await firstResult("immigration")).toBe("/Immigration");

    const hostile = await request.get(`/search?q=${encodeURIComponent('"><script>alert(1)</script> paralegal')}`);
    expect(hostile.status()).toBe(200);
    const html = await hostile.text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const long = await request.get(`/search?q=${"paralegal%20".repeat(600)}`);
    expect(long.status()).toBe(200);
    expect(await request.get("/search?q=a&q=b&q[]=c").then((r) => r.status())).toBe(200);
  });

  test("the search page has a title and a meta description, with or without a query", () => {
    for (const { path, doc } of pages.filter((page) => page.path.startsWith("/search"))) {
      const head = DomUtils.findOne((el) => el.name === "head", doc.children)!;
      const description = DomUtils.findOne(
        (el) => el.name === "meta" && el.attribs.name === "description",
        head.children,
      );
      expect(description?.attribs.content.length ?? 0, `${path}: meta description`).toBeGreaterThan(50);
      expect(DomUtils.textContent(DomUtils.findOne((el) => el.name === "title", head.children)!), path).toMatch(
        /^Search/,
      );
    }
  });

  test("the privacy policy says what is kept and for how long, and names no provider that is off", async ({
    request,
  }) => {
    const text = visibleText(parseDocument(await (await request.get("/privacypolicy")).text()));
    expect(text).toContain("the transcript of the chat");
    expect(text).toContain("job applications with the resume you attach");
    expect(text).toContain("It is not deleted automatically: it is kept until our team deletes it.");
    // The shared test server has neither SMTP_URL nor ASSISTANT_LLM_URL.
    expect(text).not.toMatch(/e-mail provider \(|language-model provider|\[when|_processor\}/);
  });
});
