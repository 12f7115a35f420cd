import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0081. Phrasings written for these tests; each failed on f440ba9.
describe("what a firm asks our people to do for its client", () => {
  test("to sign, appear or represent: no, they are not licensed, never a practice area's page", async () => {
    const [sign] = await converse(
      "tax practice. could ur staffer sign the POA and handle the IRS call for our client?",
    );
    expect(sign).toMatch(/^No: our professionals are not U\.S\. based or licensed/);
    const [appear] = await converse("can one of your paralegals appear at the unemployment hearing for us");
    expect(appear).toMatch(/can't sign as a representative, appear at a hearing/);
    const [fr] = await converse("votre parajuriste peut représenter notre client devant l'administration ?");
    expect(fr).toMatch(/^Non : nos professionnels/);
  });

  test("its client or the client's family dealing with us directly: through the firm, as its attorneys direct", async () => {
    const [en] = await converse(
      "our client's son keeps wanting to phone you guys directly about the estate, is that ok",
    );
    expect(en).toMatch(/speak with your clients only as your firm arranges it/);
    const [es] = await converse("nuestra clienta quiere hablar con ustedes directamente en español, se puede?");
    expect(es).toMatch(/hablan con sus clientes solo como su bufete lo disponga/);
    // Our people speaking with its clients as a duty is still the role's answer.
    const [duty] = await converse("can the case manager talk to our clients directly on the phone?");
    expect(duty).toMatch(/point of contact/);
  });

  test("work in two languages is our bilingual staff or the work, not a switch of Lexi's language", async () => {
    const [fr] = await converse(
      "cabinet à Montréal : vous pouvez traduire les pièces du dossier en français et anglais ?",
    );
    expect(fr).not.toMatch(/je vous réponds en/);
    const [en] = await converse("can your intake person handle calls in english and spanish?");
    expect(en).not.toMatch(/I'll answer in/);
  });

  test("a service named by one word of its title gives way to the page of the practice area the firm named", async () => {
    const [lemon] = await converse("we're a lemon law firm. do u do the repair order chronologies + buyback math?");
    expect(lemon).toMatch(/Lemon Law/);
    expect(lemon).not.toMatch(/Medical Records Review/);
  });
});
