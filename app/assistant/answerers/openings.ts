import { fold } from "~/text/normalise";
import type { JobFact } from "../knowledge.server";
import { link } from "../phrases.server";
import { POSTING_SECTIONS } from "../passages.server";
import { t, value, type Ctx } from "./context";
import { roleOfJob } from "./rate-pay";
import { HOURS_WORD } from "../seeker-words";
import { CLOSING } from "./job-dates";

/**
 * A job seeker's side of the openings (decision 0036): what the visitor says of themselves (years of
 * experience, the languages they speak, where they are, a part-time wish, their role) picks the opening
 * that fits best, and the facts each posting publishes of its own (its minimum experience, its location)
 * are said against that profile. And what a seeker's question asks about an opening (its hours, its
 * tests, its requirements, where it is open, how to apply, whether pay is negotiable), whatever the
 * classifier read, so a follow-up stays on the opening in focus.
 */
export interface SeekerProfile {
  years?: number;
  languages: string[];
  partTime: boolean;
  place?: string;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
};
const YEARS =
  /\b(\d{1,2}|one|two|three|four|five|six|un|una|uno|dos|tres|cuatro|cinco|une|deux|trois|quatre|cinq)\+? ?(yrs?|years?|anos?|ans?)\b/;
const LANGUAGE_WORDS: Record<string, RegExp> = {
  spanish: /\b(spanish|espanol|espagnol|hispanohablante)\b/,
  french: /\b(french|frances|francais|francophone)\b/,
};
/** A place the visitor says they are in or from ("im in trinidad", "soy de colombia", "je suis haitienne"). */
const PLACE =
  /\b(?:i'?m in|i am in|im in|i live in|based in|from|soy de|vivo en|estoy en|je suis (?:en|au|a|de)|j'habite (?:en|au|a))\s+([a-z][a-z ]{2,25}?)(?=[,.;!?]|\s+(?:and|y|et|w|with|con|avec|does|do|is|can|does that|count)\b|$)/;

export function profileOf(text: string): SeekerProfile {
  const t0 = fold(text);
  const y = YEARS.exec(t0);
  const years = y ? (NUMBER_WORDS[y[1]] ?? Number(y[1])) : undefined;
  const languages = Object.entries(LANGUAGE_WORDS)
    .filter(([, re]) => re.test(t0))
    .map(([l]) => l);
  const partTime =
    /\b(part[- ]?time|20 ?(hrs?|hours?|h)|medio tiempo|tiempo parcial|mi-?temps|temps partiel|day job)\b/.test(t0);
  return { years, languages, partTime, place: PLACE.exec(t0)?.[1]?.trim() };
}

/** A seeker describing themselves ("2 años en un call center", "anything for me"), not only naming a language. */
export function describesProfile(text: string): boolean {
  const t0 = fold(text);
  return (
    profileOf(text).years !== undefined ||
    /\b(anything|something|algo|quelque chose)\b.{0,12}\b(for me|para mi|pour moi)\b/.test(t0)
  );
}

const hasProfile = (p: SeekerProfile) => p.years !== undefined || p.languages.length > 0 || p.partTime;

/** The years of experience a posting's requirements ask for ("At least two years of…"). */
export function yearsRequired(job: JobFact): number | undefined {
  const requirements = Object.entries(job.sections).find(([h]) => POSTING_SECTIONS.requirements.test(h))?.[1] ?? [];
  for (const line of requirements) {
    const m = /\bat least (\w+) years?\b/i.exec(line);
    if (m) return NUMBER_WORDS[m[1].toLowerCase()] ?? (Number(m[1]) || undefined);
  }
  return undefined;
}

const partTimeJob = (job: JobFact) => /part|contract|hrs|hours/i.test(job.employmentType ?? "");

/** How well an opening fits a profile (and the role named); higher is better, and whether experience falls short. */
function fit(ctx: Ctx, job: JobFact, p: SeekerProfile): { score: number; short: boolean } {
  let score = 0;
  const name = fold(job.name);
  const bilingual = /english\/(spanish|french)/.test(name);
  for (const l of p.languages) if (name.includes(l)) score += 3;
  if (bilingual && !p.languages.some((l) => name.includes(l))) score -= 3;
  if (p.partTime) score += partTimeJob(job) ? 3 : -2;
  const role = ctx.part.entities.roles[0]?.value;
  if (role && roleOfJob(job) === role) score += 2;
  const area = ctx.message.parts.flatMap((x) => x.entities.areas).map((a) => fold(a.value))[0];
  if (area && fold(`${job.name} ${job.summary}`).includes(area.split(/[ /]/)[0])) score += 1;
  const needed = yearsRequired(job);
  const short = p.years !== undefined && needed !== undefined && p.years < needed;
  if (short) score -= 2;
  return { score, short };
}

/** The opening that fits what the visitor said of themselves, when they said something that tells openings apart. */
export function bestFit(ctx: Ctx): JobFact | undefined {
  const p = profileOf(ctx.message.text);
  // A role alone ("I'm a paralegal, any openings?") says who is asking: every opening is listed.
  if (!hasProfile(p)) return undefined;
  const ranked = ctx.k.jobs
    .map((job) => ({ job, ...fit(ctx, job, p) }))
    .sort((a, b) => b.score - a.score || Number(a.short) - Number(b.short));
  const [first, second] = ranked;
  if (!first || first.score <= 0 || (second && second.score === first.score)) return undefined;
  return first.job;
}

/**
 * What an opening asks set against what the visitor said: a minimum of experience not met (and the opening
 * whose minimum is), and a place the posting's location does not name (its countries are not published).
 */
/** The countries plainly in a region a posting names ("Remote — Latin America"): "soy de colombia" is in it. */
const REGIONS: [string, RegExp][] = [
  [
    "latin america",
    /^(mexico|guatemala|honduras|el salvador|nicaragua|costa rica|panama|colombia|colombie|venezuela|ecuador|equateur|peru|perou|bolivia|bolivie|chile|chili|argentina|argentine|uruguay|paraguay|brazil|brasil|bresil|cuba|dominican republic|republica dominicana|republique dominicaine)$/,
  ],
  [
    "caribbean",
    /^(jamaica|jamaique|trinidad|trinidad and tobago|trinidad y tobago|trinite et tobago|barbados|barbade|bahamas|haiti|dominican republic|republica dominicana|republique dominicaine|saint lucia|sainte lucie|grenada|grenade|antigua|st lucia|dominica|st vincent|saint vincent|cuba|puerto rico|porto rico)$/,
  ],
];
/** The place as the visitor typed it, accents kept ("Haïti", "República Dominicana"), with capitals. */
function placeAsTyped(text: string, place: string): string {
  const words = text.split(/\s+/).map((w) => w.replace(/^[¿¡"'(]+|[,.;:!?)"']+$/g, ""));
  for (let n = 1; n <= 4; n++)
    for (let i = 0; i + n <= words.length; i++) {
      const typed = words.slice(i, i + n).join(" ");
      if (fold(typed) === place)
        return typed.replace(/(^|\s)(\p{Ll})/gu, (_, s: string, c: string) => s + c.toUpperCase());
    }
  return place.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

export function fitNotes(ctx: Ctx, job: JobFact): string {
  const p = profileOf(ctx.message.text);
  const notes: string[] = [];
  const needed = yearsRequired(job);
  if (p.years !== undefined && needed !== undefined && p.years < needed) {
    const other = ctx.k.jobs.find(
      (j) => j !== job && (yearsRequired(j) ?? 0) <= p.years! && roleOfJob(j) !== "Intake-Specialist",
    );
    notes.push(t(ctx, "job.yearsShort", { job: job.name, needed, years: p.years }));
    if (other)
      notes.push(t(ctx, "job.yearsFit", { job: link(other.name, other.link), needed: yearsRequired(other) ?? 0 }));
  }
  const region =
    p.place && job.location
      ? REGIONS.find(([name, places]) => fold(job.location!).includes(name) && places.test(p.place!))
      : undefined;
  if (region && p.place)
    notes.push(
      t(ctx, "job.placeInRegion", {
        place: placeAsTyped(ctx.message.text, p.place),
        location: value(ctx, "locations", job.location!),
      }),
    );
  else if (p.place && job.location && !fold(job.location).includes(p.place))
    notes.push(t(ctx, "job.countriesNotListed", { location: value(ctx, "locations", job.location) }));
  return notes.join(" ");
}

/** What a seeker's question asks about an opening, by its words; undefined when it asks none or several. */
const ASPECTS: [string, RegExp][] = [
  [
    "job.status",
    /\b(applied|aplique|postule|postulado|candidate|(sent|submitted|mande|envie|envoye) (my|mi|ma|mon) (application|solicitud|candidature|cv|resume))\b.{0,60}\b(nothing|no news|heard|update|status|any news|nada|noticias|respuesta|como va|rien|nouvelles|reponse)\b|\b(status|update on|news on|como va|estado de|suivi de|nouvelles de)\b.{0,20}\b(my |mi |ma )?(application|solicitud|candidatura|postulacion|candidature)\b|\b(applied|apply|submit|submitted|sent|mande|envie|postule|aplique|envoye|soumis|postule)\b.{0,40}\b(twice|two times|\d times|dos veces|\d veces|deux fois|\d fois|double click|doble click|doble clic|double clic)\b|\b(did|has|have) (it|any|one|my application|they|mine)( of (them|the \d+))? (go|gone|went) (thru|through)\b|\b(se )?(envio|llego|paso)\b.{0,20}\b(mi )?(solicitud|postulacion)\b/,
  ],
  ["job.closing", CLOSING],
  [
    "job.benefits",
    /\b(benefits?|health (insurance|coverage|care)|dental|medical (insurance|coverage)|seguro medico|beneficios|prestaciones|avantages|mutuelle|couverture sante|assurance (sante|maladie))\b/,
  ],
  ["job.hours", /\b(hours?|schedule|shifts?|horario|horarios|turno|horaires?|heures)\b/],
  [
    "job.process",
    /\b(tests?|testing|assessments?|exams?|interviews?|steps|process|what happens after|prueba|pruebas|examen|evaluacion|entrevista|proceso|epreuve|evaluation|entretien|processus|etapes)\b/,
  ],
  [
    "job.requirements",
    /\b(requirements?|required|requisitos?|license|licence|licencia|certification|certificacion|certified|degree|titulo|diplome|exigences?|qualifications?)\b/,
  ],
  ["job.negotiable", /\b(negotia\w*|negocia\w*|negocie\w*|negocier)\b/],
  [
    "job.locations",
    /\b(count as|counts as|eligible|country|countries|pais|paises|pays|from (my|another) country|cuenta como|compte comme)\b/,
  ],
];

/** Languages asked of an opening: "do i need to speak spanish", "faut parler espagnol ?", "is english required". */
const LANGUAGES_ASKED =
  /\b(need|needs|have|has|must|required) to (speak|be bilingual|know (english|spanish|french))\b|\b(what|which) languages?\b|\b(english|spanish|french|bilingual) (required|needed|a must|obligatory)\b|\b(is|are) (english|spanish|french) (required|needed|a must)\b|\b(tengo|tienes|hay|necesito|debo) que hablar\b|\bnecesito (hablar|saber) (ingles|espanol|frances)\b|\b(que|cuales) idiomas\b|\b(faut|dois|doit|devez) (il )?(parler|etre bilingue)\b|\bquelles? langues?\b|\b(ingles|espanol|frances|anglais|espagnol|francais) (obligatorio|requerido|necesario|obligatoire|exige|requis)\b/;

/** Its pay asked: "how much is it", "cuánto pagan", "c'est combien" (beside "20 hrs a week", the pay, not the hours). */
export const PAY_ASKED =
  /\b(how much|salary|wages?|sueldo|salario|cuanto (es|paga|pagan|gano|se gana)|combien|salaire|remuneration)\b|\b(does|will|would) (it|the job|that job|they) pay\b|\bwhat'?s? (is )?the pay\b/;

/** Whether the words name one aspect of an opening ("job.process": a test, an interview, the steps), among others. */
export const namesAspect = (raw: string, intent: string) =>
  ASPECTS.some(([aspect, re]) => aspect === intent && re.test(fold(raw)));

export function aspectAsked(raw: string): string | undefined {
  const t0 = fold(raw);
  const pay = PAY_ASKED.test(t0);
  const all = ASPECTS.filter(([, re]) => re.test(t0)).map(([intent]) => intent);
  const found = pay ? all.filter((intent) => intent !== "job.hours") : all;
  if (pay && !found.length && (all.length || HOURS_WORD.test(t0))) return "job.info";
  // (The languages a posting asks for are one of its requirements: "is spanish required?" asks them.)
  if (LANGUAGES_ASKED.test(t0) && found.every((f) => f === "job.requirements")) return "job.languages";
  return found.length === 1 ? found[0] : undefined;
}
