import { joinList, link } from "../phrases.server";
import { jobPosting, POSTING_SECTIONS } from "../passages.server";
import { jobAskedAbout, sectionOf, value } from "./careers";
import { fact, page, t, unanswered, type Answerer } from "./context";
import { closingSentence } from "./job-dates";
import { hourlyEstimate, monthlyHours, range } from "./opening-pay";

/**
 * What a job seeker asks of the postings that no other answer gives (decision 0085): the equipment they ask for, the
 * pay as a rough hourly figure, the part-time openings, the best-paid one, and an age.
 */

const EQUIPMENT_LINE = /\b(computer|headset|internet|workspace)\b/i;

/** "What do i need to have at home": the posting's line naming the computer, headset and connection. */
export const equipment: Answerer = (ctx) => {
  const asked = jobAskedAbout(ctx);
  const lines = (asked ? [asked] : ctx.k.jobs).flatMap((job) => {
    const english = sectionOf(job, POSTING_SECTIONS.requirements) ?? [];
    const i = english.findIndex((l) => EQUIPMENT_LINE.test(l));
    if (i < 0) return [];
    const said = jobPosting(job.slug, "requirements", english, ctx.lang)?.[i] ?? (ctx.lang === "en" ? english[i] : "");
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
