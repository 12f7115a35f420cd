import { fold } from "~/text/normalise";
import type { JobFact } from "../knowledge.server";
import { corpus } from "../corpus.server";
import { joinList, link } from "../phrases.server";
import { range } from "./opening-pay";
import type { Outcome } from "../types";
import { LANGS } from "../types";
import { fact, page, t, type Ctx } from "./context";
import { roleOfJob } from "./rate-pay";

/**
 * What a job seeker says of their languages, against the openings (decision 0104): the
 * opening of the language pair named and the openings that ask for English alone.
 */

/** The visitor speaks English alone: "i only speak english", "solo hablo inglés", "je ne parle que l'anglais". */
const ENGLISH_ONLY =
  /\b(only|just) (speak |know |do )?english\b|\benglish only\b|\bno (spanish|french)\b|\bdon'?t speak (spanish|french)\b|\b(do not|dont) speak (spanish|french)\b|\bsolo (hablo |se )?ingles\b|\bno hablo (espanol|frances)\b|\bne parle (que|qu'en) (l')?anglais\b|\bseulement (l')?anglais\b|\bje ne parle pas (espagnol|francais)\b/;
/** An opening that asks for a second language: its title names it. */
export const SECOND_LANGUAGE = /\b(bilingual|spanish|french|bilingue|espanol|francais)\b/;

/** The openings whose titles name a language the part names ("bilingual Spanish" → the English/Spanish opening). */
export function jobsSpeaking(ctx: Ctx): JobFact[] {
  // The language's own words too: "bilingual english spanish" is read as the tier, and names Spanish.
  const tokens = new Set(ctx.message.parts.flatMap((p) => p.tokens));
  const langs = Object.entries(corpus().entities.languages)
    .filter(([, names]) => LANGS.some((l) => names[l].some((n) => tokens.has(fold(n)))))
    .map(([key]) => key);
  if (!langs.length) return [];
  return ctx.k.jobs.filter((j) => langs.some((l) => fold(j.name).includes(l)));
}

/** "I only speak english": the openings that ask for no second language, when some do. */
export function englishOnlyOpenings(ctx: Ctx): Outcome | undefined {
  if (!ENGLISH_ONLY.test(fold(ctx.message.text)) || jobsSpeaking(ctx).length) return undefined;
  const englishOnly = ctx.k.jobs.filter((j) => !SECOND_LANGUAGE.test(fold(j.name)));
  if (!englishOnly.length || englishOnly.length === ctx.k.jobs.length) return undefined;
  if (englishOnly.length === 1) ctx.state.job = englishOnly[0].slug;
  const list = englishOnly.map(
    (j) => `${link(j.name, j.link)}${j.pay ? ` (${range(j)} ${t(ctx, "job.perMonth")})` : ""}`,
  );
  return fact(t(ctx, "jobs.englishOnly", { jobs: joinList(list, ctx.lang), link: page(ctx, "careers") }));
}

/** The opening the part's words name, by its title or its role's, whatever language the visitor named. */
export function namedOpening(ctx: Ctx): JobFact | undefined {
  // (The message as read: an answerer may have put the opening it chose in the part's place.)
  const part = ctx.message.parts.find((p) => p.raw === ctx.part.raw) ?? ctx.part;
  const named = part.entities.jobs[0]?.value;
  if (named) return ctx.k.jobs.find((j) => j.slug === named);
  const role = part.entities.roles[0]?.value;
  const ofRole = role ? ctx.k.jobs.filter((j) => roleOfJob(j) === role) : [];
  return ofRole.length === 1 ? ofRole[0] : undefined;
}
