import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentError, defaultContentDir, loadSiteContent } from "~/content/load-content.server";
import { parseSettings } from "~/config/site-settings.server";
import { ProofSection } from "./proof-section";

const settings = parseSettings({});

/** A copy of content/ whose proof.yaml lists are replaced by `lists` (YAML text). */
function contentWithProof(lists: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-proof-"));
  fs.cpSync(defaultContentDir(), dir, { recursive: true });
  const file = path.join(dir, "proof.yaml");
  const source = fs.readFileSync(file, "utf8");
  const withoutLists = source.replace(/^(testimonials|clientLogos|memberships|certifications): \[\]\n/gm, "");
  expect(withoutLists, "proof.yaml no longer ships its four empty lists").not.toMatch(
    /^(testimonials|clientLogos|memberships|certifications):/m,
  );
  fs.writeFileSync(file, `${withoutLists}${lists}`);
  return dir;
}

const render = (dir: string) =>
  renderToStaticMarkup(
    createElement(ProofSection, { proof: loadSiteContent(dir, settings).proof, id: "proof-heading" }),
  );

describe("proof (content/proof.yaml)", () => {
  it("counts the practice areas the site has for its claim, and renders nothing while its lists are empty", () => {
    const { proof, practiceAreas } = loadSiteContent(defaultContentDir(), settings);
    expect(proof.claims.practiceAreas.value).toBe(String(practiceAreas.length));
    const empty = contentWithProof("testimonials: []\nclientLogos: []\nmemberships: []\ncertifications: []\n");
    expect(render(empty)).toBe("");
  });

  it("renders the provider's entries, escaped, with logos sized and credentials linked to where they can be checked", () => {
    const dir = contentWithProof(
      [
        "testimonials:",
        "  - quote: Our intake backlog cleared in weeks. <script>alert(1)</script>",
        "    name: Pat Example",
        "    title: Managing Partner",
        "    organization: Example & Partners LLP",
        "clientLogos:",
        "  - { name: Example Law Group, image: /uploads/example-law.svg, width: 160, height: 48 }",
        "memberships:",
        "  - { name: Example Legal Support Association, since: 2022, url: 'https://association.example/members/1' }",
        "certifications:",
        "  - { name: Example Privacy Training, issuer: Example Institute, year: 2024 }",
        "",
      ].join("\n"),
    );
    const html = render(dir);
    expect(html).toContain('aria-labelledby="proof-heading"');
    expect(html).toContain("What Firms Say About Working With Us");
    expect(html).toContain("Our intake backlog cleared in weeks. &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain("Managing Partner, Example &amp; Partners LLP");
    expect(html).toMatch(/<img src="\/uploads\/example-law.svg" alt="Example Law Group" width="160" height="48"/);
    expect(html).toMatch(
      /<a href="https:\/\/association.example\/members\/1"[^>]*rel="noopener noreferrer">Example Legal Support Association/,
    );
    expect(html).toContain("(member since 2022)");
    expect(html).toContain("Example Privacy Training");
    expect(html).toContain("(Example Institute, 2024)");
  });

  it("titles a section of credentials alone without promising testimonials", () => {
    const dir = contentWithProof(
      "testimonials: []\nclientLogos: []\nmemberships: []\ncertifications:\n  - { name: Example Certification, issuer: Example Body }\n",
    );
    const html = render(dir);
    expect(html).toContain("Clients and Credentials");
    expect(html).not.toContain("What Firms Say");
  });

  it("refuses entries it cannot render safely or truthfully, naming file and field", () => {
    const dir = contentWithProof(
      [
        "testimonials:",
        "  - { quote: '', name: Someone }",
        "clientLogos:",
        "  - { name: Outside, image: 'https://tracker.example/logo.png', width: 160, height: 48 }",
        "  - { name: Unsized, image: /uploads/logo.svg }",
        "memberships:",
        "  - { name: Plain link, url: 'javascript:alert(1)' }",
        "certifications:",
        "  - { name: No issuer }",
        "  - { name: Insecure, issuer: Example, url: 'http://issuer.example/verify' }",
        "  - { name: Odd year, issuer: Example, year: 24 }",
        "",
      ].join("\n"),
    );
    let message = "";
    try {
      loadSiteContent(dir, settings);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      message = (error as Error).message;
    }
    for (const field of [
      "testimonials[0].quote",
      "clientLogos[0].image",
      "clientLogos[1].width",
      "clientLogos[1].height",
      "memberships[0].url",
      "certifications[0].issuer",
      "certifications[1].url",
      "certifications[2].year",
    ]) {
      expect(message).toMatch(new RegExp(`proof\\.yaml: ${field.replace(/[.[\]]/g, "\\$&")}: `));
    }
  });

  it("refuses a claim whose meaning does not say what the figure means", () => {
    const dir = contentWithProof("testimonials: []\nclientLogos: []\nmemberships: []\ncertifications: []\n");
    const file = path.join(dir, "proof.yaml");
    fs.writeFileSync(
      file,
      fs.readFileSync(file, "utf8").replace(/(successRate:\n(?:.*\n)*? {4}meaning: ).*/, "$1Trust us."),
    );
    expect(() => loadSiteContent(dir, settings)).toThrow(
      /proof\.yaml: claims\.successRate\.meaning: must say in a line what the figure means/,
    );
  });

  it("refuses a testimonial or credential field the component would not show", () => {
    const dir = contentWithProof(
      "testimonials:\n  - { quote: Great work., name: Someone, rating: 5 }\nclientLogos: []\nmemberships: []\ncertifications: []\n",
    );
    expect(() => loadSiteContent(dir, settings)).toThrow(
      /proof\.yaml: testimonials\[0\]: Unrecognized key\(s\) in object: 'rating'/,
    );
  });
});
