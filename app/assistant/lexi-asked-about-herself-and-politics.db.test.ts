import { describe, expect, test } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";

withAssistant();

// Decision 0169. Phrasings written for these tests; each failed on 9bf82cc but for the two guards.
describe("Lexi asked about herself or about politics: a light word back and what she can help with", () => {
  test("'whats ur favourite song' gets a light reply about being a virtual assistant, and an offer of help", async () => {
    const [answer] = await converse("haha ok whats ur favourite song");
    expect(answer).toMatch(/I'm a virtual assistant, so I'll sit that one out/);
    expect(answer).toMatch(/What can I help you with\?/);
  });

  test("in Spanish, '¿te gusta el fútbol?' is the same light reply, in Spanish", async () => {
    const [answer] = await converse("y a ti te gusta el futbol?");
    expect(answer).toMatch(/soy una asistente virtual, ¡así que esa me la salto!/);
  });

  test("'are you a bot' says what Lexi can help with, not only that the team can talk", async () => {
    const [answer] = await converse("hold on, is this a real human or a bot?");
    expect(answer).toMatch(/I can help with our roles and prices, services, practice areas and careers/);
  });

  test("an opinion on the election is off-topic, with no hand-off", async () => {
    const [answer] = await converse("whats your opinion on the election");
    expect(answer).toMatch(/I'm afraid I can't help with that one/);
    expect(answer).not.toMatch(/passed this to our team|can't find that/);
  });

  test("'política de privacidad' is still our privacy policy, not politics", async () => {
    const [answer] = await converse("donde esta su politica de privacidad?");
    expect(answer).not.toMatch(/no puedo ayudarle: solo conozco/);
  });

  test("'election law' is an area asked about, not politics", async () => {
    const [answer] = await converse("does your team support election law firms?");
    expect(answer).not.toMatch(/I'm afraid I can't help with that one/);
  });
});
