import { getSettings } from "~/config/site-settings.server";
import { joinList, link } from "../phrases.server";
import { jobPosting, POSTING_SECTIONS } from "../passages.server";
import { RESUME_MAX_BYTES } from "~/submissions/resume-rules";
import { fact, page, t, unanswered, type Answerer } from "./context";
import { jobAskedAbout, sectionOf } from "./careers";

/** How the pay is paid (hourly, fixed, currency, method): the postings state a monthly range in USD, no more. */
export const payTerms: Answerer = (ctx) => unanswered(t(ctx, "job.payTerms", { link: page(ctx, "careers") }));

/** Attorneys asking for work: our openings are support roles; openings for attorneys are not published. */
export const attorneys: Answerer = (ctx) => unanswered(t(ctx, "job.attorneys", { link: page(ctx, "careers") }));

/** A resume sent by e-mail instead of the form: the form is the published way; the team if the form fails. */
export const resumeByEmail: Answerer = (ctx) => {
  const s = getSettings();
  const job = jobAskedAbout(ctx);
  const where = job ? link(job.name, job.link) : page(ctx, "careers");
  const limit = RESUME_MAX_BYTES / 1024 / 1024;
  return fact(t(ctx, "job.resumeByEmail", { limit, phone: s.phone.display, email: s.email, link: where }));
};

/** Whether a license is needed: the postings' own lines that say so, in the visitor's language. */
export const license: Answerer = (ctx) => {
  const asked = jobAskedAbout(ctx);
  const saying: string[] = [];
  const lines = (asked ? [asked] : ctx.k.jobs).flatMap((job) => {
    const english = sectionOf(job, POSTING_SECTIONS.requirements) ?? [];
    const i = english.findIndex((l) => /licen[cs]/i.test(l));
    if (i < 0) return [];
    const said = jobPosting(job.slug, "requirements", english, ctx.lang)?.[i] ?? (ctx.lang === "en" ? english[i] : "");
    if (said) saying.push(job.slug);
    return said ? [`${link(job.name, job.link)}: “${said}”`] : [];
  });
  // (One posting says so: it is the one talked of next, "what are the hours".)
  if (saying.length === 1) ctx.state.job = saying[0];
  if (!lines.length) return unanswered(t(ctx, "job.unpublished", { link: page(ctx, "careers") }));
  const others = asked ? "" : ` ${t(ctx, "job.licenseOthers")}`;
  return fact(`${t(ctx, "job.license", { lines: joinList(lines, ctx.lang) })}${others}`.replace(/\s+/g, " "));
};
