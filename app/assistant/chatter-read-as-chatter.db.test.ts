import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

const HANDOFF = /passed this to our team|pasado su solicitud|transmis votre demande/;

// Decision 0105. Phrasings written for these tests; each failed on e32fb74.
describe("chatter is answered as chatter, never as a topic of ours", () => {
  test("a wave after the conversation has started is a goodbye", async () => {
    const [, bye] = await converse("how much is a receptionist", "great thanks 👋");
    expect(bye).toMatch(/Goodbye/);
  });

  test("keys run over are not understood, said so", async () => {
    const [answer] = await converse("qwertyuiop");
    expect(answer).toMatch(/not sure I understood/);
    expect(answer).not.toMatch(/chat is working/);
  });

  test("a poem or a song asked for is declined kindly, in the visitor's language", async () => {
    const [poem] = await converse("can you write me a song about case managers");
    expect(poem).toMatch(/aren't something I write here/);
    expect(poem).not.toMatch(/\$14/);
    const [poema] = await converse("hazme un poema sobre la recepcionista");
    expect(poema).toMatch(/no escribo poemas/);
  });

  test("Lexi's name and languages asked about: who Lexi is, not roles or rates", async () => {
    const [name] = await converse("jaja que nombre tan bonito Lexi, quien te puso asi?");
    expect(name).toMatch(/Soy Lexi/);
    expect(name).not.toMatch(/Coordinador de casos/);
    const [, languages] = await converse("bonjour Lexi ca va?", "tu parles combien de langues?");
    expect(languages).toMatch(/en anglais, en espagnol ou en français/);
    expect(languages).not.toMatch(/\$\d/);
    const [called] = await converse("why are you called lexi");
    expect(called).toMatch(/I'm Lexi/);
    for (const answer of [name, languages, called]) expect(answer).not.toMatch(HANDOFF);
  });

  test("a poem for someone close, then a tip to work out, is chatter, not the visitor's legal matter", async () => {
    const [poem, tip] = await converse("can u help me write a poem for my wifes birthday", "ok whats a 15% tip on $84");
    expect(poem).toMatch(/aren't something I write here/);
    expect(tip).toMatch(/can't help with that one/);
    for (const answer of [poem, tip]) expect(answer).not.toMatch(/not a law firm|lawyer referral/);
    // A birthday beside a trouble is still the visitor's matter.
    const [matter] = await converse("my boss fired me on my birthday, is that legal");
    expect(matter).toMatch(/not a law firm/);
  });

  test("kind words about Lexi and questions to Lexi get a word back, not an apology or our prices", async () => {
    const [kind] = await converse("jaja buen bot la verdad");
    expect(kind).toMatch(/muy amable/);
    expect(kind).not.toMatch(/Lamento/);
    const [job] = await converse("do you enjoy your job lexi?");
    expect(job).toMatch(/virtual assistant/);
    expect(job).not.toMatch(/we're hiring/i);
    for (const answer of [kind, job]) expect(answer).not.toMatch(HANDOFF);
  });

  test("an office asked for in a city we don't list, in Spanish: not published, with ours", async () => {
    const [answer] = await converse("tienen oficina en ciudad de guatemala o en caracas?");
    expect(answer).toMatch(/no tenemos oficina allí/);
    expect(answer).toMatch(/Kingston/);
  });
});
