import { formatDate } from "~/content-source/job-format";
import type { JobFact } from "../knowledge.server";
import { t, type Ctx } from "./context";

/** "2027-01-31" as the visitor's language writes a date. */
export function dateIn(lang: Ctx["lang"], iso: string): string {
  if (lang === "en") return formatDate(iso);
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}

/** "The Case Manager posting closes on February 15, 2027.", said with an opening's details; "" when it states none. */
export const closingSentence = (ctx: Ctx, job: JobFact): string =>
  job.closes ? t(ctx, "job.closingOne", { job: job.name, date: dateIn(ctx.lang, job.closes) }) : "";

/** Words asking when an opening closes. */
export const CLOSING =
  /\b(closes?|closing|deadline|last day|expires?|until when|cierra|cierre|fecha limite|hasta cuando|vence|ferme|fermeture|date limite|jusqu'a quand)\b/;
