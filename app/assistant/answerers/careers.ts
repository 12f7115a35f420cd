import { contentStems, fold, stem } from "~/text/normalise";
import type { JobFact } from "../knowledge.server";
import { joinList, link } from "../phrases.server";
import { jobPosting, POSTING_SECTIONS } from "../passages.server";
import type { Outcome } from "../types";
import { openingsAt } from "./opening-places";
import { fact, has, page, roleTitle, t, unanswered, value, type Answerer, type Ctx } from "./context";
import { roleOfJob } from "./rate-pay";
import { bestFit, fitNotes, PAY_ASKED } from "./openings";
import { englishOnlyOpenings, jobsSpeaking, namedOpening, SECOND_LANGUAGE } from "./opening-languages";
import { postingLine } from "./posting-line";
import { hourlyEstimate, range } from "./opening-pay";
import { notFound } from "./conversation";
import { brandWord } from "../brand";
import { CLOSING, closingSentence } from "./job-dates";
import { employmentTypeAnswer, employmentTypeAsked } from "./employment-type";
import { HOURS_WORD } from "../seeker-words";

/**
 * Careers: the open positions from the database (names, monthly pay, type, location), one
 * opening's facts, where the openings are, the hiring steps the postings publish
 * (their timeline is not published), a posting's requirements, and the benefits listed.
 */

const PAY =
  /^(pay|pays|paid|salary|salaries|wage|wages|compensation|earn|money|salario|sueldo|paga|pagan|salaire|salaires|remuneration|paye|payent)$/;

/** The opening the part names, or the one its role names, or the one of the previous turn. */
export function jobAskedAbout(ctx: Ctx): JobFact | undefined {
  const named = ctx.part.entities.jobs[0]?.value;
  // "Recepcionista bilingüe inglés español": the opening of that language pair, not the one the title word names.
  const speaking = jobsSpeaking(ctx);
  const otherLanguage = (slug: string) => speaking.length === 1 && speaking[0].slug !== slug;
  // ("Y es tiempo completo o medio tiempo?" of the opening in focus: "medio tiempo" names the part-time opening, not it.)
  const byItsWords = (slug: string) =>
    ctx.k.jobs
      .find((j) => j.slug === slug)
      ?.name.toLowerCase()
      .split(/[^a-z]+/)
      .some((w) => w.length > 3 && fold(ctx.part.raw).includes(w.slice(0, 5)));
  if (named && ctx.state.job && named !== ctx.state.job && !byItsWords(named) && employmentTypeAsked(ctx.part.raw))
    return ctx.k.jobs.find((j) => j.slug === ctx.state.job);
  if (named) return otherLanguage(named) ? speaking[0] : ctx.k.jobs.find((j) => j.slug === named);
  if (ctx.intent === "jobs.list" && ctx.state.job) return ctx.k.jobs.find((j) => j.slug === ctx.state.job);
  const role = ctx.part.entities.roles[0]?.value;
  if (role && speaking.length === 1) return speaking[0];
  // ("The admin one": the one opening of that role.)
  const ofRole = role ? ctx.k.jobs.filter((j) => roleOfJob(j) === role) : [];
  if (ofRole.length === 1 && !/\b(i am|i'm|im|soy|je suis|i have|i've|i worked)\b/.test(fold(ctx.part.raw)))
    return ofRole[0];
  if (role) {
    const title = ctx.k.roles.find((r) => r.slug === role)!.title.toLowerCase();
    const words = title.split(/[/ ]/).filter((w) => w.length > 3);
    const matches = ctx.k.jobs.filter((j) => words.some((w) => j.name.toLowerCase().includes(w)));
    if (matches.length === 1) return matches[0];
  }
  // "…what's the salary?" right after an opening was named: that opening.
  // A job seeker's next question about "it" ("is it remote?", "what happens after I apply?"): the opening in focus.
  const inFocus = ctx.followUp || ctx.part.pay || /^jobs?\./.test(ctx.state.topic ?? "");
  if (inFocus && ctx.state.job) return ctx.k.jobs.find((j) => j.slug === ctx.state.job);
  // "Any jobs for bilinguals in Spanish?": the one opening that names the language, else none.
  if (speaking.length === 1) return speaking[0];
  return undefined;
}

/** The openings of the role the part names ("un emploi de secrétaire" → the bilingual legal secretary opening). */
function jobsOfRole(ctx: Ctx): JobFact[] {
  const role = ctx.part.entities.roles[0]?.value;
  // "I'm a paralegal, any openings?" says who is asking, not which opening: every opening.
  if (/\b(i am|i'm|im|soy|je suis|i have|i've|i worked)\b/.test(fold(ctx.part.raw))) return [];
  return role ? ctx.k.jobs.filter((j) => roleOfJob(j) === role) : [];
}

/** Openings on a schedule: part time (a contract of so many hours a week, or part-time) or full time. */
function jobsOnSchedule(ctx: Ctx): JobFact[] | undefined {
  const schedule = ctx.part.entities.schedules[0]?.value;
  if (!schedule) return undefined;
  const part = (j: JobFact) => /part|contract|hrs|hours/i.test(j.employmentType ?? "");
  return ctx.k.jobs.filter((j) => (schedule === "contract" ? part(j) : !part(j)));
}

/** "Openings for business analysts", "any IT jobs": the kind of job asked for, as typed. */
const KIND_ASKED = [
  /\b(?:openings?|jobs?|positions?|vacanc(?:y|ies)|roles?|work|hiring|recruiting|vacantes?|empleos?|trabajo|postes?|offres?|emplois?)\s+(?:for|as|in|de|para|como|pour|en)\s+(?:an?\s+|the\s+|un\s+|una\s+|une\s+)?([^?.!,;]{2,60})/i,
  /\b(?:any|some|have|for|hiring)\s+([a-z][\w -]{1,40}?)\s+(?:jobs?|openings?|positions?|vacanc(?:y|ies)|roles?)\b/i,
  /\b(?:hiring|recruiting)\s+(?:any\s+|some\s+|more\s+)?([a-z][\w -]{2,40})/i,
];
/** Words about any job, not a kind of job. */
const ANY_JOB = new Set(
  [
    "remote",
    "remotely",
    "legal",
    "law",
    "work",
    "job",
    "position",
    "opening",
    "people",
    "someone",
    "person",
    "full",
    "part",
    "time",
    "now",
    "right",
    "currently",
    "current",
    "entry",
    "level",
    "beginner",
    "student",
    "graduate",
    "new",
    "open",
    "available",
    "company",
    "worker",
    "staff",
    "professional",
    "anyone",
    "anybody",
    "more",
    "online",
    "home",
    "jamaica",
    "usa",
    "latin",
    "america",
    "bilingual",
    "experience",
  ].map((w) => stem(w)),
);

/** The kind of job asked for when no opening's posting mentions it (else undefined). */
function kindWithoutOpening(ctx: Ctx): string | undefined {
  if (ctx.part.entities.jobs.length || jobsOfRole(ctx).length) return undefined;
  const raw = fold(ctx.part.raw);
  const asked = KIND_ASKED.map((re) => re.exec(raw)?.[1]?.trim()).find(Boolean);
  if (!asked) return undefined;
  const posted = new Set(
    ctx.k.jobs.flatMap((j) =>
      contentStems(`${j.name} ${j.summary} ${Object.values(j.sections).flat().join(" ")}`, "en"),
    ),
  );
  // (Our name is no kind of job: "any openings at northbridge".)
  const ours = stem(brandWord() ?? "");
  const unknown = contentStems(asked, ctx.lang === "en" ? "en" : ctx.lang).filter(
    (s) => s.length > 1 && !ANY_JOB.has(s) && !posted.has(s) && s !== ours,
  );
  return unknown.length ? asked.replace(/\s+(right now|now|please)$/, "") : undefined;
}

export const jobsList: Answerer = (ctx) => {
  if (!ctx.k.jobs.length) return fact(t(ctx, "jobs.none", { link: page(ctx, "careers") }));
  const englishOnly = englishOnlyOpenings(ctx);
  if (englishOnly) return englishOnly;
  const speaking = jobsSpeaking(ctx);
  const ofRole = jobsOfRole(ctx);
  // The language asked for decides over the role ("secretaria bilingüe español": the Spanish opening).
  const one = speaking.length === 1 ? speaking[0] : !speaking.length && ofRole.length === 1 ? ofRole[0] : undefined;
  if (one) {
    const jobs = [{ value: one.slug, start: 0, end: 0 }];
    return jobInfo({ ...ctx, part: { ...ctx.part, entities: { ...ctx.part.entities, jobs } } });
  }
  // "3 yrs PI experience", "2 yrs call center and i speak spanish": the opening that fits what they said.
  const fitting = !one && ctx.part.asker === "seeker" ? bestFit(ctx) : undefined;
  if (fitting) {
    const jobs = [{ value: fitting.slug, start: 0, end: 0 }];
    return jobInfo({ ...ctx, part: { ...ctx.part, entities: { ...ctx.part.entities, jobs } } });
  }
  // "¿Tienen vacantes de medio tiempo?": the openings on that schedule.
  const onSchedule = jobsOnSchedule(ctx);
  if (onSchedule?.length === 1) {
    ctx.state.job = onSchedule[0].slug;
    return jobInfo(ctx);
  }
  if (onSchedule?.length) return hours(ctx);
  // "I'm a paralegal, u hiring?": every opening, and the one of that role is the opening in focus ("pay?").
  const role = ctx.part.entities.roles[0]?.value;
  const mine = role ? ctx.k.jobs.filter((j) => roleOfJob(j) === role) : [];
  if (mine.length === 1) ctx.state.job = mine[0].slug;
  const list = ctx.k.jobs.map(
    (j) => `${link(j.name, j.link)}${j.pay ? ` (${range(j)} ${t(ctx, "job.perMonth")})` : ""}`,
  );
  const jobs = joinList(list, ctx.lang);
  // "Are you hiring case coordinators?", "do u hire co-case coordinators?": a role or a service of ours with no
  // opening of its own is said to have none, before the openings (decision 0125).
  const service = ctx.part.entities.services[0]?.value;
  const named = role && !mine.length ? roleTitle(ctx, role) : service ? ctx.q.services[service]?.title : undefined;
  const asked = named ?? kindWithoutOpening(ctx);
  if (asked) return fact(t(ctx, "jobs.noMatch", { asked, jobs, link: page(ctx, "careers") }));
  return fact(t(ctx, "jobs.list", { jobs, link: page(ctx, "careers") }));
};

export const jobInfo: Answerer = (ctx): Outcome => {
  const job = jobAskedAbout(ctx);
  // "Which job fits a legal secretary tho, i only speak english": not the bilingual one; those that ask for English.
  const englishOnly = !job || SECOND_LANGUAGE.test(fold(job.name)) ? englishOnlyOpenings(ctx) : undefined;
  if (englishOnly) return englishOnly;
  if (!job) return jobsList(ctx) as Outcome;
  ctx.state.job = job.slug;
  const jobLink = link(job.name, job.link);
  // ("Legal admin job 20 hrs a week - how much is it": beside its hours, a job's "how much" is its pay.)
  const payAsked = has(ctx, PAY) || (PAY_ASKED.test(fold(ctx.part.raw)) && HOURS_WORD.test(fold(ctx.part.raw)));
  // "What does the job pay per hour?": the pay, which postings state by the month.
  // ("Is that admin job hourly pay or monthly", "a mí me pagarían 12 dólares la hora?": the estimate by the hour.)
  if (payAsked && has(ctx, /^(hour|hourly|hr|hora|heure|horaire)$/) && job.pay && !CLOSING.test(fold(ctx.part.raw)))
    return fact(hourlyEstimate(ctx, { ...job, pay: job.pay }));
  const hoursToo = has(ctx, /^(hours|schedule|shifts?|horario|horas|horaires|heures)$/);
  if (hoursToo && job.pay && !CLOSING.test(fold(ctx.part.raw))) return hours(ctx) as Outcome;
  // ("Whats the salary on the case manager role and is it negotiable": the range, and that negotiation isn't published.)
  if (has(ctx, PAY) && /\b(negotia|negocia|negocie)\w*/.test(fold(ctx.message.text)) && job.pay)
    return negotiable(ctx) as Outcome;
  const typeAsked = employmentTypeAnswer(ctx, job);
  if (payAsked) {
    const hourly = has(ctx, /^(hour|hourly|hr|hora|heure|horaire)$/) && job.pay ? `${t(ctx, "job.payPerMonth")} ` : "";
    // ("Quel salaire et c'est jusqu'à quand ?": the closing date too.)
    const closes = CLOSING.test(fold(ctx.part.raw)) ? `${closingSentence(ctx, job)} ` : "";
    return fact(
      job.pay
        ? `${typeAsked ? `${typeAsked} ` : ""}${hourly}${closes}${t(ctx, "job.pay", { job: job.name, range: range(job), link: jobLink })}`
        : `${closes}${t(ctx, "job.payMissing", { job: job.name, link: jobLink })}`,
    );
  }
  if (has(ctx, /^(hours?|schedule|shifts?|horario|horas|horaires?|heures)$/)) return hours(ctx) as Outcome;
  const pay = job.pay ? ` ${t(ctx, "job.pay", { job: job.name, range: range(job), link: "" })}` : "";
  // (The opening the words named asks for another language than the one the visitor named: said first.)
  const titled = namedOpening(ctx);
  const speaking = jobsSpeaking(ctx);
  const instead =
    titled && titled.slug !== job.slug && speaking.length === 1 && speaking[0].slug === job.slug
      ? `${t(ctx, "job.otherLanguage", { job: titled.name })} `
      : "";
  return fact(
    `${typeAsked ? `${typeAsked} ` : ""}${instead}${t(ctx, "job.details", {
      job: job.name,
      type: value(ctx, "employmentTypes", job.employmentType),
      location: value(ctx, "locations", job.location),
      position: value(ctx, "positions", job.position),
    })}${pay} ${requirementsLine(ctx, job)} ${fitNotes(ctx, job)} ${closingSentence(ctx, job)} ${t(ctx, "job.applyFromPage")} ${jobLink}`.replace(
      /\s+/g,
      " ",
    ),
  );
};

/** An opening's first requirement (its experience), in the visitor's language, said with its details. */
function requirementsLine(ctx: Ctx, job: JobFact): string {
  const english = sectionOf(job, POSTING_SECTIONS.requirements);
  const list = english ? jobPosting(job.slug, "requirements", english, ctx.lang) : undefined;
  // The experience and the languages it asks for: what tells a candidate whether they fit.
  const key = (list ?? [])
    .filter((l) => /\b(years?|anos?|años?|ans?)\b|fluen|fluidez|dominio|courant|maîtrise|maitrise/i.test(l))
    .slice(0, 2);
  return key.length ? `${t(ctx, "job.requirements", { job: job.name })} ${key.join(" ")}` : "";
}

/** Words that ask about several openings ("where are they?", "¿dónde están las vacantes?"). */
const PLURAL =
  /^(they|them|those|these|jobs|openings|positions|ones|roles|ellos|ellas|vacantes|puestos|empleos|ils|elles|postes|offres|emplois)$/;

export const locations: Answerer = (ctx) => {
  // "Where is it based?" about the opening in focus: that opening's location.
  const job = ctx.part.tokens.some((w) => PLURAL.test(w)) ? undefined : jobAskedAbout(ctx);
  if (job) {
    ctx.state.job = job.slug;
    const where = value(ctx, "locations", job.location);
    const notes = fitNotes(ctx, job);
    return fact(
      `${t(ctx, "job.locationOf", { job: job.name, location: where, link: "" })} ${notes} ${link(job.name, job.link)}`.replace(
        /\s+/g,
        " ",
      ),
    );
  }
  const listedThere = openingsAt(ctx);
  if (listedThere) return listedThere;
  const places = [...new Set(ctx.k.jobs.map((j) => j.location).filter((l): l is string => !!l))].map((l) =>
    value(ctx, "locations", l),
  );
  if (!places.length) return fact(t(ctx, "jobs.none", { link: page(ctx, "careers") }));
  return fact(t(ctx, "job.locations", { places: joinList(places, ctx.lang), link: page(ctx, "careers") }));
};

const HOW_LONG =
  /\b(how long|how soon|when (will|do|would)|hear back|respond|reply|timeline|cuanto (tardan|tarda|demora|tiempo)|cuando|responden|combien de temps|quand|delai|repondez)\b/;

/** The steps the postings publish; how long they take is not published. */
export const hiringProcess: Answerer = (ctx) => {
  const job = jobAskedAbout(ctx);
  if (job) ctx.state.job = job.slug;
  // The opening's own steps in the visitor's language (our translation of a seeded posting), named as the posting
  // names the section; asked of no opening, the steps they share (each opening's assessment is its own).
  const steps = job
    ? Object.entries(job.sections).find(([heading]) => POSTING_SECTIONS.assessment.test(heading))?.[1]
    : undefined;
  const listed = job && steps ? jobPosting(job.slug, "assessment", steps, ctx.lang) : undefined;
  const heading = job ? `${t(ctx, "job.steps", { job: job.name })} ` : "";
  const published = listed
    ? ` ${heading}${listed.map((s, i) => `${i + 1}. ${s}`).join(" ")}`
    : ` ${t(ctx, "job.processBrief")}`;
  if (!HOW_LONG.test(fold(ctx.part.raw))) return fact(`${published.trim()} ${page(ctx, "careers")}`);
  return unanswered(`${t(ctx, "job.processTimeline")}${published} ${page(ctx, "careers")}`);
};

/** A posting's section, as listed (the staff's English). */
export const sectionOf = (job: JobFact, heading: RegExp) =>
  Object.entries(job.sections).find(([h]) => heading.test(h))?.[1];

/** A posting's schedule in the visitor's language, when its words exist in that language. */
function scheduleIn(ctx: Ctx, job: JobFact): string | undefined {
  const english = sectionOf(job, POSTING_SECTIONS.schedule);
  return english && jobPosting(job.slug, "schedule", english, ctx.lang)?.join(" ").replace(/\.$/, "");
}

/** A job's schedule as its posting states it, or each opening's employment type. */
export const hours: Answerer = (ctx) => {
  const job = jobAskedAbout(ctx);
  if (job) {
    ctx.state.job = job.slug;
    const stated = scheduleIn(ctx, job);
    const type = value(ctx, "employmentTypes", job.employmentType);
    // ("Whats the legal admin one pay and hours": its pay first.)
    const pay = has(ctx, PAY) && job.pay ? `${t(ctx, "job.pay", { job: job.name, range: range(job), link: "" })} ` : "";
    return fact(
      stated
        ? `${pay}${t(ctx, "job.schedule", { job: job.name, schedule: stated })}. ${link(job.name, job.link)}`
        : `${pay}${t(ctx, "job.scheduleType", { job: job.name, type })} ${link(job.name, job.link)}`,
    );
  }
  if (!ctx.k.jobs.length) return fact(t(ctx, "jobs.none", { link: page(ctx, "careers") }));
  // "Which ones are part time?": only those, and the one becomes the opening in focus.
  const onSchedule = jobsOnSchedule(ctx);
  if (onSchedule?.length === 1) ctx.state.job = onSchedule[0].slug;
  const list = (onSchedule?.length ? onSchedule : ctx.k.jobs).map((j) => {
    const stated = scheduleIn(ctx, j);
    return `${link(j.name, j.link)}: ${stated ?? value(ctx, "employmentTypes", j.employmentType)}`;
  });
  return fact(`${t(ctx, "job.schedules")} ${list.join("; ")}. ${page(ctx, "careers")}`);
};

export const benefits: Answerer = (ctx) => {
  const job = jobAskedAbout(ctx);
  if (job) ctx.state.job = job.slug;
  return fact(
    t(ctx, "job.benefits", {
      list: joinList(
        ctx.q.jobs.benefits.map((b) => b.charAt(0).toLowerCase() + b.slice(1)),
        ctx.lang,
      ),
      link: page(ctx, "careers"),
    }),
  );
};

/** "I applied two weeks ago and nothing, any update?": not something this chat can see; the team can. */
export const applicationStatus: Answerer = (ctx) => unanswered(t(ctx, "job.status"));

/** A job seeker's question about an opening that its posting does not answer: said so, and the team. */
export const unpublished: Answerer = (ctx) => {
  const job = jobAskedAbout(ctx) ?? ctx.k.jobs.find((j) => j.slug === ctx.state.job);
  return unanswered(t(ctx, "job.unpublished", { link: job ? link(job.name, job.link) : page(ctx, "careers") }));
};

/** "Is the pay negotiable?": the published range, and that negotiation is not published. */
export const negotiable: Answerer = (ctx) => {
  // The opening in focus, else the one of the role in focus (after "the legal admin job pays 600-850…").
  const job = jobAskedAbout(ctx) ?? ctx.k.jobs.find((j) => ctx.state.role && roleOfJob(j) === ctx.state.role);
  if (!job?.pay) return unanswered(t(ctx, "job.requirementsGeneral", { link: page(ctx, "careers") }));
  return unanswered(t(ctx, "job.negotiable", { job: job.name, range: range(job), link: link(job.name, job.link) }));
};

/** A seeker's question about the opening in focus that one line of its posting answers, quoted with its page. */
export const fromThePosting: Answerer = (ctx) => {
  const job = jobAskedAbout({ ...ctx, followUp: true });
  const line = job && postingLine(ctx.part.raw, job, ctx.lang);
  if (!job || !line) return notFound(ctx);
  ctx.state.job = job.slug;
  // (The conversation stays on the opening: "do i need a degree?" next is about it.)
  return {
    ...fact(`${t(ctx, "job.postingSays", { job: job.name, line })} ${link(job.name, job.link)}`),
    topic: "job.info",
  };
};
