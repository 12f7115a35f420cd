import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applyProcessors, ContentError, defaultContentDir, loadSiteContent } from "./load-content.server";
import { processorHost } from "./privacy";
import { parseSettings } from "~/config/site-settings.server";

const settings = parseSettings({});
const policy = loadSiteContent(defaultContentDir(), settings).privacyPolicy;
const text = (p: typeof policy) => p.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]).join("\n");

describe("the privacy policy", () => {
  it("says what the site stores (chat transcripts, resumes) and how long: until deleted, on request", () => {
    const all = text(applyProcessors(policy, {}));
    expect(all).toMatch(/transcript of the chat/);
    expect(all).toMatch(/resume you attach/);
    expect(all).toMatch(/not deleted automatically: it is kept until our team deletes it/);
    expect(all).toContain("by e-mail at support@northbridge-lpo.example or by phone at +1 (305) 555-0142");
    expect(all).toMatch(/cookie in your browser for up to one year/);
  });

  it("names the e-mail and language-model providers only when they are configured, by host", () => {
    const off = text(applyProcessors(policy, {}));
    expect(off).not.toMatch(/e-mail provider|language-model provider|\[when|\{email_processor\}|\{language_model_processor\}/);

    const mailOnly = text(applyProcessors(policy, { email: "smtp.mail.example:587" }));
    expect(mailOnly).toContain("With our e-mail provider (smtp.mail.example:587)");
    expect(mailOnly).not.toContain("language-model provider");

    const both = text(applyProcessors(policy, { email: "smtp.mail.example", languageModel: "llm.example" }));
    expect(both).toContain("With a language-model provider (llm.example), which may reword our virtual assistant's answers");
    expect(both).toMatch(/with your name, e-mail address and phone number removed/);
    expect(both).not.toMatch(/\[when/);
  });

  it("names a provider by host, never by the credentials its URL carries", () => {
    expect(processorHost("smtps://desk:s3cret-pass@smtp.mail.example:465")).toBe("smtp.mail.example:465");
    expect(processorHost("https://api.llm.example/v1/chat/completions")).toBe("api.llm.example");
    expect(processorHost(undefined)).toBeUndefined();
    expect(processorHost("not a url")).toBeUndefined();
  });

  it("refuses a condition it does not know, naming the file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-policy-"));
    fs.cpSync(defaultContentDir(), dir, { recursive: true });
    const file = path.join(dir, "privacy-policy.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("- [when email]", "- [when fax]"));
    expect(() => loadSiteContent(dir, settings)).toThrow(ContentError);
    expect(() => loadSiteContent(dir, settings)).toThrow(/privacy-policy\.md: body: unknown condition \[when fax\]/);
  });

  it("keeps the providers' names to the policy: another file naming one stops the load", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-policy-"));
    fs.cpSync(defaultContentDir(), dir, { recursive: true });
    const file = path.join(dir, "home.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("heading: Why Law Firms Choose Us", "heading: Why Law Firms Choose {email_processor}"));
    expect(() => loadSiteContent(dir, settings)).toThrow(/\{email_processor\} may only be used in privacy-policy\.md/);
  });
});
