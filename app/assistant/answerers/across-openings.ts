import { fold } from "~/text/normalise";
import type { JobFact } from "../knowledge.server";
import { joinList, link, usd } from "../phrases.server";
import { jobAskedAbout, jobInfo } from "./careers";
import { fact, has, page, t, unanswered, type Answerer, type Ctx } from "./context";
import { hourlyEstimate } from "./opening-pay";
import { quotesOurPrice, roleOfJob } from "./rate-pay";
import { dateIn } from "./job-dates";

/**
 * What the openings publish side by side: when each closes, and what each pays (decision 0043). "Which posting
 * closes first?", "which pays more, the PI job or the case manager one?", "dice 700-1000, ¿por mes?".
 */
/** "Which posting closes first?": each opening's closing date, as the postings publish them, soonest first. */
export const closing: Answerer = (ctx) => {
  const named = jobAskedAbout(ctx);
  if (named) ctx.state.job = named.slug;
  const dated = (named ? [named] : ctx.k.jobs).filter((j) => j.closes).sort((a, b) => (a.closes! < b.closes! ? -1 : 1));
  if (!dated.length) return unanswered(t(ctx, "job.unpublished", { link: page(ctx, "careers") }));
  if (dated.length === 1) {
    const [job] = dated;
    return fact(t(ctx, "job.closingOne", { job: link(job.name, job.link), date: dateIn(ctx.lang, job.closes!) }));
  }
  const list = joinList(
    dated.map((j) => t(ctx, "job.closesOn", { job: link(j.name, j.link), date: dateIn(ctx.lang, j.closes!) })),
    ctx.lang,
  );
  return fact(t(ctx, "job.closingList", { list }));
};

/** A pay range quoted as the postings write it ("700-1000", "$900 – 1,300"): the openings that publish it. */
export function openingsByQuotedRange(text: string, jobs: JobFact[]): JobFact[] {
  const ranges = [...text.replace(/,(\d{3})/g, "$1").matchAll(/\$?\s?(\d{3,5})\s*(?:-|–|to|a|à)\s*\$?\s?(\d{3,5})/g)];
  return jobs.filter((j) => j.pay && ranges.some((m) => Number(m[1]) === j.pay!.min && Number(m[2]) === j.pay!.max));
}

/** The openings a question of pay is about: named, through their role, or by the range quoted. */
export function openingsAsked(ctx: Ctx): JobFact[] {
  const parts = ctx.message.parts;
  const named = parts.flatMap((p) => p.entities.jobs.map((m) => m.value));
  const viaRole = parts
    .flatMap((p) => p.entities.roles.map((m) => m.value))
    .flatMap((role) => {
      const jobs = ctx.k.jobs.filter((j) => roleOfJob(j) === role);
      return jobs.length === 1 ? [jobs[0].slug] : [];
    });
  const quoted = openingsByQuotedRange(ctx.message.text, ctx.k.jobs).map((j) => j.slug);
  const slugs = [...new Set([...named, ...viaRole, ...quoted])];
  return ctx.k.jobs.filter((j) => slugs.includes(j.slug) && j.pay);
}

/** "Which pays more, the PI job or the case manager one? Hourly?", "700-1000, ¿por quincena o por mes?": each one's pay. */
export const payOfOpenings: Answerer = (ctx) => {
  const jobs = openingsAsked(ctx);
  if (!jobs.length) return jobInfo(ctx);
  if (jobs.length === 1) ctx.state.job = jobs[0].slug;
  // ("So 20hrs a week at 600-850 a month is what per hour roughly": that opening's estimate by the hour.)
  // (Not beside a price of ours, "the firm pays u $14, so u keep more than half??": that is the rate against the pay.)
  const ourPrice = quotesOurPrice(ctx.message.text, ctx.k);
  if (jobs.length === 1 && !ourPrice && has(ctx, /^(hour|hourly|hr|hora|heure|horaire)$/))
    return fact(hourlyEstimate(ctx, { ...jobs[0], pay: jobs[0].pay! }));
  const list = joinList(
    [...jobs]
      .sort((a, b) => b.pay!.max - a.pay!.max)
      .map((j) => `${link(j.name, j.link)} ${usd(j.pay!.min)} - ${usd(j.pay!.max)}`),
    ctx.lang,
  );
  const listed = t(ctx, "job.payList", { list, careers: "" }).trim();
  const compared =
    jobs.length === 2 && COMPARED.test(fold(ctx.message.text)) ? ` ${whichPaysMore(ctx, jobs[0], jobs[1])}` : "";
  return fact(`${listed}${compared} ${page(ctx, "careers")}`);
};

const COMPARED =
  /\b(more|most|better|best|higher|less|lower|diff\w*|vs|versus|compare\w*|mas|menos|mejor|plus|moins|mieux)\b/;

/** Two openings' pay set against each other: the one higher at both ends of its range, by how much. */
function whichPaysMore(ctx: Ctx, a: JobFact, b: JobFact): string {
  const [hi, lo] = a.pay!.max >= b.pay!.max ? [a, b] : [b, a];
  if (hi.pay!.min < lo.pay!.min || (hi.pay!.min === lo.pay!.min && hi.pay!.max === lo.pay!.max))
    return t(ctx, "job.paysEven");
  return t(ctx, "job.paysMore", {
    job: hi.name,
    low: usd(hi.pay!.min - lo.pay!.min),
    high: usd(hi.pay!.max - lo.pay!.max),
  });
}
