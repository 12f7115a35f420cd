import { fold } from "~/text/normalise";
import type { JobFact } from "../knowledge.server";
import { link, usd } from "../phrases.server";
import { WAGE_GUESSED } from "../seeker-words";
import { t, type Ctx } from "./context";

/** An opening's pay range, as its posting states it (by the month). */
export const range = (job: JobFact) => (job.pay ? `${usd(job.pay.min)} - ${usd(job.pay.max)}` : "");

/** A posting's hours a month: "Contract (20 hrs/week)" is 80, full time 160 (four weeks, as the pricing counts). */
export function monthlyHours(job: JobFact): number {
  const week = /(\d{1,2})\s*(hrs?|hours?)\s*\/\s*week/i.exec(job.employmentType ?? "");
  return (week ? Number(week[1]) : 40) * 4;
}

/**
 * The monthly range over the posting's hours, called an estimate (no hourly wage is published); a wage the visitor
 * guessed above it ("like 13 bucks an hour right?") is said not to be it first. Decision 0104.
 */
export function hourlyEstimate(ctx: Ctx, job: JobFact & { pay: NonNullable<JobFact["pay"]> }): string {
  const hours = monthlyHours(job);
  const cents = (n: number) => `$${(n / hours).toFixed(2)}`;
  const guessed = Number(WAGE_GUESSED.exec(fold(ctx.part.raw))?.slice(1).find(Boolean));
  const not = guessed > job.pay.max / hours ? `${t(ctx, "job.notThatHourly", { figure: usd(guessed) })} ` : "";
  return (
    not +
    t(ctx, "job.hourlyEstimate", {
      job: link(job.name, job.link),
      pay: range(job),
      hours,
      week: hours / 4,
      low: cents(job.pay.min),
      high: cents(job.pay.max),
    })
  );
}
