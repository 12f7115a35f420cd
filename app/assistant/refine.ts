import { fold } from "~/text/normalise";
import { PRICED_TOPICS } from "./answerers";
import { periodOnly } from "./part-shape";
import { reportsSiteTrouble } from "./site-trouble";
import { MAX_PARTS } from "./parts";
import {
  asksCapability,
  asksEmployerCosts,
  asksForOurPerson,
  asksMargin,
  asksPrice,
  asksToMatchPrice,
  asksIfPossible,
  claimsFreeTime,
  hiresStaff,
} from "./asker";
import { namesClient } from "./client-matter";
import { seekerSignals } from "./speaker";
import { moneyAmounts } from "./entities.server";
import type { PartReading } from "./types";
import { aspectAsked } from "./answerers/openings";
import { differenceAsked } from "./answerers/figures";
import { saidBackToCheck } from "./answerers/figure-check";
import { namesEveryRole } from "./answerers/team-changes";
import {
  JOB_INTENTS,
  ROLE_PRICE_INTENTS,
  OPENINGS,
  TOTAL,
  DUTIES,
  OURS_ALREADY,
  SINGULAR,
  PERIOD_WORDS,
  FIRMS_OWN,
  WORK_BLIND,
  JOB_ASPECT_READ,
  CONTACT_ASKED,
  FEE_WORD,
  OFFICE_ELSEWHERE,
  WORK_WITH,
  STAFF_SPEAKS,
  asksOurSplit,
  bilingualIfAfterPay,
} from "./refine-words";
import { seekersReading } from "./refine-seeker";
import { promiseIntent } from "./promise-intent";

/**
 * The second look: where the classifier's top intent is not enough, what the speaker and the act say decides
 * (app/assistant/asker.ts). A firm pricing a role gets the firm's rate, a job seeker asking what a job pays gets the job's
 * pay; a complaint goes to the team as a complaint; a request for a promise is answered as the unpublished promise it
 * is; a firm or a job seeker who names a practice area is not taken for someone with a legal matter of their own.
 */
export type Route =
  | { act: "answer"; intent: string; followUp: boolean }
  | { act: "clarify"; options: [string, string] }
  | { act: "unsure" };

const answer = (intent: string, followUp = false): Route => ({ act: "answer", intent, followUp });
const isAnswer = (r: Route, re: RegExp): boolean => r.act === "answer" && re.test(r.intent);

export function refine(part: PartReading, r: Route, topic?: string): Route {
  if (part.guard) return r;
  // "El asistente puede hablar en español con el cliente?": our people's languages, not the chat's.
  if (isAnswer(r, /^chat\.language$/) && STAFF_SPEAKS.test(fold(part.raw))) return answer("staff.languages");
  // "Donc vous gardez combien ?" after the rate beside the pay, "la différence va à votre entreprise ?" after a price.
  if (asksOurSplit(part.raw, topic) && part.tokens.length <= 12)
    if (!isAnswer(r, /^handoff\./) && !part.entities.roles.length) return answer("unpublished.margin", true);
  // "Is that monthly?", "¿y al año?" after a price: the team's figure for it (not "is there a buyout fee?", its own).
  const ownQuestion =
    isAnswer(r, /^unpublished\.(?!margin)/) &&
    part.score >= 0.55 &&
    !part.entities.schedules.length &&
    !part.tokens.some((w) => PERIOD_WORDS.test(w));
  if (topic && PRICED_TOPICS.test(topic) && periodOnly(part) && !part.pay && !isAnswer(r, /^price/) && !ownQuestion)
    return answer("price", true);
  // "Et le taux horaire c'est 14 + 17 alors ?" after a price, "confirm paralegals are $9/hr": checked (decision 0139).
  const checked = saidBackToCheck(part, PRICED_TOPICS.test(topic ?? ""));
  if (checked && !isAnswer(r, /^(handoff\.|unpublished\.|price\.vs_pay)/)) return answer("price.check", true);
  // "Ok et pour deux coordinateurs de dossiers en contrat de base" after a price: that team priced, not the role's duties.
  const { roles, counts, schedules } = part.entities;
  if (topic && PRICED_TOPICS.test(topic) && roles.length && counts.length + schedules.length > 0)
    if (isAnswer(r, /^role\.(info|recommend)$/) && !part.pay && !part.safety) return answer("price", true);
  // "Who do I talk to about a custom setup?", "¿con quién puedo hablar?": a person of ours, however else read.
  if (
    asksForOurPerson(part.raw, part.entities.roles.length) &&
    !part.safety &&
    !part.maybeLegal &&
    !isAnswer(r, /^handoff\./)
  )
    return answer(part.complaint ? "handoff.complaint" : "handoff.person");
  // "Your paralegal missed our filing deadline": a complaint, whatever else the words are about.
  if (part.complaint && !isAnswer(r, /^handoff\.(?!person)/)) return answer("handoff.complaint");
  // The classifier's complaint without a word of complaint, from a visitor telling a trouble of their own ("el taller
  // no me quiere devolver los 900 dólares"): their matter, not a complaint about us.
  if (isAnswer(r, /^handoff\.complaint$/) && !part.complaint && part.maybeLegal) return answer("legal.matter");
  // The classifier's complaint without a word of complaint, from a job seeker: the openings.
  if (isAnswer(r, /^handoff\.complaint$/) && !part.complaint && part.asker === "seeker")
    return answer(part.entities.jobs.length ? "job.info" : "jobs.list");
  // "Another LPO quoted us $10/hr, will u match?": a competitor's price matched is a discount we don't publish.
  if (asksToMatchPrice(part.raw) && !part.safety && !isAnswer(r, /^(unpublished\.discount|handoff\.)/))
    return answer("unpublished.discount");
  // "Guarantee us you'll never miss a deadline", "promise me a discount": never promised.
  if (part.promise && !isAnswer(r, /^(unpublished\.|handoff\.|price|company\.|staff\.)/))
    return answer(promiseIntent(part));
  // "So the free month is real or not", "les trois premiers mois sont gratuits ?": free time is never published.
  if (claimsFreeTime(part.raw) && !part.safety && !isAnswer(r, /^(unpublished\.trial|handoff\.)/))
    return answer(promiseIntent(part));

  // A job seeker's question about an opening's hours, tests, requirements, countries or negotiation: that aspect of
  // the opening in focus, whatever the classifier read ("do you test applicants?" is not a background check).
  const seeking =
    part.asker === "seeker" ||
    (!!topic && /^jobs?\./.test(topic) && part.asker !== "firm") ||
    (part.asker !== "firm" && (part.entities.jobs.length > 0 || part.tokens.some((w) => OPENINGS.test(w))));
  // (An application's status is asked of us whoever asks: "¿me dicen cómo va mi solicitud?".)
  const asked = seeking || aspectAsked(part.raw) === "job.status" ? aspectAsked(part.raw) : undefined;
  const aspect = asked && (!part.pay || asked === "job.negotiable") ? asked : undefined;
  if (
    aspect &&
    !isAnswer(r, new RegExp(`^${aspect.replace(".", "\\.")}$`)) &&
    !isAnswer(r, /^handoff\./) &&
    !part.complaint &&
    !part.entities.offices.length
  )
    return answer(aspect, true);
  // A seeker naming an opening ("can I go for the case manager opening?"), read as anything but careers or a person: it.
  if (
    part.asker === "seeker" &&
    part.entities.jobs.length &&
    r.act === "answer" &&
    !/^(jobs?\.|handoff\.|price\.vs_pay)/.test(r.intent)
  )
    return answer("job.info");

  // "Ok and a part timer for this costs?", "whats 20 hrs/wk cost": a schedule's price, not a fee we don't publish.
  const scheduled = part.entities.schedules.length + part.entities.customHours.length > 0;
  if (isAnswer(r, /^unpublished\.fees$/) && scheduled && !FEE_WORD.test(fold(part.raw)))
    return answer("price", !!topic && PRICED_TOPICS.test(topic));
  // ("And a part timer for that costs?" after a service: the price of a schedule, not the service again.)
  if (isAnswer(r, /^service\.info$/) && part.pricing && scheduled && !part.entities.services.length)
    return answer("price");
  // "Ok whats the real full time number then": a figure of ours asked, not our phone number.
  if (part.pricing && isAnswer(r, /^contact\.info$/) && !CONTACT_ASKED.test(fold(part.raw)))
    return answer("price", !!topic && PRICED_TOPICS.test(topic));
  // "Tried to book 3 times, keeps saying 'Something went wrong'": sorry, and a person of ours to finish it.
  if (reportsSiteTrouble(part.raw) && !part.safety && !isAnswer(r, /^handoff\./)) return answer("handoff.site_trouble");
  // "One of each of your roles, all full time. monthly?": a team of every role, priced.
  const said = part.entities;
  const modified = said.schedules.length + said.tiers.length + said.languages.length > 0;
  if (namesEveryRole(part.raw) && (modified || asksPrice(part.raw)) && part.asker !== "seeker" && !part.pay)
    return answer("price");
  // "K whats a case manager part time", "ok and a bilingual paralegal weekly": a role priced, no word of its work.
  if (
    (isAnswer(r, /^role\.info$/) ||
      (isAnswer(r, /^staff\.languages$/) && part.tokens.some((w) => PERIOD_WORDS.test(w)))) &&
    part.entities.roles.length > 0 &&
    part.entities.schedules.length + part.entities.tiers.length > 0 &&
    part.asker !== "seeker" &&
    !part.pay &&
    !DUTIES.test(fold(part.raw)) &&
    !OURS_ALREADY.test(fold(part.raw))
  )
    return answer("price");
  // "If i get 2 yrs experience can i switch to the paralegal one?": a job seeker is never quoted a firm's price. (A
  // figure quoted, the currency, the dearest, the in-house cost, "¿y si es bilingüe?" after rate and pay: our price.)
  if (
    part.asker === "seeker" &&
    !bilingualIfAfterPay(part, topic) &&
    isAnswer(r, /^price(\.(custom_hours|tiers)|$)/) &&
    !asksPrice(part.raw) &&
    !moneyAmounts(part.raw).size
  )
    return answer(part.entities.jobs.length + part.entities.roles.length ? "job.info" : "jobs.list");
  // "How is it priced?": a question of price is never small talk; its best other reading, else the price.
  // (So is one not understood, or read as a legal matter, that no verdict holds and no own matter is spoken of.)
  const unread =
    (r.act === "unsure" || isAnswer(r, /^legal\./)) && !part.safety && !part.maybeLegal && part.person === false;
  if (
    part.pricing &&
    !part.pay &&
    (unread || isAnswer(r, /^chat\.(how_are_you|greeting|thanks|ack|bye|intro)$|^none$/))
  ) {
    const other = part.candidates.find((c) => !/^(chat\.|none$|legal\.)/.test(c.intent) && c.score >= 0.3);
    return answer(other?.intent ?? "price");
  }

  // "Besides your rate, do we owe anything for the staff's benefits?": fees besides the rate (not published).
  if (asksEmployerCosts(part.raw) && part.asker !== "seeker" && !isAnswer(r, /^(unpublished\.fees|handoff\.)/))
    return answer("unpublished.fees");
  const e = part.entities;
  // A run-on part naming more roles than a message has parts (the rest of an overlong message): not priced.
  if (e.roles.length > MAX_PARTS) return isAnswer(r, /^(price|role\.)/) ? { act: "unsure" } : r;
  const roleNamed = e.roles.length > 0;
  const jobNamed = e.jobs.length > 0 || roleNamed || (!!topic && /^job\./.test(topic));
  // A firm asking what our staff are paid: what a firm pays us beside what the openings pay, each said as such.
  // (Asked how the rate is split, the margin's answer says both too; asked only a pay, not the split.)
  const marginReading = isAnswer(r, /^unpublished\.margin$/);
  const margin = marginReading && asksMargin(part.raw);
  if (part.pay && part.asker === "firm" && !margin && !isAnswer(r, /^handoff\./)) return answer("price.vs_pay");
  if (marginReading && !margin && part.pay) return answer(jobNamed ? "job.info" : "jobs.list");
  // "Whats the paralegal rate": a price asked, with no word of how it is split.
  if (marginReading && !margin && part.pricing) return answer("price");
  // "Combien vous payez vos assistants ?" read as how a firm pays us: what staff are paid, and what firms pay.
  if (part.pay && isAnswer(r, /^unpublished\.(billing|fees|tax)$/))
    return answer(jobNamed ? "job.info" : "price.vs_pay");
  // "¿Cuánto cuesta la revisión de documentos?": a service's price (it has none of its own; the answer says so).
  const unpublished = isAnswer(r, /^unpublished\./) && !(marginReading && !margin);
  if (part.pricing && !part.pay && e.services.length && !roleNamed && !unpublished && !isAnswer(r, /^service\.info$/))
    return answer("service.info");
  // "Vi 12 dólares la hora para recepcionista": a rate quoted is a price, not a number of hours.
  if (
    isAnswer(r, /^price\.custom_hours$/) &&
    !e.customHours.length &&
    !e.schedules.length &&
    moneyAmounts(part.raw).size
  )
    return answer("price");
  // "12 paralegals by the 1st, can u handle that?": whether we have that many heads, not a cover or a tool question
  // (not "do you do volume discounts if we take 10 paralegals": a discount, a trial or a guarantee read stands).
  const heads = roleNamed && e.counts.some((c) => Number(c.value) > 1) && part.asker !== "seeker" && !part.pay;
  const canWe =
    heads &&
    (asksCapability(part.raw) || asksIfPossible(part.raw)) &&
    !isAnswer(r, /^unpublished\.(discount|trial|guarantee)$/);
  if (canWe && (!part.pricing || r.act !== "answer" || /^(unpublished|role|service|area)\./.test(r.intent)))
    return answer("unpublished.capacity");
  // "Can your team help me with intake calls?": a question about work we do, not a request for a person.
  if (isAnswer(r, /^handoff\.person$/) && (e.services.length || e.areas.length) && asksCapability(part.raw))
    return answer(e.services.length ? "service.info" : "area.info");
  // A job seeker asking what a job pays: the opening's pay, never the firm's rate.
  if (part.pay && jobNamed && (isAnswer(r, ROLE_PRICE_INTENTS) || isAnswer(r, /^price\./) || r.act !== "answer"))
    return answer("job.info", !roleNamed && e.jobs.length === 0);
  // "…what's the salary?", "y cuánto pagan y hasta cuándo" after an opening: its pay (read as another aspect of it too).
  if (part.pay && isAnswer(r, JOB_ASPECT_READ) && !!topic && /^jobs?\./.test(topic) && !e.roles.length)
    return answer("job.info", true);
  // A buyer pricing a role ("how much is a full-time case coordinator"): the firm's rate, not the job's pay.
  if (roleNamed && part.pricing && !part.pay && part.asker !== "seeker") {
    if (isAnswer(r, JOB_INTENTS) || isAnswer(r, /^role\.(info|recommend)$/) || r.act !== "answer")
      return answer("price");
    // "How much for a legal secretary?": a short question of a role's price is its price, whatever else the words suggest.
    // (A comparison needs two roles, a custom schedule its hours: without them, the role's price.)
    const compares = isAnswer(r, /^role\.compare$/) && new Set(e.roles.map((m) => m.value)).size > 1;
    // "Price diff between legal admin and case coordinator?", "le moins cher entre…": the two priced side by side.
    // ("Legal admin or paralegal for this? price full time": a schedule said, each one's figure.)
    if (compares && (differenceAsked(part.raw) || e.schedules.length > 0)) return answer("price");
    const custom = isAnswer(r, /^price\.custom_hours$/) && e.customHours.length > 0;
    const priced = isAnswer(r, /^price/) && !isAnswer(r, /^price\.custom_hours$/);
    const unpublished = isAnswer(r, /^unpublished\./) && part.score >= 0.9;
    // (A weak reading of something we don't publish yields in a longer question too: "bueno, y un gestor de casos
    // bilingue de verdad cuanto".)
    const short = part.tokens.length <= (isAnswer(r, /^unpublished\./) && !e.customHours.length ? 12 : 8);
    if (short && !priced && !custom && !compares && !unpublished) return answer("price");
  }
  // "Un assistant … à temps plein et un spécialiste … en contrat de base, ça fait combien par mois ?": a team priced.
  if (
    roleNamed &&
    (e.schedules.length || e.counts.length) &&
    (part.pricing || TOTAL.test(part.raw)) &&
    !part.pay &&
    part.asker !== "seeker" &&
    !isAnswer(r, /^(price|price\.cheapest|price\.dearest)$/)
  )
    return answer("price");
  // "Ok 3 intake full time, 1 of them french (cajun clients lol)": a team said head by head is its price, however
  // its small words were read (decision 0046).
  // ("We need a legal admin full time and a paralegal part time": an order by schedule, read as a question of roles.)
  if (
    roleNamed &&
    e.schedules.length &&
    !part.pay &&
    part.asker !== "seeker" &&
    ((e.counts.length && (r.act !== "answer" || isAnswer(r, /^(chat\.|none$)/))) ||
      (hiresStaff(part.raw) && (r.act !== "answer" || isAnswer(r, /^(chat\.|none$|role\.recommend$)/))))
  )
    return answer("price");
  // "Do you have Spanish-speaking paralegals, and what do they cost": asked between price and a role, the price.
  if (r.act === "clarify" && r.options.includes("price") && roleNamed && part.pricing) return answer("price");

  // "And the intake job?" from a job seeker: the opening of that role, not the firm's price or the role's duties.
  if (
    part.asker === "seeker" &&
    roleNamed &&
    !part.pricing &&
    part.tokens.some((w) => OPENINGS.test(w)) &&
    (isAnswer(r, /^(price|price\.\w+|role\.info|chat\.followup)$/) || r.act !== "answer")
  )
    return answer("job.info");
  // "Tell me about the case coordinator role": a role named, no opening and nobody looking for work, is the role.
  const jobish =
    isAnswer(r, /^job\.info$/) ||
    (r.act === "clarify" && r.options.includes("job.info") && r.options.includes("role.info"));
  if (
    jobish &&
    roleNamed &&
    !e.jobs.length &&
    part.asker !== "seeker" &&
    !part.pay &&
    !part.tokens.some((w) => OPENINGS.test(w))
  )
    return answer(part.pricing ? "price" : "role.info");
  // "We're a small immigration practice and need someone for visa packets", "my client is divorcing, is that
  // something your paralegals do": the work a firm names (the service, else the practice area), not the role's
  // duties — unless the classifier is sure the role is asked about.
  const work = e.services.length ? "service.info" : e.areas.length ? "area.info" : undefined;
  const sureOf = (intent: string) => (part.candidates.find((c) => c.intent === intent)?.score ?? 0) >= 0.55;
  if (part.asker === "firm" && work && !part.pricing && r.act === "answer") {
    if (isAnswer(r, /^role\.recommend$/) && !roleNamed) return answer(work);
    if (isAnswer(r, /^role\.(info|recommend)$/) && !sureOf(r.intent)) return answer(work);
    // "Un de nos clients conteste un testament, pouvez-vous nous faire les synthèses des dépositions ?": asked
    // whether we do the work it names, not about clients, tools or confidentiality in general.
    if (isAnswer(r, WORK_BLIND) && asksCapability(part.raw) && (part.candidates[0]?.score ?? 0) < 0.9)
      return answer(work);
  }
  // "Do you have an office in the States?": one of ours, named, is published.
  if (isAnswer(r, /^unpublished\.other_offices$/) && e.offices.length) return answer("company.offices");
  // "Do you work w/ city attorney offices or only private law firms": who our clients are, not whether we are a firm;
  // "do you have an office in chicago we could visit": an office elsewhere asked first, the visit after (0144).
  if (isAnswer(r, /^company\.not_law_firm$/) && WORK_WITH.test(fold(part.raw))) return answer("company.clients");
  if (isAnswer(r, /^unpublished\.visit$/) && !e.offices.length && OFFICE_ELSEWHERE.test(fold(part.raw)))
    return answer("unpublished.other_offices");
  // "What does a co-case coordinator do?": a service named and no role is the service, not a role's duties.
  if (!roleNamed && e.services.length && isAnswer(r, /^role\.(info|recommend|compare)$/)) return answer("service.info");

  const legalish = isAnswer(r, /^legal\./) || (r.act === "clarify" && r.options[0] === "legal.matter");
  // "Tu sais faire mes devoirs de droit ?": off-topic, not a legal matter nor "not understood".
  // ("Sabes cocinar arroz con pollo?": a cooking question, read as our tools, names nothing of ours.)
  const named = [e.roles, e.services, e.areas, e.jobs, e.tiers, e.languages, e.schedules, e.counts].some(
    (m) => m.length,
  );
  const guessedOurs = !named && !part.pricing && !isAnswer(r, /^chat\./) && !(topic && PRICED_TOPICS.test(topic));
  if (part.offTopic && (legalish || r.act === "unsure" || part.candidates[0]?.intent === "legal.matter" || guessedOurs))
    return answer("none");
  // A job seeker's question read as a firm's (refine-seeker.ts).
  const seekers = part.asker === "seeker" ? seekersReading(part, r, roleNamed, legalish) : undefined;
  if (seekers) return seekers;
  if (part.asker === "firm" && (legalish || r.act === "unsure")) {
    // Read as a legal matter, the next reading even if weak; merely unsure, only a plausible one (a complaint
    // only with a word of complaint: "nuestro cliente tiene cita…" is the client's matter, not ours to hear).
    const floor = legalish ? 0.15 : 0.3;
    const next = part.candidates.find(
      (c) =>
        !/^(legal|chat)\./.test(c.intent) &&
        c.intent !== "none" &&
        (c.intent !== "handoff.complaint" || part.complaint) &&
        c.score >= floor,
    );
    if (e.areas.length) return answer("area.info");
    if (e.services.length) return answer("service.info");
    if (roleNamed) return answer(part.pricing ? "price" : "role.info");
    // "How much for 20 hrs a week of that": a firm's question of price is a price, however weakly read.
    // (Hours a published plan has, "20 hrs a week", are that plan's price, not custom hours.)
    if (part.pricing && !part.pay) {
      const priced = part.candidates.find(
        (c) => /^price/.test(c.intent) && c.score >= 0.1 && (c.intent !== "price.custom_hours" || e.customHours.length),
      );
      return answer(priced?.intent ?? "price");
    }
    if (next) return answer(next.intent);
    // "Tenemos un cliente acusado de fraude, ¿pueden organizar la evidencia?": work we may do, unnamed: what we do.
    // (So is a client's matter told with nothing of ours named: a firm's, never the not-a-law-firm answer.)
    if (
      asksCapability(part.raw) ||
      ((legalish || part.candidates[0]?.intent === "legal.matter") && namesClient(part.raw))
    )
      return answer("services.list");
  }
  const jobTopic = !!topic && /^jobs?\./.test(topic);
  // "We're hiring" only to words about jobs: the openings read by the classifier alone, from a visitor who
  // said nothing of a job, a seeker or an opening (a journalist, a visitor with a matter, "a case"), are not asked.
  if (
    isAnswer(r, /^jobs\.list$/) &&
    !seeking &&
    !jobTopic &&
    !e.jobs.length &&
    !part.tokens.some((w) => OPENINGS.test(w)) &&
    !seekerSignals(part.raw)
  ) {
    const next = part.candidates.find(
      (c) => !/^(jobs?\.|legal\.|chat\.)/.test(c.intent) && c.intent !== "none" && c.score >= 0.3,
    );
    return next ? answer(next.intent) : { act: "unsure" };
  }
  // A firm's question read as a job seeker's (what an opening requires, its hours, its places): our staff's.
  // (Not "what do I need…", the visitor's own words, or a question after an opening.)
  if (
    part.asker === "firm" &&
    part.firmContext &&
    !jobTopic &&
    !SINGULAR.test(fold(part.raw)) &&
    r.act === "answer" &&
    FIRMS_OWN[r.intent] &&
    !part.pay
  ) {
    const language = e.languages.length > 0 || e.tiers.some((m) => m.value === "multilingual");
    return answer(language ? "staff.languages" : FIRMS_OWN[r.intent]);
  }
  return r;
}
