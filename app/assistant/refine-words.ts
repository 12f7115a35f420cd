import { fold } from "~/text/normalise";
import { asksMargin } from "./asker";
import type { PartReading } from "./types";

/**
 * What the second look (refine.ts) reads by: families of intents, words of openings, totals, a role's work and the
 * visitor's own voice, and the tables that turn a firm's reading into a job seeker's and back.
 */
export const JOB_INTENTS = /^(job\.info|jobs\.list|job\.apply)$/;
export const ROLE_PRICE_INTENTS = /^(price|price\.tiers|role\.info|role\.recommend|role\.compare)$/;
/** What a firm asks about our offer: to a job seeker asking after openings, the openings instead. */
export const OFFER_INTENTS =
  /^(area\.info|areas\.list|service\.info|services\.list|role\.info|roles\.list|role\.recommend|role\.compare)$/;
export const OPENINGS =
  /^(jobs?|openings?|postings?|vacanc(y|ies)|positions?|hire|hiring|recruiting|careers?|empleos?|vacantes?|trabajo|contratan|contratando|emplois?|postes?|offres?|recrutez|embauchez|embauche|embauchent)$/;

/** "What's the monthly total", "¿cuánto al mes?": a team's figure asked for without a word of price. */
export const TOTAL =
  /\b(total|totals|monthly|per month|a month|al mes|mensual|par mois|mensuel|en tout|en total|weekly|per week|a week|por semana|a la semana|semanal|par semaine|hebdomadaire)\b/i;

/** Words of a role's work: "what does a part-time paralegal do", "¿qué hace…?", "que fait…", "tasks", "duties". */
export const DUTIES =
  /\b(do|does|doing|did|duties|tasks|work on|responsib\w*|handle|hace|hacen|hacer|tareas|funciones|fait|font|faire|taches|fonctions|role of|mean)\b/;

/** One of ours already with the firm: "notre coordinatrice bilingue ne répond plus", "our full-time paralegal". */
export const OURS_ALREADY =
  /\b(our|my|nuestr[oa]s?|mis?|notre|nos|ma|mon|mes)\s+([\w-]+\s+)?(paralegal|case|coordinat\w*|receptionist|secretar\w*|legal admin|intake|parajurist\w*|gestionnaire|recepcionist\w*|asistente|gestor\w*|assistant\w*|admin)\b/;

/** The visitor speaking of themselves alone: "what do I need", "¿qué necesito?", "il me faut". */
export const SINGULAR = /\b(i|i'm|im|me|my|myself|yo|necesito|puedo|je|j|moi|mon|ma)\b/;

export const PERIOD_WORDS =
  /^(week|weekly|month|monthly|year|yearly|annual|annually|total|semana|mes|ano|anual|semaine|mois|annee|annuel|an)$/;

/** A firm-side reading of what a job seeker asks, and the careers intent that answers it. */
export const SEEKERS_OWN: Record<string, string> = {
  "company.office_hours": "job.hours",
  "staff.hours": "job.hours",
  "staff.location": "job.locations",
  "company.offices": "job.locations",
  "staff.remote": "job.locations",
  "staff.qualifications": "job.requirements",
  "staff.licensed": "job.requirements",
  "company.experience": "job.requirements",
};

/** A job seeker's reading of what a firm asks, and the firm-side intent that answers it. */
export const FIRMS_OWN: Record<string, string> = {
  "job.requirements": "staff.qualifications",
  "job.hours": "staff.hours",
  "job.locations": "staff.location",
};

/** Intents whose answer does not depend on the work a question names. */
export const WORK_BLIND =
  /^(staff\.(confidentiality|tools|hours|remote)|company\.(clients|experience|samples|offices|about)|chat\.capabilities|services\.list|unpublished\.[\w.]+)$/;

/** The careers reading among the classifier's candidates at least this sure: a job's, or a firm-side one's counterpart. */
export function careersReading(part: PartReading, floor: number): string | undefined {
  return part.candidates
    .map((c) => ({ intent: /^jobs?\./.test(c.intent) ? c.intent : SEEKERS_OWN[c.intent], score: c.score }))
    .find((c) => c.intent && c.score >= floor)?.intent;
}

/** Readings of a seeker's question about an opening that a question of its pay is sometimes given. */
export const JOB_ASPECT_READ = /^(jobs\.list|job\.(process|requirements|hours|locations|benefits|closing))$/;

/** Our phone, e-mail or address asked for, by name. */
export const CONTACT_ASKED =
  /\b(phone|call|text|e-?mail|mail|reach|contact|address|whatsapp|telefono|llamar|correo|direccion|contacto|appeler|courriel|adresse|joindre)\b/;

/** A fee named as such: "is there a placement fee", "frais d'inscription" (not a schedule's cost). */
export const FEE_WORD =
  /\b(fee|fees|surcharge|deposit|setup|set-up|placement|buyout|buy-out|commission|markup|cargo|cargos|comision|deposito|frais|commission|acompte)\b/;

/** Who we work with asked ("do you work w/ city attorney offices or only private law firms"): our clients. */
export const WORK_WITH =
  /\b(work|works|partner|deal) (w\/|with\b|for\b).{0,40}\b(offices?|agencies|government|departments?|firms|attorneys|lawyers|companies)\b|\b(trabajan|trabajas) (con|para)\b|\b(travaillez|travaille) (avec|pour)\b/;
/** An office somewhere named ("an office in chicago", "oficina en monterrey"). */
export const OFFICE_ELSEWHERE =
  /\b(office|offices|oficina|oficinas|bureau|bureaux|location)s? (in|en|a|au|at|near) [a-z]/;

/** "¿Y si es bilingüe?" after our rate set against a posting's pay: that price, bilingual (not the openings). */
export const bilingualIfAfterPay = (part: PartReading, topic?: string) =>
  topic === "price.vs_pay" &&
  part.entities.languages.length + part.entities.tiers.length > 0 &&
  /^(y |and |et )?(si|if)\b/.test(fold(part.raw));

/** Our people said to speak it: "el asistente puede hablar en español con el cliente?", "can the paralegal speak french". */
export const STAFF_SPEAKS =
  /\b(asistentes?|paralegal\w*|persona|personal|profesional\w*|secretari[ao]s?|recepcionistas?|gestor\w*|coordinador\w*|assistant\w*|parajuristes?|personnel|professionnel\w*|secretaires?|receptionnistes?|gestionnaires?|coordinat\w*|staff|people|person|paralegals?|receptionists?|secretar(y|ies)|case managers?|coordinators?|admins?|specialists?|they|she|he|ella|el|ils|elle)\b.{0,20}\b(habla\w*|hablar|speak\w*|parle\w*|parler)\b|\b(habla\w*|hablar|speak\w*|parle\w*|parler)\b.{0,30}\b(con|with|avec) (el|la|los|las|our|my|the|nuestr\w+|mis?|nos|notre|mes|mon|ma|le|les|leurs?) (\w+ )?(client\w*|llamad\w*|calls?|appels?)\b/;

/** The rest of a price said to go to us: "la différence va à votre entreprise ?", "does the rest go to you guys?". */
const TO_US =
  /\b(go(es)?|going|va|van|queda|quedan|keep|gardez|garde) (to|a|para|pour|with|con)? ?(you|u|your (company|agency|firm)|vous|votre (entreprise|agence|societe)|ustedes|su (empresa|agencia))\b|\b(you|vous|ustedes) (keep|gardez|se quedan)\b/;

/** The split of our price asked: after the rate beside the pay, or after a price with the rest said to go to us. */
export const asksOurSplit = (raw: string, topic?: string) =>
  (/^(price\.vs_pay|unpublished\.margin)$/.test(topic ?? "") ||
    (/^(price|price\.\w+|staff\.languages)$/.test(topic ?? "") && TO_US.test(fold(raw)))) &&
  asksMargin(raw);
