import { describe, expect, test } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";

withAssistant();

// Decision 0155. Phrasings of set AI conversations (run once and graded at 1fb6b1b); each failed on a2a8129.
describe("another job applied for too, one reply to kind words and thanks, a complaint's refund and replacement", () => {
  test("'how do i apply? can i also apply for the case manager one at the same time': the steps, then no", async () => {
    const [answer] = await converse("how do i apply? can i also apply for the case manager one at the same time");
    expect(answer.match(/press Apply Now/g)).toHaveLength(1);
    expect(answer).toMatch(/No\. Please apply for one job at a time\. \[Case Manager\]/);
    const [french] = await converse("Je peux aussi postuler au poste de secrétaire en même temps ?");
    expect(french).toMatch(/^Non\. Veuillez ne postuler qu'à une seule offre à la fois/);
    const [upset] = await converse("shes 80 and too upset to type, does that change anything");
    expect(upset).not.toMatch(/one job at a time/);
  });

  test("'jaja eres muy amable. gracias x todo': one reply, not two", async () => {
    const [, thanks] = await converse("hola lexi q tal", "jaja eres muy amable. gracias x todo");
    expect(thanks).toBe("¡De nada! ¿Le puedo ayudar con algo más?");
  });

  test("a complaint about one of ours: a replacement is possible; a refund asked: none promised, the team reviews", async () => {
    const [complaint, refund] = await converse(
      "weve had your intake specialist 2 months and she keeps missing calls. this is unacceptable",
      "i want a refund for last month",
    );
    expect(complaint).toMatch(/match you with a replacement/);
    expect(refund).toMatch(/doesn't publish a refund or credit policy, so I can't promise one/);
    // (Not the verb "avoir", nor a credit card: no refund asked.)
    const [french] = await converse(
      "votre parajuriste a rate deux delais, c'est inacceptable, je veux avoir un responsable au telephone",
    );
    expect(french).toMatch(/désolée de l'apprendre/);
    expect(french).not.toMatch(/remboursement/);
    const [card] = await converse("your receptionist hung up on our client twice, unacceptable. we pay by credit card");
    expect(card).not.toMatch(/refund or credit policy/);
    const [, credit] = await converse(
      "the paralegal you placed with us missed our 9am standup 3x this month. who do i complain to",
      "and i want a credit for those days",
    );
    expect(credit).toMatch(/refund or credit policy/);
    const [site] = await converse("your website is terrible, the form wont load");
    expect(site).not.toMatch(/replacement/);
    const [unpaid] = await converse(
      "i work for you guys as a case coordinator, my pay didn't come this month. who do i contact",
    );
    expect(unpaid).not.toMatch(/replacement/);
  });
});
