import { joinList, link } from "../phrases.server";
import { fold } from "~/text/normalise";
import type { JobFact } from "../knowledge.server";
import { jobAskedAbout } from "./careers";
import { SECOND_LANGUAGE } from "./opening-languages";
import { fact, page, t, unanswered, value, type Answerer, type Ctx } from "./context";
import { closingSentence } from "./job-dates";
import { hourlyEstimate, monthlyHours, range } from "./opening-pay";
import { requirementLine } from "./posting-line";

/**
 * What a job seeker asks of the postings that no other answer gives (decision 0085): the equipment they ask for, the
 * pay as a rough hourly figure, the part-time openings, the best-paid one, and an age.
 */

const EQUIPMENT_LINE = /\b(computer|headset|internet|workspace)\b/i;

/** "What do i need to have at home": the posting's line naming the computer, headset and connection. */
export const equipment: Answerer = (ctx) => {
  const asked = jobAskedAbout(ctx);
  const lines = (asked ? [asked] : ctx.k.jobs).flatMap((job) => {
    const said = requirementLine(job, EQUIPMENT_LINE, ctx.lang);
    return said ? [{ job, said }] : [];
  });
  if (!lines.length) return unanswered(t(ctx, "job.unpublished", { link: page(ctx, "careers") }));
  if (asked) {
    ctx.state.job = asked.slug;
    return fact(t(ctx, "job.equipmentOne", { job: link(asked.name, asked.link), line: lines[0].said }));
  }
  const list = joinList(
    lines.map((l) => `${link(l.job.name, l.job.link)}: “${l.said}”`),
    ctx.lang,
  );
  return fact(t(ctx, "job.equipmentAll", { list }));
};

/** "So whats that hourly": the monthly range over the posting's hours, called an estimate (no hourly wage is published). */
export const hourly: Answerer = (ctx) => {
  const job = jobAskedAbout(ctx) ?? ctx.k.jobs.find((j) => j.slug === ctx.state.job);
  if (!job?.pay) return unanswered(t(ctx, "job.requirementsGeneral", { link: page(ctx, "careers") }));
  ctx.state.job = job.slug;
  return fact(hourlyEstimate(ctx, { ...job, pay: job.pay }));
};

/** "Anything part time instead?": the openings of fewer hours than full time, else that none is published. */
export const partTime: Answerer = (ctx) => {
  const part = ctx.k.jobs.filter((j) => monthlyHours(j) < 160 || /part/i.test(j.employmentType ?? ""));
  if (!part.length) return unanswered(t(ctx, "job.partTimeNone", { link: page(ctx, "careers") }));
  if (part.length === 1) ctx.state.job = part[0].slug;
  const list = joinList(
    part.map((j) =>
      t(ctx, "job.partTimeLine", {
        job: link(j.name, j.link),
        type: value(ctx, "employmentTypes", j.employmentType),
        pay: range(j),
      }),
    ),
    ctx.lang,
  );
  return fact(t(ctx, "job.partTime", { list }));
};

/** "Whats the best paying job u have listed": the opening whose range reaches highest, with the others' tops. */
export const bestPaid: Answerer = (ctx) => {
  const paid = ctx.k.jobs.filter((j) => j.pay).sort((a, b) => b.pay!.max - a.pay!.max || b.pay!.min - a.pay!.min);
  if (!paid.length) return unanswered(t(ctx, "job.requirementsGeneral", { link: page(ctx, "careers") }));
  const [best] = paid;
  ctx.state.job = best.slug;
  return fact(
    `${t(ctx, "job.bestPaid", { job: link(best.name, best.link), pay: range(best), level: value(ctx, "positions", best.position) })} ${closingSentence(ctx, best)}`.trim(),
  );
};

/** "I'm 17, can I apply?": the postings state no age; the privacy policy says the site is not meant for anyone under 18. */
export const age: Answerer = (ctx) =>
  unanswered(t(ctx, "job.age", { privacy: page(ctx, "privacy"), link: page(ctx, "careers") }));

const LANGUAGE_LINE = /\b(english|spanish|french)\b/i;

/** The requirement line of a posting that names its languages, in the visitor's language. */
const languageLine = (ctx: Ctx, job: JobFact) => requirementLine(job, LANGUAGE_LINE, ctx.lang);

/**
 * "Do I need to speak Spanish?", "faut parler espagnol ?", "is english required?": the languages the opening in focus
 * asks for, in its own words, and the openings that ask for a second language; with no opening in focus, those
 * openings and what the others ask for.
 */
export const languages: Answerer = (ctx) => {
  const job = jobAskedAbout(ctx) ?? ctx.k.jobs.find((j) => j.slug === ctx.state.job);
  const second = ctx.k.jobs.filter((j) => SECOND_LANGUAGE.test(fold(j.name)));
  const listed = joinList(
    second.map((j) => `${link(j.name, j.link)}${j.pay ? ` (${range(j)} ${t(ctx, "job.perMonth")})` : ""}`),
    ctx.lang,
  );
  if (job) {
    ctx.state.job = job.slug;
    const line = languageLine(ctx, job);
    if (!line) return unanswered(t(ctx, "job.unpublished", { link: link(job.name, job.link) }));
    const said = t(ctx, "job.postingSays", { job: link(job.name, job.link), line });
    const others = second.filter((j) => j.slug !== job.slug);
    if (SECOND_LANGUAGE.test(fold(job.name)) || !others.length) return fact(said);
    return fact(`${said} ${t(ctx, "job.noSecondLanguage", { jobs: listed })}`);
  }
  const lines = ctx.k.jobs.filter((j) => !second.includes(j)).map((j) => languageLine(ctx, j));
  if (!second.length || lines.some((l) => !l))
    return fact(t(ctx, "job.requirementsGeneral", { link: page(ctx, "careers") }));
  return fact(t(ctx, "job.languagesAll", { jobs: listed, link: page(ctx, "careers") }));
};

/** The level each posting states; a level asked ("which ones are entry level"), the postings at it. */
const LEVEL_WORDS: [RegExp, string][] = [
  [
    /\b(entry|junior|beginners?|(no|zero) (prior |previous |work )?experience|without (any )?experience|new grads?|recent grads?|fresh (grads?|graduates?)|just graduated|inicial|de entrada|principiantes?|sin (ninguna )?experiencia|recien (graduad[oa]|egresad[oa])|debutants?|sans experience|aucune experience|jeune diplomee?|premier emploi)\b/,
    "Entry-level",
  ],
  [/\b(mid[- ]?level|intermedio|intermediaire)\b/, "Mid-level"],
  [/\b(senior|senor|experimentad[oa]s?|experimentes?)\b/, "Senior"],
];

const NO_EXPERIENCE =
  /\b(no|zero|without|sin|sans|aucune?|pas d')( \w+)? ?(experience|exp|experiencia)\b|\bnever worked\b|\bnunca (he )?trabajado\b|\bjamais travaille\b/;

export const level: Answerer = (ctx) => {
  const t0 = fold(ctx.part.raw);
  // (Two levels asked, "which are senior vs entry level", are every posting's level.)
  const levels = LEVEL_WORDS.filter(([re]) => re.test(t0));
  const asked = levels.length === 1 ? levels[0][1] : undefined;
  const line = (j: JobFact) => `${link(j.name, j.link)} (${value(ctx, "positions", j.position)})`;
  const at = asked ? ctx.k.jobs.filter((j) => j.position === asked) : [];
  if (at.length === 1) ctx.state.job = at[0].slug;
  // ("Do u hire ppl with no experience?", "entry level? no legal experience": what each entry-level posting still
  // asks for, its languages and its experience.)
  const asks = NO_EXPERIENCE.test(fold(ctx.message.text))
    ? at.flatMap((j) => {
        const lines = [/\bfluen|\bbilingual\b/i, /\bexperience\b/i].map((re) => requirementLine(j, re, ctx.lang));
        const said = [...new Set(lines.filter((l): l is string => !!l))].map((l) => `“${l.replace(/\.$/, "")}”`);
        return said.length ? [`${j.name}: ${joinList(said, ctx.lang)}`] : [];
      })
    : [];
  const experience = asks.length ? ` ${t(ctx, "job.experienceAsked", { list: asks.join("; ") })}` : "";
  if (at.length)
    return fact(
      t(ctx, "job.atLevel", {
        level: value(ctx, "positions", asked!),
        list: joinList(
          at.map((j) => link(j.name, j.link)),
          ctx.lang,
        ),
      }) + experience,
    );
  const all = ctx.k.jobs.filter((j) => j.position);
  if (!all.length) return unanswered(t(ctx, "job.unpublished", { link: page(ctx, "careers") }));
  const list = joinList(all.map(line), ctx.lang);
  return fact(
    t(ctx, asked ? "job.noneAtLevel" : "job.byLevel", { level: asked ? value(ctx, "positions", asked) : "", list }),
  );
};
