import { fold } from "~/text/normalise";
import { link } from "../phrases.server";
import { buyerSignals } from "../speaker";
import { jobPosting, POSTING_SECTIONS } from "../passages.server";
import { jobAskedAbout, sectionOf } from "./careers";
import { fact, page, t, type Answerer, type Ctx } from "./context";
import { fitNotes } from "./openings";
import { postingLine } from "./posting-line";

const REQUIREMENTS_ASKED =
  /\b(require\w*|requisit\w*|exigen\w*|exige\w*|qualif\w*|experience|experiencia|criteria|criterios|criteres|do i need|what do i need|what you need|que necesito|hace falta|piden|pide|il faut quoi|faut-il|ai-je besoin|demandez)\b/;

/** An opening's requirements as its posting lists them, in the visitor's language; undefined when not translated. */
const requirementsOf = (ctx: Ctx, job: Ctx["k"]["jobs"][number]) => {
  const english = sectionOf(job, POSTING_SECTIONS.requirements);
  return english ? jobPosting(job.slug, "requirements", english, ctx.lang) : undefined;
};

/**
 * What an opening asks of a candidate: the line asked about, or the posting's whole list. With no opening in focus,
 * the first two requirements of each opening, so the answer says something rather than "see each page".
 */
export const requirements: Answerer = (ctx) => {
  const job = jobAskedAbout(ctx);
  if (job) ctx.state.job = job.slug;
  const line = job && postingLine(ctx.part.raw, job, ctx.lang);
  if (job && line) return fact(`${t(ctx, "job.postingSays", { job: job.name, line })} ${link(job.name, job.link)}`);
  const list = job && requirementsOf(ctx, job);
  if (job && list)
    return fact(
      `${t(ctx, "job.requirements", { job: job.name })} ${list.join(" ")} ${fitNotes(ctx, job)} ${link(job.name, job.link)}`.replace(
        /\s+/g,
        " ",
      ),
    );
  // (Only to a question of requirements in so many words; a message read as one by default gets the short answer.)
  if (!REQUIREMENTS_ASKED.test(fold(ctx.message.text)) || ctx.state.asker === "firm" || buyerSignals(ctx.message.text))
    return fact(t(ctx, "job.requirementsGeneral", { link: page(ctx, "careers") }));
  const each = ctx.k.jobs.map((j) => {
    // (The first two lines: a bilingual opening lists its languages first, then its experience.)
    const first = requirementsOf(ctx, j)?.slice(0, 2);
    return first?.length && `${link(j.name, j.link)}: ${first.join(" ").replace(/(?<![A-Z])\.$/, "")}`;
  });
  if (!each.length || each.some((l) => !l))
    return fact(t(ctx, "job.requirementsGeneral", { link: page(ctx, "careers") }));
  return fact(t(ctx, "job.requirementsEach", { jobs: each.join("; "), link: page(ctx, "careers") }));
};
