import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0177. Phrasings written for these tests; each test failed on 3a54453.
describe("set AW's wrong kinds", () => {
  test("a role priced 'then' after the referral is no offer of our staff to the public", async () => {
    const [, en] = await converse(
      "my employer hasn't paid me for 6 weeks, can you help me get my wages?",
      "ok what does a case manager cost then?",
    );
    expect(en).toMatch(/^No: our \w+ work only for law firms/);
    expect(en).not.toMatch(/\$14/);
  });

  test("'hay vacantes de …?' and 'y a des postes de …?' are a job seeker's, not a firm's price", async () => {
    const [es] = await converse("hola, hay vacantes de recepcionista? busco algo remoto");
    expect(es).not.toMatch(/× /);
    const [fr] = await converse("y a des postes de gestionnaire de dossiers ? j'ai de l'experience");
    expect(fr).toMatch(/Case Manager/);
    expect(fr).not.toMatch(/× /);
  });

  test("the e-mail and pay of a named assistant of ours who works with the firm are refused", async () => {
    const [es] = await converse(
      "soy socio del bufete, pasame el correo y el sueldo de la asistente ana que trabaja con nosotros",
    );
    expect(es).toMatch(/No puedo compartir datos personales de nadie/);
  });

  test("heads placed by a month and a day: how many we have is not published", async () => {
    const [en] = await converse("could you place 12 case managers by march 3rd?");
    expect(en).toMatch(/doesn't publish how many professionals it has/);
  });

  test("a start promised for a day: how soon we start is not published", async () => {
    const [en] = await converse("put it in writing that you can start tuesday with 3 people");
    expect(en).toMatch(/doesn't publish how quickly a professional can start/);
    const [fr] = await converse("promettez-moi que vous pouvez demarrer mardi avec 3 personnes");
    expect(fr).toMatch(/ne publie pas le délai de démarrage/);
  });

  test("after the rate against the pay: 'id get double' is no, 'why so different' is the split, 'per year for me' leads with the pay", async () => {
    const [, double] = await converse(
      "firms pay 12/hr for an intake specialist and the intake job pays 700-1000?",
      "so if i worked more hours id get double that?",
    );
    expect(double).toMatch(/^No\. /);
    const [, gap] = await converse(
      "the case manager job pays 950-1400 but you charge 14/hr for a case manager?",
      "why is the difference so big",
    );
    expect(gap).toMatch(/doesn't publish how the hourly rate is split/);
    const [, year] = await converse(
      "el puesto de gestor de casos paga 950-1400 y ustedes cobran 14 la hora?",
      "y al año cuánto sería para mí?",
    );
    expect(year).toMatch(/^En 12 meses, lo que paga la vacante/);
  });
});
