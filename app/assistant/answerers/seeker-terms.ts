import { getSettings } from "~/config/site-settings.server";
import type { JobFact } from "../knowledge.server";
import { joinList, link } from "../phrases.server";
import { RESUME_MAX_BYTES } from "~/submissions/resume-rules";
import { fact, page, t, unanswered, type Answerer } from "./context";
import { jobAskedAbout } from "./careers";
import { requirementLine } from "./posting-line";
import { openingsByQuotedRange } from "./across-openings";
import { asksTax } from "../seeker-words";
import { fold } from "~/text/normalise";

/** How the pay is paid (hourly, fixed, currency, method): the postings state a monthly range in USD, no more. */
export const payTerms: Answerer = (ctx) => {
  // (The opening whose range was quoted stays in focus: "c'est brut ou net ?" then "donc ça fait combien de l'heure ?".)
  const [quoted] = openingsByQuotedRange(ctx.message.text, ctx.k.jobs);
  if (quoted) ctx.state.job = quoted.slug;
  const taxes = asksTax(fold(ctx.part.raw)) ? ` ${t(ctx, "job.payTaxes")}` : "";
  return unanswered(`${t(ctx, "job.payTerms", { link: "" }).trim()}${taxes} ${page(ctx, "careers")}`);
};

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
  const licenseLine = (job: JobFact) => requirementLine(job, /licen[cs]/i, ctx.lang);
  // The opening asked about or in focus, when its posting says; else what the postings that do say.
  const inFocus = jobAskedAbout(ctx) ?? ctx.k.jobs.find((j) => j.slug === ctx.state.job);
  const own = inFocus && licenseLine(inFocus);
  if (inFocus && own) {
    ctx.state.job = inFocus.slug;
    return fact(t(ctx, "job.postingSays", { job: link(inFocus.name, inFocus.link), line: own }));
  }
  const saying = ctx.k.jobs.flatMap((job) => {
    const said = licenseLine(job);
    return said ? [{ job, said }] : [];
  });
  // (One posting says so: it is the one talked of next, "what are the hours".)
  if (saying.length === 1) ctx.state.job = saying[0].job.slug;
  if (!saying.length) return unanswered(t(ctx, "job.unpublished", { link: page(ctx, "careers") }));
  const lines = saying.map(({ job, said }) => `${link(job.name, job.link)}: “${said}”`);
  const listed = t(ctx, "job.license", { lines: joinList(lines, ctx.lang) });
  // ("Necesito licencia de abogado?" with the intake opening in focus: that one first.)
  if (inFocus) return fact(`${t(ctx, "job.licenseNotSaid", { job: link(inFocus.name, inFocus.link) })} ${listed}`);
  return fact(`${listed} ${t(ctx, "job.licenseOthers")}`);
};
