import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0113. Phrasings written for these tests; each failed on 8e3939b.
describe("our price against what the firm pays now", () => {
  test("the role named in a statement, the price and the saving asked in two more parts", async () => {
    const [first, bilingual, half] = await converse(
      "our receptionist costs us 2500 a month. what would yours run full time? how much would we save",
      "and if she speaks french",
      "what about 20 hrs a week instead",
    );
    expect(first).toMatch(/Secretary\/Receptionist, Full Time \(1 × 160 h × \$12\) = \$1,920 per month/);
    expect(first).toMatch(/Against the \$2,500 a month you pay now, that is \$580 a month less/);
    expect(first).not.toMatch(/didn't understand/);
    expect(bilingual).toMatch(/Multilingual \(1 × 160 h × \$15\) = \$2,400 per month/);
    expect(bilingual).toMatch(/that is \$100 a month less/);
    // (Half the hours against a full-time wage is no like-for-like saving.)
    expect(half).toMatch(/Contract Base, Multilingual \(1 × 80 h × \$15\) = \$1,200 per month/);
    expect(half).not.toMatch(/you pay now/);
  });

  test("in Spanish, a figure above the firm's own: said as more", async () => {
    const [answer] = await converse(
      "le pagamos 2000 al mes a nuestra paralegal. cuanto costaria la suya tiempo completo y cuanto ahorramos?",
    );
    expect(answer).toMatch(/Tiempo completo \(1 × 160 h × \$14\) = \$2,240 al mes/);
    expect(answer).toMatch(/Frente a los \$2,000 al mes que paga ahora, son \$240 al mes más/);
  });
});
