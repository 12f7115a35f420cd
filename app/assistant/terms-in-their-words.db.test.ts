import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decisions 0114 and 0115. Phrasings written for these tests; each failed on 8e3939b but the contract one, which
// guards the cue phrases.
describe("terms we don't publish, asked in their own words", () => {
  test("an account manager, a rate lock and where data is kept: each said unpublished, with what is", async () => {
    const [manager, lock, data] = await converse(
      "will we have an account manager on your end?",
      "ok and could you lock in the $14 for three years?",
      "last thing, where is the data kept, do you have data centers in the us?",
    );
    expect(manager).toMatch(/doesn't publish whether a dedicated account manager/);
    expect(manager).toMatch(/we stay in touch after placement/);
    expect(lock).toMatch(/doesn't publish whether rates can be locked/);
    expect(lock).not.toMatch(/over 36 months|\$80,640/i);
    expect(data).toMatch(/doesn't publish where data is stored or hosted/);
    expect(data).not.toMatch(/Kingston|Miami/);
  });

  test("hiring the professional directly, in Spanish; AI, in French", async () => {
    const [direct] = await converse("¿y si después queremos contratarla directamente, cobran algo?");
    expect(direct).toMatch(/no publica condiciones para contratar directamente/);
    const [ai] = await converse("est-ce que vos assistants utilisent l'intelligence artificielle pour rédiger ?");
    expect(ai).toMatch(/ne publie pas si des outils d'intelligence artificielle/);
  });

  test("a contract's words about the work are not our contract", async () => {
    const [work] = await converse("can your paralegal go through the contract and flag the indemnity clauses?");
    expect(work).not.toMatch(/sample contract or service agreement/);
  });
});

describe("roles priced in two parts of one message are one team", () => {
  test("'y por semana todo junto?' after two roles asked apart: the team's week", async () => {
    const [, week] = await converse(
      "cuánto sale un coordinador de casos tiempo completo? y una especialista de admisión medio tiempo?",
      "y por semana todo junto?",
    );
    // $14 × 40 + $12 × 20 = $800 a week.
    expect(week).toMatch(/\$800 por semana/);
  });
});
