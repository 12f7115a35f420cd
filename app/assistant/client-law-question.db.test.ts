import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

const JUDGEMENT = /That is a legal judgement, and it stays with your attorneys/;

// Decision 0100 (after set Y, unmeasured). Phrasings written for these tests; each failed on c609add but the guards.
describe("a firm's question of law about its client, put to us", () => {
  test("consent to relocate, a non-solicit's force, asylum, a cease-and-desist: the attorneys' judgement", async () => {
    const [consent] = await converse(
      "our client wants to move out of state w the kids, does she need the fathers consent?",
    );
    expect(consent).toMatch(JUDGEMENT);
    const [force] = await converse("is our clients non solicit enforceable in new york?");
    expect(force).toMatch(JUDGEMENT);
    const [asylum] = await converse("nuestro cliente tiene orden de deportacion, todavia puede pedir asilo?");
    expect(asylum).toMatch(/Eso es un criterio jurídico y corresponde a sus abogados/);
    const [stop] = await converse("notre client a recu une mise en demeure, il doit arreter de vendre le produit ?");
    expect(stop).toMatch(/C'est une appréciation juridique, qui revient à vos avocats/);
  });

  // (Guards: these passed on c609add too.)
  test("what our people can do for the client, and a member of the public's own question, are as before", async () => {
    const [ours] = await converse("can they call our clients to collect the intake forms?");
    expect(ours).not.toMatch(JUDGEMENT);
    const [own] = await converse("my ex wants to move out of state with our kids, does she need my consent?");
    expect(own).toMatch(NOT_A_LAW_FIRM);
  });
});
