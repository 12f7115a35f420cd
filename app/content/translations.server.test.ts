import { describe, expect, it } from "vitest";
import { contentCopy, edit, problemsOf } from "./content-copy.fixture";
import { defaultContentDir, loadSiteContent } from "./load-content.server";
import { jobPostingIn, jobValueIn, passagesIn, serviceSummaryIn } from "./passages.server";
import { parseSettings } from "../config/site-settings.server";
import type { Language } from "./translations.server";

const settings = parseSettings({});


/** Every text of a passage tree with its path: "roles.Case-Manager.intro.list[2]". */
function leaves(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${at}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => leaves(item, at ? `${at}.${key}` : key));
  return [];
}

/** Words of English that are no words of Spanish or French: one in a translation is an English phrase left in it. */
const englishWords = /(?<!\p{L})(the|and|with|your|our|of|for|to|is|are|we|you|that|this|from|will|by|at|which|who|can|it|be|have|has|attorneys?|lawyers?|law firms?|paralegals?|remote|review|drafting|full time|contract base|multilingual|case managers?|per month|not specified)(?!\p{L})/iu;
/** Words a translation legitimately shares with English: the same word in that language, or a name. */
const sameInBoth: Partial<Record<Language, string[]>> = { fr: ["Mission", "Vision", "Contact"] };

describe("the Spanish and French of what Lexi quotes", () => {
  const content = loadSiteContent(defaultContentDir(), settings);
  const { en, es, fr } = content.passages;

  it("exist for every passage of every shipped file, with the English's lists and lengths", () => {
    for (const language of [es, fr]) {
      expect(Object.keys(language.roles)).toEqual(content.roles.map((r) => r.slug));
      for (const role of content.roles) expect(language.roles[role.slug].intro.list, role.slug).toHaveLength(role.intro.list.length);
      expect(Object.keys(language.practiceAreas)).toHaveLength(26);
      for (const area of Object.values(language.practiceAreas)) expect(area.services).toHaveLength(6);
      expect(Object.keys(language.tiers)).toEqual(["contract", "full-time", "multilingual"]);
      expect(language.faqs.chat).toHaveLength(content.chatFaq.length);
      expect(language.faqs.about).toHaveLength(content.about.faq.length);
      expect(Object.keys(language.serviceLists)).toEqual(content.serviceListPaths);
      expect(Object.keys(language.staticServices)).toEqual(content.staticServicePages.map((p) => p.slug));
      expect(Object.keys(language.catalogue)).toHaveLength(31);
      expect(Object.keys(language.serviceDetails).sort()).toEqual(Object.keys(language.catalogue).sort());
      expect(language.about.body).toHaveLength(content.about.whoWeAre.paragraphs.length);
      expect(language.about.howWeWork).toHaveLength(4);
      expect(Object.keys(language.claims)).toEqual(["experience", "successRate", "practiceAreas"]);
      expect(language.privacy.map((s) => s.heading)).toHaveLength(content.privacyPolicy.sections.length);
      expect(language.jobs.benefits).toHaveLength(3);
      // Same shape as the English, leaf for leaf.
      expect(leaves(language).map(([at]) => at)).toEqual(leaves(en).map(([at]) => at));
    }
  });

  it("give English as the site publishes it for en", () => {
    expect(Object.values(en.roles).map((r) => r.title)).toEqual(content.roles.map((r) => r.title));
    expect(en.roles["Case-Manager"].intro.list).toEqual(content.roles.find((r) => r.slug === "Case-Manager")!.intro.list);
    expect(en.practiceAreas.Personal.services).toEqual(content.practiceAreas[0].services);
    expect(en.faqs.chat).toEqual(content.chatFaq);
    expect(en.privacy.map((s) => s.heading)).toEqual(content.privacyPolicy.sections.map((s) => s.heading));
    expect(en.tiers.contract).toEqual({ name: "Contract Base", terms: ["80 hours/month", "20 hrs/week"] });
    expect(en.catalogue["co-case-coordinator"].name).toBe("Co-Case Coordinator");
    expect(en.serviceDetails["deposition-summaries"]?.summary).toMatch(/^Page-line, topical and narrative summaries of deposition transcripts/);
  });

  it("name the tiers and roles in the visitor's language, the same way in every file", () => {
    expect([es.tiers.contract.name, es.tiers["full-time"].name, es.tiers.multilingual.name]).toEqual(["Contrato base", "Tiempo completo", "Multilingüe"]);
    expect([fr.tiers.contract.name, fr.tiers["full-time"].name, fr.tiers.multilingual.name]).toEqual(["Contrat de base", "Temps plein", "Multilingue"]);
    expect(es.roles["Paralegal-Role"].title).toBe("Asistente legal (paralegal)");
    expect(fr.roles["Paralegal-Role"].title).toBe("Parajuriste");
    // The FAQs name the tiers as the pricing table does.
    expect(es.faqs.about.at(-1)!.answer).toContain("Contrato base");
    expect(fr.faqs.about.at(-1)!.answer).toContain("Contrat de base");
    expect(es.catalogue["co-case-coordinator"].name).toMatch(/coordinador de casos/i);
    expect(fr.catalogue["co-case-coordinator"].name).toMatch(/coordinateur de dossiers/i);
  });

  it("fill placeholders as the English does, from the same settings and files", () => {
    const custom = loadSiteContent(defaultContentDir(), parseSettings({ SITE_PHONE: "+1 (212) 555-0199", SITE_EMAIL: "hello@firm.example" }));
    for (const language of ["es", "fr"] as const) {
      const contact = custom.passages[language].privacy.at(-1)!.summary;
      expect(contact).toContain("hello@firm.example");
      expect(contact).toContain("+1 (212) 555-0199");
      expect(content.passages[language].faqs.chat[0].answer).toMatch(/\$12 .*\$18/);
      expect(content.passages[language].about.body.join(" ")).toContain(" 26 ");
      expect(JSON.stringify(content.passages[language])).not.toMatch(/\{[a-z_]+\}/);
    }
  });

  it("hold no English phrase, and no text left as its English", () => {
    expect(englishWords.test("Nuestro equipo handles the calls"), "the check itself finds an English phrase").toBe(true);
    for (const language of ["es", "fr"] as const) {
      const english = new Map(leaves(en));
      const leftovers = leaves(content.passages[language]).filter(([, text]) => englishWords.test(text.replace(/«[^»]*»|\([^)]*\)/g, "")));
      expect(leftovers, `${language}: English words in a translation`).toEqual([]);
      const untranslated = leaves(content.passages[language]).filter(([at, text]) => text === english.get(at) && !sameInBoth[language]?.includes(text));
      expect(untranslated, `${language}: text identical to its English`).toEqual([]);
    }
  });

  it("stay off the pages: no object a page renders carries a translation", () => {
    const { passages: _passages, ...pages } = content;
    const json = JSON.stringify(pages);
    expect(json).not.toContain('"translations"');
    expect(json).not.toContain("sectionSummaries");
    expect(json).not.toContain(es.roles["Case-Coordinator"].summary);
    expect(content.coCaseCoordinator).toEqual({ id: "20", name: "Co-Case Coordinator", slug: "co-case-coordinator" });
  });
});

describe("the accessors", () => {
  it("give the passages in the language asked for", () => {
    expect(passagesIn("en").roles["Intake-Specialist"].title).toBe("Intake Specialist");
    expect(passagesIn("es").roles["Intake-Specialist"].title).toBe("Especialista en admisión de clientes");
    expect(passagesIn("fr").practiceAreas.Family.title).toBe("Droit de la famille");
  });

  it("fall back to English only for a service detail staff added later", () => {
    expect(serviceSummaryIn("deposition-summaries", "en", "As staff wrote it.")).toBe("As staff wrote it.");
    expect(serviceSummaryIn("deposition-summaries", "fr", "As staff wrote it.")).toMatch(/^Synthèses des transcriptions de dépositions/);
    expect(serviceSummaryIn("deposition-summaries", "es", "x")).not.toMatch(/<p>/);
    expect(serviceSummaryIn("a-service-staff-added", "es", "As staff wrote it.")).toBe("As staff wrote it.");
  });

  it("translate the job values the seeded openings use, and quote any other as written", () => {
    expect(jobValueIn("employmentTypes", "Full-time", "es")).toBe("Tiempo completo");
    expect(jobValueIn("locations", "Remote — Jamaica", "fr")).toBe("À distance — Jamaïque");
    expect(jobValueIn("positions", "mid-level", "en")).toBe("Mid-level");
    expect(jobValueIn("locations", "Remote — Portugal", "es")).toBe("Remote — Portugal");
  });

  it("translate a seeded opening's requirements and schedule only while its English is the seed's", () => {
    const english = passagesIn("en").jobPostings["case-manager"]!.requirements;
    expect(english).toContain("A U.S. license is not required. This role does not involve giving legal advice.");
    expect(jobPostingIn("case-manager", "requirements", english, "es")).toContain(
      "No se requiere una licencia de EE. UU. Este puesto no implica dar asesoría legal.",
    );
    expect(jobPostingIn("case-manager", "schedule", passagesIn("en").jobPostings["case-manager"]!.schedule, "fr")?.[0]).toMatch(/^Du lundi au vendredi, 40 heures/);
    expect(jobPostingIn("case-manager", "requirements", [...english.slice(1), "Staff added this."], "fr")).toBeUndefined();
    expect(jobPostingIn("an-opening-staff-added", "schedule", ["Weekends."], "es")).toBeUndefined();
    const steps = passagesIn("en").jobPostings["bilingual-legal-secretary-english-french"]!.assessment;
    expect(jobPostingIn("bilingual-legal-secretary-english-french", "assessment", steps, "fr")?.[1]).toMatch(/anglais et en français/);
  });
});

describe("content lacking a translation", () => {
  it("fails, naming the file and the missing or mismatched field", () => {
    const dir = contentCopy();
    // A role without its French summary, and with a Spanish duty too few.
    edit(dir, "roles/01-Case-Coordinator.md", (s) =>
      s.replace(/(\n {2}fr:\n {4}title: [^\n]*\n) {4}summary: [^\n]*\n/, "$1").replace(/\n {8}- Preparar listas de tareas[^\n]*/, ""),
    );
    // An FAQ without any translations, a tier without Spanish, a claim that loses a figure.
    edit(dir, "faqs.yaml", (s) => s.replace(/(Can your staff work during[^\n]*\n {4}answer: [^\n]*\n) {4}translations:\n( {6}[^\n]*\n)+/, "$1"));
    edit(dir, "pricing.yaml", (s) => s.replace(/ {6}es: \{ name: Tiempo completo[^\n]*\n/, ""));
    edit(dir, "about.md", (s) => s.replace("atienden {practice_area_count} áreas", "atienden muchas áreas"));
    // Translations beside something Lexi does not quote, and a language the site does not speak.
    edit(dir, "home.md", (s) => s.replace(/^metaDescription: /m, "translations:\n  es: { metaDescription: Hola }\nmetaDescription: "));
    edit(dir, "service-lists.yaml", (s) => s.replace(/( {6}es:\n {8}title: Revisión de documentos\n)/, "      de:\n        title: Dokumentenprüfung\n$1"));
    // A privacy section without its summary.
    edit(dir, "privacy-policy.md", (s) => s.replace(/\n {2}- We may update this policy[^\n]*/, ""));
    const problems = problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        "roles/01-Case-Coordinator.md: translations.fr.summary: is missing: Lexi quotes this passage, so it needs a French (fr) version",
        "roles/01-Case-Coordinator.md: translations.es.intro.list: must list 7 items, as the English does",
        "faqs.yaml: chat[1].translations: is missing: Lexi quotes this passage, so it needs Spanish (es) and French (fr) versions",
        "pricing.yaml: tiers[1].translations.es: is missing: Lexi quotes this passage, so it needs a Spanish (es) version",
        "about.md: translations.es.body[2]: must keep the English's figures and addresses (missing: 26)",
        "home.md: translations: are not read: Lexi quotes nothing of this entry (see app/content/README.md)",
        "service-lists.yaml: lists[2].translations: Unrecognized key(s) in object: 'de'",
        "privacy-policy.md: sectionSummaries: must hold one summary per ## section, in order (12 sections, 11 summaries)",
      ]),
    );
  });

  it("fails for the files only Lexi reads: the seeded services and openings, the words around contact and job facts", () => {
    const dir = contentCopy();
    edit(dir, "seed/services.yaml", (s) => s.replace(/\n {6}fr:\n {8}shart_description: <p>Synthèses des transcriptions[^\n]*/, ""));
    edit(dir, "assistant/job-facts.yaml", (s) => s.replace(/\n {6}- Couverture santé/, ""));
    edit(dir, "assistant/contact-facts.yaml", (s) => s.replace("  USA: Florida Office (USA)", "  USA: Miami Office"));
    edit(dir, "seed/jobs.yaml", (s) => s.replace(/\n {10}- "Ce poste ne comporte aucun conseil juridique\."/, ""));
    expect(problemsOf(dir)).toEqual(
      expect.arrayContaining([
        "seed/services.yaml: services[3].translations.fr: is missing: Lexi quotes this passage, so it needs a French (fr) version",
        "assistant/job-facts.yaml: translations.fr.benefits: must list 3 items, as the English does",
        "seed/jobs.yaml: jobs[3].translations.fr.requirements: must list 6 items, as the English does",
        'assistant/contact-facts.yaml: offices.USA: must be "Florida Office (USA)", the office\'s name on the site (app/content/settings.server.ts)',
      ]),
    );
  });
});
