import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

const DIDNT_UNDERSTAND = /didn't understand|No entendí|Je n'ai pas compris/;
const NOT_FOUND = /can't find that in what our site publishes|No encuentro eso|je ne trouve pas cette information/;

// Phrasings written for these tests: not in content/assistant/, the development set, the held-out sets or the
// safety probes. Decision 0070: what is left of a message beside a question answered.
describe("a part not understood beside a question answered", () => {
  test("a short 'can you do that?' about the work just described needs no answer of its own", async () => {
    for (const message of [
      "we need 2,000 pages of medical records summarized into a treatment chronology. can your people handle that?",
      "Il faut indexer les pièces et préparer le bordereau pour l'audience. C'est possible ?",
    ]) {
      const [answer] = await converse(message);
      expect(answer, message).not.toMatch(DIDNT_UNDERSTAND);
      expect(answer, message).not.toMatch(NOT_FOUND);
    }
  });

  test("a question to us about something our pages never speak of is said to be unpublished, named, with the team", async () => {
    const [french] = await converse("combien coute un parajuriste a temps plein ? et vous assurez leur materiel ?");
    expect(french).toContain("$2,240");
    expect(french).toMatch(/Sur « et vous assurez leur materiel » : je ne trouve pas cette information/);
    // (No contact details in this chat: the team offered by its number rather than passed the request.)
    expect(french).toMatch(/appeler notre équipe|transmis votre demande/);
  });

  test("what the answer beside it already speaks of is never called unpublished", async () => {
    const [duties] = await converse("what does your legal admin do all day? can they deal with our invoices");
    expect(duties).not.toMatch(NOT_FOUND);
  });
});

// Decision 0071: a remark made aside gets the friendly "here whenever you're ready", not "say it another way".
describe("a remark made aside", () => {
  test("laughter, an emoji or an apology that asks nothing is no question not understood", async () => {
    for (const message of [
      "oops my toddler grabbed the mouse 😅",
      "ugh the printer jammed again",
      "perdón, mi gato pisó el teclado jaja",
    ]) {
      const [answer] = await converse(message);
      expect(answer, message).toMatch(
        /here whenever you're ready|Aquí estoy cuando quiera|Je suis là quand vous voulez/,
      );
    }
    // (Stepping away is answered in kind, decision 0086.)
    const [away] = await converse("désolée, je reviens, réunion 😬");
    expect(away).toMatch(/Prenez votre temps/);
  });

  test("said to us, it is still read as a question or a request", async () => {
    const [answer] = await converse("lol do u guys ever take weekends off");
    expect(answer).not.toMatch(/here whenever you're ready/);
  });
});
