import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0088. Phrasings written for these tests; each failed on f10bb7b.
describe("the role priced, booked; our price against hiring in house", () => {
  test("'let's book it' after a price: that role's booking form at the tier in focus", async () => {
    const [, en] = await converse("price of a bilingual legal admin full time?", "perfect, let's book it");
    expect(en).toContain("(/Booking/Legal-Admin$18?tier=multilingual)");
    expect(en).toMatch(/free consultation/);
    const [, es] = await converse("cuánto cuesta un coordinador de casos a tiempo completo?", "ok, ¿cómo lo reservo?");
    expect(es).toContain("(/Booking/Case-Coordinator$14?tier=full-time)");
    expect(es).toMatch(/Para reservar un puesto de Coordinador de casos/);
  });

  test("saving against an in-house hire, though 'hiring one' sounds like a job seeker", async () => {
    const [en, bilingual] = await converse(
      "whats the saving if we use your intake specialist instead of hiring one in-house?",
      "and for a bilingual one?",
    );
    expect(en).toMatch(/\$29\.31\/hour/);
    expect(en).toMatch(/Our Intake Specialist costs \$12\/hour/);
    expect(en).not.toMatch(/posting|Apply/);
    // ($29.31 − $15) × 160 = $2,289.60
    expect(bilingual).toMatch(/\$2,400 a month on Full Time, about \$2,289\.60 a month less/);
    const [es] = await converse("cuánto ahorramos con su paralegal frente a contratar a alguien en plantilla?");
    expect(es).toMatch(/\$29\.31\/hora/);
  });
});
