import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0125. Phrasings written for these tests, not taken from an evaluation set. The first two cases failed on
// da3283f; the third keeps a firm's question of a service its answer.
describe("'do you hire …?': whom we take on, from the openings only", () => {
  test("a service of ours asked as a job: no opening of that name, then the openings; never 'Yes, we offer'", async () => {
    const [service] = await converse("do u guys hire document reviewers? i saw doc review on ur site");
    expect(service).not.toMatch(/^Yes, we offer/);
    expect(service).toMatch(/I don't see an opening for/);
    expect(service).toContain("/CareerDetails/");
  });

  test("a role with no opening of its own: said so, before the openings", async () => {
    const [role] = await converse("r u hiring case coordinators atm?");
    expect(role).toMatch(/I don't see an opening for "Case Coordinator" right now/);
  });

  test("a firm hiring a service of ours is still told of the service", async () => {
    const [firm] = await converse("we want to hire a co-case coordinator for our PI team, how does that work?");
    expect(firm).toMatch(/Co-Case Coordinator/);
    expect(firm).not.toMatch(/I don't see an opening/);
  });
});
