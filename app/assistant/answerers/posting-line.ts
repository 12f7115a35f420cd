import { contentStems, fold } from "~/text/normalise";
import { synonymsOf } from "~/text/synonyms";
import { jobPosting, POSTING_SECTIONS } from "../passages.server";
import type { JobFact, Knowledge } from "../knowledge.server";
import type { Route } from "../refine";
import type { DialogueState, Lang, MessageReading, PartReading } from "../types";
import { roleOfJob } from "./rate-pay";

/** Words of any question about an opening: they choose no line. */
const GENERIC: Record<Lang, string> = {
  en: "english spanish french bilingual language speak hire hiring recruit interested part full time remote home house office submit send after happen next hear back long ask asks asking pay paid salary wage earn make job jobs position role posting opening work working need needed require required requirement requirements know knowing have has get apply applying application candidate you your i me my do does is are there what which any case manager paralegal receptionist secretary legal admin assistant intake specialist coordinator bilingual one least give",
  es: "piden pide pedir exigen exige paga pagan pago sueldo salario gana cobra cuanto secretaria recepcionista asistente administrativo administrativa legal gestor casos coordinador admision especialista ingles espanol frances bilingue bilingues idioma hablo habla contratan busco buscan interesa parcial tiempo completo remoto casa distancia enviar envio solicitud despues pasa tardan responder trabajo puesto vacante rol necesito necesita requisito requisitos saber tener aplicar postular postularme solicitud candidato usted ustedes yo mi que cual hay",
  fr: "demandent demande exigent exige paye payez salaire gagne combien secretaire juridique parajuriste gestionnaire dossiers assistante assistant administrative administratif receptionniste coordinateur specialiste accueil anglais espagnol francais bilingue bilingues langue parle recrutez recrute cherche interesse partiel temps plein distance maison envoyer envoi apres passe repondre travail poste offre emploi role besoin faut exige exigence exigences savoir avoir postuler candidature candidat vous votre je moi mon quoi quel quelle",
};

/** An opening's lines the visitor can be quoted, in their language (English-only headings to English visitors only). */
function linesOf(job: JobFact, lang: Lang): string[] {
  const lines: string[] = [];
  for (const [heading, english] of Object.entries(job.sections)) {
    // (What the role is about is the opening's own answer, not a line to quote.)
    if (/about/i.test(heading)) continue;
    if (lang === "en") lines.push(...english);
    else {
      const key = (Object.keys(POSTING_SECTIONS) as (keyof typeof POSTING_SECTIONS)[]).find((k) =>
        POSTING_SECTIONS[k].test(heading),
      );
      const translated = key && jobPosting(job.slug, key, english, lang);
      if (translated) lines.push(...translated);
    }
  }
  return lines;
}

/**
 * The one line of an opening's posting a seeker's question is about, by a word the question shares with few of its
 * lines: "what software do i need to know for the case manager job" → "Experience with legal case management
 * software."; "whats on the timed test" → the assessment line. Undefined when no line, or too many, share one.
 */
export function postingLine(raw: string, job: JobFact, lang: Lang): string | undefined {
  const lines = linesOf(job, lang);
  if (!lines.length) return undefined;
  const generic = new Set(contentStems(`${GENERIC[lang]} ${job.name}`, lang));
  const asked = [...new Set(contentStems(raw, lang))].filter((s) => !generic.has(s) && s.length >= 3);
  const stems = lines.map((line) => new Set(contentStems(line, lang)));
  const has = (i: number, s: string) => synonymsOf(s).some((w) => stems[i].has(w));
  // A word most lines use tells nothing; one or two lines, it points at them.
  const telling = asked.filter((s) => {
    const n = lines.filter((_, i) => has(i, s)).length;
    return n > 0 && n <= 2;
  });
  if (!telling.length) return undefined;
  // Each word weighs by how few lines say it.
  const weight = (s: string) => 1 / lines.filter((_, i) => has(i, s)).length;
  let best = -1;
  let bestWeight = 0;
  lines.forEach((_, i) => {
    const w = telling.filter((s) => has(i, s)).reduce((sum, s) => sum + weight(s), 0);
    if (w > bestWeight) [best, bestWeight] = [i, w];
  });
  return best >= 0 ? lines[best] : undefined;
}

/** Readings a line of a posting never takes over: what the answerers of openings and figures say whole. */
const KEPT =
  /^(price|unpublished\.margin|handoff|guard|legal|contact|job\.(info|pay|hours|apply|process|closing|status|locations|negotiable|pay_terms|attorneys|resume_by_email|license|benefits|equipment|hourly|age)|jobs\.(part_time|best_paid)|chat\.(greeting|thanks|bye))/;

/**
 * A job seeker's question about the opening in focus (named, or the one talked of) that a line of its posting
 * answers, whatever else it was read as: "ok whats on the timed test" after the Personal Injury paralegal opening.
 */
export function onThePosting(part: PartReading, r: Route, state: DialogueState, k: Knowledge, lang: Lang): boolean {
  if (r.act === "answer" && KEPT.test(r.intent)) return false;
  if (part.safety || part.guard || part.pay || part.pricing) return false;
  const seeker = part.asker === "seeker" || state.asker === "seeker" || /^jobs?\./.test(state.topic ?? "");
  // (A firm naming a role that is also an opening's title, "case manager vs paralegal?", asks about the role.)
  if (!seeker) return false;
  const slug = part.entities.jobs[0]?.value ?? state.job;
  const job = slug && k.jobs.find((j) => j.slug === slug);
  return !!job && !!postingLine(part.raw, job, lang);
}

/** The first requirement of an opening's posting that the pattern finds in its English, in the visitor's language. */
export function requirementLine(job: JobFact, line: RegExp, lang: Lang): string | undefined {
  const english = Object.entries(job.sections).find(([h]) => POSTING_SECTIONS.requirements.test(h))?.[1] ?? [];
  const i = english.findIndex((l) => line.test(l));
  if (i < 0) return undefined;
  return jobPosting(job.slug, "requirements", english, lang)?.[i] ?? (lang === "en" ? english[i] : undefined);
}

/** "The legal admin one", "el puesto de intake", "l'offre de secrétaire": one opening pointed at. */
const ONE_OF_THEM = /\b(one|job|posting|position|opening|vacante|puesto|oferta|poste|offre|emploi)\b/;

/**
 * "The legal admin one - is it full time? when does it close": a job seeker points at one opening (by its name, or a
 * role only one opening has) and "it" in the message's other parts is that opening (decision 0142).
 */
export function focusOpening(reading: MessageReading, state: DialogueState, k: Knowledge): void {
  const seeker =
    state.asker === "seeker" || /^jobs?\./.test(state.topic ?? "") || reading.parts.some((p) => p.asker === "seeker");
  if (!seeker || state.asker === "firm" || reading.parts.length < 2) return;
  // (Pointed at first: "which ones are full time, and which one fits a legal secretary" asks the first of all of them.)
  const [p] = reading.parts;
  const role = p.entities.roles[0]?.value;
  const ofRole = role && ONE_OF_THEM.test(fold(p.raw)) ? k.jobs.filter((j) => roleOfJob(j) === role) : [];
  const slug = p.entities.jobs[0]?.value ?? (ofRole.length === 1 ? ofRole[0].slug : undefined);
  if (slug) state.job = slug;
}
