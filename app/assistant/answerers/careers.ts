import type { JobFact } from "../knowledge.server";
import { joinList, link, usd } from "../phrases.server";
import { jobValue } from "../passages.server";
import type { Outcome } from "../types";
import { fact, has, page, t, unanswered, type Answerer, type Ctx } from "./context";

/**
 * Careers: the open positions from the database (names, monthly pay, type, location), one
 * opening's facts, how to apply, where the openings are, the hiring steps the postings publish
 * (their timeline is not published), a posting's requirements, and the benefits listed.
 */
const PAY =
  /^(pay|pays|paid|salary|salaries|wage|wages|compensation|earn|money|salario|sueldo|paga|pagan|salaire|salaires|remuneration|paye|payent)$/;

const range = (job: JobFact) => (job.pay ? `${usd(job.pay.min)} - ${usd(job.pay.max)}` : "");

/** A job's value in the visitor's language, or as staff wrote it, in quotes. */
function value(ctx: Ctx, kind: "employmentTypes" | "positions" | "locations", raw: string | null): string {
  if (!raw) return ctx.q.jobs.notSpecified.toLowerCase();
  return jobValue(kind, raw, ctx.lang) ?? `"${raw}"`;
}

/** The opening the part names, or the one its role names, or the one of the previous turn. */
function jobAskedAbout(ctx: Ctx): JobFact | undefined {
  const named = ctx.part.entities.jobs[0]?.value;
  if (named) return ctx.k.jobs.find((j) => j.slug === named);
  const role = ctx.part.entities.roles[0]?.value;
  if (role) {
    const title = ctx.k.roles.find((r) => r.slug === role)!.title.toLowerCase();
    const words = title.split(/[/ ]/).filter((w) => w.length > 3);
    const matches = ctx.k.jobs.filter((j) => words.some((w) => j.name.toLowerCase().includes(w)));
    if (matches.length === 1) return matches[0];
  }
  if (ctx.followUp && ctx.state.job) return ctx.k.jobs.find((j) => j.slug === ctx.state.job);
  return undefined;
}

export const jobsList: Answerer = (ctx) => {
  if (!ctx.k.jobs.length) return fact(t(ctx, "jobs.none", { link: page(ctx, "careers") }));
  const list = ctx.k.jobs.map(
    (j) => `${link(j.name, j.link)}${j.pay ? ` (${range(j)} ${t(ctx, "job.perMonth")})` : ""}`,
  );
  return fact(t(ctx, "jobs.list", { jobs: joinList(list, ctx.lang), link: page(ctx, "careers") }));
};

export const jobInfo: Answerer = (ctx): Outcome => {
  const job = jobAskedAbout(ctx);
  if (!job) return jobsList(ctx) as Outcome;
  ctx.state.job = job.slug;
  const jobLink = link(job.name, job.link);
  if (has(ctx, PAY)) {
    return fact(
      job.pay
        ? t(ctx, "job.pay", { job: job.name, range: range(job), link: jobLink })
        : t(ctx, "job.payMissing", { job: job.name, link: jobLink }),
    );
  }
  const pay = job.pay ? ` ${t(ctx, "job.pay", { job: job.name, range: range(job), link: "" })}` : "";
  return fact(
    `${t(ctx, "job.details", {
      job: job.name,
      type: value(ctx, "employmentTypes", job.employmentType),
      location: value(ctx, "locations", job.location),
      position: value(ctx, "positions", job.position),
    })}${pay} ${t(ctx, "job.applyFromPage")} ${jobLink}`.replace(/\s+/g, " "),
  );
};

export const apply: Answerer = (ctx) => {
  const job = jobAskedAbout(ctx);
  const where = job ? link(job.name, job.link) : page(ctx, "careers");
  const j = ctx.q.jobs;
  return fact(`${j.howToApply} ${j.assessment} ${j.oneJobAtATime} ${where}`);
};

export const locations: Answerer = (ctx) => {
  const places = [...new Set(ctx.k.jobs.map((j) => j.location).filter((l): l is string => !!l))].map((l) =>
    value(ctx, "locations", l),
  );
  if (!places.length) return fact(t(ctx, "jobs.none", { link: page(ctx, "careers") }));
  return fact(t(ctx, "job.locations", { places: joinList(places, ctx.lang), link: page(ctx, "careers") }));
};

/** The steps the postings publish; how long they take is not published. */
export const hiringProcess: Answerer = (ctx) => {
  const job = jobAskedAbout(ctx) ?? ctx.k.jobs[0];
  const steps = job
    ? Object.entries(job.sections).find(([heading]) => /assessment|process|how to apply|steps/i.test(heading))?.[1]
    : undefined;
  const published =
    steps && ctx.lang === "en"
      ? ` ${steps.map((s, i) => `${i + 1}. ${s}`).join(" ")}`
      : ` ${t(ctx, "job.processBrief")}`;
  return unanswered(`${t(ctx, "job.processTimeline")}${published} ${page(ctx, "careers")}`);
};

export const requirements: Answerer = (ctx) => {
  const job = jobAskedAbout(ctx);
  const list = job
    ? Object.entries(job.sections).find(([heading]) => /requirement|qualification/i.test(heading))?.[1]
    : undefined;
  if (job && list && ctx.lang === "en")
    return fact(`${t(ctx, "job.requirements", { job: job.name })} ${list.join(" ")} ${link(job.name, job.link)}`);
  return fact(t(ctx, "job.requirementsGeneral", { link: page(ctx, "careers") }));
};

export const benefits: Answerer = (ctx) =>
  fact(
    t(ctx, "job.benefits", {
      list: joinList(
        ctx.q.jobs.benefits.map((b) => b.charAt(0).toLowerCase() + b.slice(1)),
        ctx.lang,
      ),
      link: page(ctx, "careers"),
    }),
  );
