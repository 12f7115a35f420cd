import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentCopy, edit, problemsOf } from "./content-copy.fixture";
import { applyProcessors, defaultContentDir, loadSiteContent } from "./load-content.server";
import { parseSettings } from "~/config/site-settings.server";

const settings = parseSettings({});


describe("the content files", () => {
  const content = loadSiteContent(defaultContentDir(), settings);

  // Their slugs are the site's URLs (docs/product.md#routes), old links included: none may go.
  it("hold the 26 practice areas, six roles, four service pages and four service lists of docs/product.md#routes, in order", () => {
    expect(content.practiceAreas.map((a) => a.slug)).toEqual(
      "Personal Criminal Family Immigration RealEstate Employment Corporate EstatePlanning Bankruptcy Intellectual ContractLaw Civil Environmental Taxlaw Healthcare Administrative Insurance Construction Maritime Medialaw Consumerprotection Municipal Transportation Education Lemonlaw Habitabilitylaw".split(
        " ",
      ),
    );
    expect(content.roles.map((r) => r.slug)).toEqual(["Case-Coordinator", "Case-Manager", "Paralegal-Role", "Secretary-Receptionist", "Legal-Admin", "Intake-Specialist"]);
    expect(content.staticServicePages.map((p) => p.slug)).toEqual(["Legal", "DraftCaseStatus", "DraftCorrespondence", "Deposition"]);
    expect(content.serviceListPaths).toEqual(["paralegal-service", "contract-life-cycle-management", "document-review", "admin-supports"]);
    expect(Object.values(content.catalogues).flat()).toHaveLength(30);
    expect(content.coCaseCoordinator).toEqual({ id: "20", name: "Co-Case Coordinator", slug: "co-case-coordinator" });
  });

  it("give every practice area six services and three benefits, and every practice page five reasons", () => {
    for (const area of content.practiceAreas) {
      expect(area.services, area.slug).toHaveLength(6);
      expect(area.benefits, area.slug).toHaveLength(3);
      expect(area.hero.description.length, area.slug).toBeGreaterThan(40);
    }
    expect(content.practiceWhyChoose).toHaveLength(5);
    // Only Corporate puts the transform section before the services (docs/product.md#routes).
    expect(content.practiceAreas.filter((a) => a.transformBeforeServices).map((a) => a.slug)).toEqual(["Corporate"]);
  });

  it("group every practice area once in the hub's directory", () => {
    const listed = content.practiceHub.groups.flatMap((group) => group.areas);
    expect([...listed].sort()).toEqual(content.practiceAreas.map((a) => a.slug).sort());
    expect(content.practiceHub.groups.map((group) => group.title)).not.toContain("More Practice Areas");
  });

  it("list a practice area no group names under More Practice Areas, so a new area is one file; refuse a group naming an unknown or repeated area", () => {
    const dir = contentCopy();
    edit(dir, "practice-hub.md", (s) => s.replace("areas: [Family, Immigration, EstatePlanning, Bankruptcy, Education]", "areas: [Family, Immigration, EstatePlanning, Bankruptcy]"));
    const loaded = loadSiteContent(dir, settings);
    expect(loaded.practiceHub.groups.at(-1)).toEqual({ title: "More Practice Areas", text: "Other areas of law we support.", areas: ["Education"] });
    edit(dir, "practice-hub.md", (s) => s.replace("areas: [Family, Immigration, EstatePlanning, Bankruptcy]", "areas: [Family, Immigration, EstatePlanning, Bankruptcy, Civil, Astrology]"));
    expect(problemsOf(dir)).toEqual([
      "practice-hub.md: groups[1].areas: names Civil, already in groups[0]",
      "practice-hub.md: groups[1].areas: names Astrology, which is no practice area",
    ]);
  });

  it("hold at least three samples of the work, each saying it is a sample with invented names, each naming real roles and practice areas", () => {
    expect(content.samples.length).toBeGreaterThanOrEqual(3);
    for (const sample of content.samples) {
      expect(sample.notice, sample.slug).toMatch(/sample/i);
      expect(sample.blocks.some((block) => block.type === "table" || block.type === "list"), sample.slug).toBe(true);
      for (const area of sample.practiceAreas) expect(content.practiceAreas.map((a) => a.slug)).toContain(area);
    }
  });

  it("refuse a sample that does not say its names are invented, or names a practice area that does not exist", () => {
    const dir = contentCopy();
    edit(dir, "samples/03-intake-summary.md", (s) => s.replace(/^notice: .*$/m, "notice: This is what we did for a client last week."));
    edit(dir, "samples/04-case-status-report.md", (s) => s.replace("practiceAreas: [Family,", "practiceAreas: [Astrology, Family,"));
    expect(problemsOf(dir)).toEqual([
      "samples/03-intake-summary.md: notice: must say that this is a sample",
      "samples/03-intake-summary.md: notice: must say that the names are invented",
      "samples/04-case-status-report.md: practiceAreas: names Astrology, which is no practice area",
    ]);
  });

  it("refuse a search subject for a page the site does not have, or a second entry for one page", () => {
    const dir = contentCopy();
    edit(dir, "search.yaml", (s) => s.replace("  - path: /Maritime\n", "  - path: /Astrology\n").replace("  - path: /Legal\n", "  - path: /Deposition\n"));
    expect(problemsOf(dir)).toEqual([
      "search.yaml: subjects[28].path: /Astrology is no page of the site",
      "search.yaml: subjects: one entry per page (repeated: /Deposition)",
    ]);
  });

  it("keep meta descriptions within 160 characters and unique", () => {
    const descriptions = [
      ...content.practiceAreas.map((a) => a.metaDescription),
      ...content.roles.map((r) => r.metaDescription),
      ...content.staticServicePages.map((p) => p.metaDescription),
      ...Object.values(content.serviceListPages).map((p) => p.metaDescription),
      content.home.metaDescription,
      content.about.metaDescription,
      content.privacyPolicy.metaDescription,
      content.practiceHub.metaDescription,
      content.rolesPage.metaDescription,
      content.servicesPage.metaDescription,
    ];
    for (const description of descriptions) expect(description.length, description).toBeLessThanOrEqual(160);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("fill every placeholder from the settings and the other files, leaving none in any text", () => {
    const custom = loadSiteContent(defaultContentDir(), parseSettings({ SITE_PHONE: "+1 (212) 555-0199", SITE_EMAIL: "hello@firm.example", SITE_OFFICE_USA: "1 Test Plaza, Albany, NY 12207" }));
    const contact = custom.privacyPolicy.sections.at(-1)!.list;
    expect(contact).toEqual(["Email: hello@firm.example", "Phone: +1 (212) 555-0199", "Mail: 1 Test Plaza, Albany, NY 12207"]);
    // The policy's provider names are filled per process (app/content/privacy.ts), whether the providers are on or off.
    for (const processors of [{}, { email: "smtp.mail.example", languageModel: "llm.example" }]) {
      expect(JSON.stringify({ ...custom, privacyPolicy: applyProcessors(custom.privacyPolicy, processors) })).not.toMatch(/\{[a-z_]+\}/);
    }
    expect(content.practiceHub.hero.badge).toContain(` ${content.practiceAreas.length} practice areas`);
  });

  it("give every role five to eight duties, body paragraphs and the three tiers of the pricing table", () => {
    for (const role of content.roles) {
      expect(role.intro.list.length, role.slug).toBeGreaterThanOrEqual(5);
      expect(role.intro.list.length, role.slug).toBeLessThanOrEqual(8);
      expect(role.intro.paragraphs.length, role.slug).toBeGreaterThan(0);
    }
    expect(content.pricingTiers.map((t) => [t.key, t.name, t.rate, t.terms])).toEqual([
      ["contract", "Contract Base", "standard", ["80 hours/month", "20 hrs/week"]],
      ["full-time", "Full Time", "standard", ["160 hours/month", "40 hrs/week"]],
      ["multilingual", "Multilingual", "multilingual", ["English/French", "English/Spanish"]],
    ]);
  });

  it("take the FAQ's price range from the pricing table, so a new rate changes it", () => {
    const rates = Object.fromEntries(content.roles.map((r) => [r.slug, r.rates]));
    expect(rates["Secretary-Receptionist"]).toEqual({ standard: 12, multilingual: 15 });
    expect(content.chatFaq[0].answer).toContain("from $12 to $18 per hour");

    const dir = contentCopy();
    edit(dir, "pricing.yaml", (s) => s.replace("Legal-Admin: { standard: 15, multilingual: 18 }", "Legal-Admin: { standard: 15, multilingual: 21 }"));
    const repriced = loadSiteContent(dir, settings);
    expect(repriced.chatFaq[0].answer).toContain("from $12 to $21 per hour");
    expect(repriced.roles.find((r) => r.slug === "Legal-Admin")!.rates.multilingual).toBe(21);
  });

  it("build the menu from the role and service-list files", () => {
    const [, , , rolesItem, servicesItem] = content.mainNavigation;
    expect(rolesItem.children?.map((c) => c.href)).toEqual(content.roles.map((r) => `/${r.slug}`));
    expect(servicesItem.children?.map((c) => c.label)).toEqual(["Paralegal Service", "Contract Life Cycle Management", "Document Review", "Admin Supports"]);
  });
});

describe("a broken content folder", () => {
  it("names the file and the field of every problem", () => {
    const dir = contentCopy();
    edit(dir, "practice-areas/02-Criminal.md", (s) => s.replace(/ {2}- title: Legal Research\n {4}text: [^\n]*\n/, ""));
    edit(dir, "practice-areas/03-Family.md", (s) => s.replace(/^metaDescription: .*$/m, `metaDescription: ${"Remote family law paralegals. ".repeat(6)}`));
    edit(dir, "practice-areas/04-Immigration.md", (s) => s.replace(/^icon: .*$/m, "icon: NoSuchIcon"));
    edit(dir, "service-pages/01-Legal.md", (s) => s.replace("kind: table", "kind: carousel"));
    edit(dir, "faqs.yaml", (s) => s.replace("from {lowest_rate}", "from {lowest_price}"));
    edit(dir, "pricing.yaml", (s) => s.replace("  Intake-Specialist: { standard: 12, multilingual: 15 }\n", "  Intake-Specialists: { standard: 12, multilingual: 15 }\n"));
    const problems = problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        "practice-areas/02-Criminal.md: services: must list exactly six services",
        expect.stringMatching(/^practice-areas\/03-Family\.md: metaDescription: must be 160 characters or fewer/),
        "practice-areas/04-Immigration.md: icon: must name an icon of app/content/icons.server.ts",
        expect.stringMatching(/^service-pages\/01-Legal\.md: sections\[0\]\.kind: Invalid discriminator value/),
        expect.stringMatching(/^faqs\.yaml: chat\[0\]\.answer: unknown placeholder \{lowest_price\}/),
        expect.stringMatching(/^pricing\.yaml: rates\.Intake-Specialist: is missing/),
        "pricing.yaml: rates.Intake-Specialists: names no role page: every booking target must be a real role",
      ]),
    );
  });

  it("refuses repeated slugs and meta descriptions across files", () => {
    const dir = contentCopy();
    const criminal = fs.readFileSync(path.join(dir, "practice-areas/02-Criminal.md"), "utf8");
    fs.writeFileSync(path.join(dir, "practice-areas/27-Legal.md"), criminal.replace("slug: Criminal", "slug: Legal").replace(/^metaDescription: (.*)$/m, "metaDescription: $1 Again."));
    fs.writeFileSync(path.join(dir, "practice-areas/28-Criminal.md"), criminal);
    const problems = problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^service-pages\/01-Legal\.md: slug: repeats the path of .*practice-areas\/27-Legal\.md$/),
        expect.stringMatching(/^practice-areas\/28-Criminal\.md: slug: repeats the path of .*practice-areas\/02-Criminal\.md$/),
        expect.stringMatching(/^practice-areas\/28-Criminal\.md: metaDescription: repeats the meta description of .*practice-areas\/02-Criminal\.md$/),
      ]),
    );
  });

  it("names a file that is not valid YAML, lacks front matter or holds Markdown the page would show raw", () => {
    const dir = contentCopy();
    edit(dir, "navigation.yaml", (s) => s.replace("footer:", "footer: [unclosed"));
    edit(dir, "home.md", (s) => s.replace(/^---\n/, ""));
    edit(dir, "about.md", (s) => s.replace("We are a legal process outsourcing provider", "We are a **legal process outsourcing** provider"));
    edit(dir, "roles/01-Case-Coordinator.md", (s) => s.replace("slug: Case-Coordinator", "slug: Case-Coordinator\nslogan: extra"));
    const problems = problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^navigation\.yaml: is not valid YAML/),
        "home.md: must start with front matter between two --- lines",
        expect.stringMatching(/^about\.md: body: must be plain paragraphs separated by blank lines \(found formatting/),
        "roles/01-Case-Coordinator.md: Unrecognized key(s) in object: 'slogan'",
      ]),
    );
  });

  it("names a missing file", () => {
    const dir = contentCopy();
    fs.rmSync(path.join(dir, "privacy-policy.md"));
    expect(problemsOf(dir)).toContain("privacy-policy.md: cannot be read (missing?)");
  });
});
