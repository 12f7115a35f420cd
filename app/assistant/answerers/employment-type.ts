import { fold } from "~/text/normalise";
import type { JobFact } from "../knowledge.server";
import { t, value, type Ctx } from "./context";

const FULL = "full[- ]?time|tiempo completo|jornada completa|temps plein|plein temps";
const PART = "part[- ]?time|medio tiempo|tiempo parcial|media jornada|temps partiel|mi-temps|mi temps";
/** The type asked of the posting: "is it full time?", "es medio tiempo?", "c'est à temps plein ?", "full time? hours?". */
const typeAsked = (kind: string) =>
  new RegExp(`\\b(is|es|est|c'est|sont|son)\\b[^.?!]{0,40}\\b(${kind})\\b|\\b(${kind})\\s*\\?`);
const FULL_TIME_ASKED = typeAsked(FULL);
const PART_TIME_ASKED = typeAsked(PART);

/** Whether the part asks an opening's type: "is it full time?", "¿es tiempo completo o medio tiempo?". */
export const employmentTypeAsked = (raw: string) => FULL_TIME_ASKED.test(fold(raw)) || PART_TIME_ASKED.test(fold(raw));

/**
 * "Is the legal admin job full time? i need full time", "¿es tiempo completo?": the yes or no its employment type
 * gives, before its details. Empty when the part does not ask it.
 */
export function employmentTypeAnswer(ctx: Ctx, job: JobFact): string {
  const said = fold(ctx.part.raw);
  const full = FULL_TIME_ASKED.test(said);
  if (!full && !PART_TIME_ASKED.test(said)) return "";
  if (!job.employmentType) return "";
  const isFull = /^full-time$/i.test(job.employmentType);
  const type = value(ctx, "employmentTypes", job.employmentType);
  if (full) return t(ctx, isFull ? "job.isFullTime" : "job.notFullTime", { job: job.name, type });
  return t(ctx, isFull ? "job.notPartTime" : "job.typeIs", { job: job.name, type });
}
