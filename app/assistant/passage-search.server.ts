import { practiceAreas } from "~/content/practice-areas";
import type { RoleSlug } from "~/content/types";
import { contentStems, fold, stem } from "~/text/normalise";
import { synonymsOf } from "~/text/synonyms";
import type { Knowledge } from "./knowledge.server";
import { quoted, serviceSummary } from "./passages.server";
import { wordsNotOf, wordsSupport } from "./lexical-support.server";
import { isQuestion } from "./part-shape";
import type { Route } from "./refine";
import type { DialogueState, Lang, PartReading } from "./types";

/**
 * The one passage of our pages a question about the work shares the most telling words with: a service of a
 * practice area's page ("can they deal w the title co and lender directly" → the Real Estate page's coordination
 * with title companies and lenders), a role's duty or a service page's description or card. Words are weighed by
 * how few passages use them (a word every page uses tells nothing), in the visitor's language. Decision 0044.
 */
export interface Passage {
  kind: "area" | "role" | "service";
  /** The page it is on (an area's slug, a role's slug, or the about/FAQ page). */
  source: string;
  title: string;
  text: string;
  stems: Set<string>;
}

/** Words of any question about our staff's work: they choose no passage. */
const GENERIC: Record<Lang, string> = {
  en: "man woman question take taking handle handling manage support provide offer assist possibly possible maybe even something anything everything that this those these hour hours week weeks month months day days year years time per full part system systems pay paid bonus can could would will do does did your you they them their staff person people someone somebody help work need want also directly thing things stuff get make handle deal guy guys firm law legal client clients case cases our tell say know ask explain talk give show let like much many way actual actually really exactly specific specifically then just even anyone anybody who us we me keep paralegal paralegals coordinator manager receptionist secretary admin specialist assistant team professional professionals quick quickly fast asap answer answers atty urgent urgently today now soon family families",
  es: "hombre mujer pregunta tonta encargan encargarse manejan manejar ofrecen apoyo algo eso esto esos estas hora horas semana semanas mes meses dia dias ano tiempo completo parcial sistema pagar pago pueden puede podria hacer hacen su sus ustedes ellos personal persona alguien ayudar trabajo trabajar necesitamos necesito tambien directamente cosa cosas bufete despacho firma cliente clientes caso casos nuestro nuestra nosotros paralegal paralegales asistente coordinador gestor recepcionista secretaria especialista equipo profesional rapido rapida respuesta hoy urgente abogado abogada abogados familia familias",
  fr: "homme femme question charge occuper gerer gerez offrez soutien quelque chose ça cela ceci heure heures semaine semaines mois jour jours an temps plein partiel systeme payer paye peuvent peut pourrait faire font votre vos ils elles personnel personne quelqu'un aider travail travailler besoin aussi directement chose choses cabinet client clients dossier dossiers notre nos nous parajuriste parajuristes assistant assistante coordinateur gestionnaire receptionniste secretaire specialiste equipe professionnel rapide rapidement reponse aujourd'hui urgent urgente avocat avocate avocats famille familles",
};

type Index = { passages: Passage[]; idf: Map<string, number>; generic: Set<string> };
/** By the knowledge it was built from (the staff's service pages change it) and the language. */
const built = new WeakMap<Knowledge, Map<Lang, Index>>();

function index(lang: Lang, k: Knowledge): Index {
  const byLang = built.get(k) ?? new Map<Lang, Index>();
  built.set(k, byLang);
  let ix = byLang.get(lang);
  if (ix) return ix;
  const q = quoted(lang);
  const textLang = q.translated ? lang : "en";
  const stems = (text: string) => new Set(contentStems(text, textLang));
  const passages: Passage[] = [];
  for (const area of practiceAreas) {
    const translated = q.areas[area.slug];
    for (const s of translated?.services ?? area.services)
      passages.push({
        kind: "area",
        source: area.slug,
        title: s.title,
        text: s.text,
        stems: stems(`${s.title} ${s.text}`),
      });
  }
  for (const [slug, role] of Object.entries(q.roles))
    for (const duty of role.duties)
      passages.push({ kind: "role", source: slug, title: role.title, text: duty, stems: stems(duty) });
  // The service pages: the short description in the visitor's language, and (in English) each of their cards.
  for (const service of k.services.values()) {
    const summary = serviceSummary(service.slug, lang, service.summary);
    if (summary)
      passages.push({
        kind: "service",
        source: service.slug,
        title: service.title,
        text: summary,
        stems: stems(summary),
      });
    if (lang === "en")
      for (const card of service.details)
        passages.push({ kind: "service", source: service.slug, title: service.title, text: card, stems: stems(card) });
  }
  const df = new Map<string, number>();
  for (const p of passages) for (const s of p.stems) df.set(s, (df.get(s) ?? 0) + 1);
  const idf = new Map([...df].map(([s, n]) => [s, Math.log((passages.length + 1) / (n + 1))]));
  const generic = new Set(GENERIC[lang].split(" ").map((w) => stem(w, textLang)));
  byLang.set(lang, (ix = { passages, idf, generic }));
  return ix;
}

export interface PassageMatch {
  passage: Passage;
  score: number;
  /** The visitor's words the passage shares. */
  shared: string[];
}

/**
 * The best passage for a question, at least two telling words shared; a passage of the practice area or role in
 * focus counts half again. Undefined when nothing shares enough.
 */
export function bestPassage(
  raw: string,
  lang: Lang,
  k: Knowledge,
  focus: { area?: string; role?: RoleSlug; service?: string } = {},
): PassageMatch | undefined {
  const { passages, idf, generic } = index(lang, k);
  const textLang = quoted(lang).translated ? lang : "en";
  const asked = [...new Set(contentStems(raw, textLang))].filter(
    (s) => !generic.has(s) && synonymsOf(s).some((w) => idf.has(w)),
  );
  let best: PassageMatch | undefined;
  for (const passage of passages) {
    const shared = asked.filter((s) => synonymsOf(s).some((w) => passage.stems.has(w)));
    const weight = shared.reduce((sum, s) => sum + Math.max(...synonymsOf(s).map((w) => idf.get(w) ?? 0)), 0);
    // Two telling words, or one rare one ("beneficiaries") in a short question; and half the question's words.
    const rare = shared.length === 1 && shared[0].length >= 9 && weight >= RARE && asked.length <= 3;
    if (!(rare || (shared.length >= 2 && weight >= MIN_SCORE)) || shared.length * 2 < asked.length) continue;
    const inFocus = passage.source === focus.area || passage.source === focus.role || passage.source === focus.service;
    // (Between passages sharing the same words, the one whose title says them: "docketing" → the docketing service.)
    const titled = shared.filter((s) => contentStems(passage.title, textLang).includes(s)).length;
    const score = (inFocus ? weight * 1.5 : weight) + titled * 0.1;
    if (!best || score > best.score) best = { passage, score, shared };
  }
  return best;
}

/** The least weight a match needs, and the weight of a word rare enough to choose a passage alone (a word of about
 * one passage in sixty); set on the spent sets A–K. */
const MIN_SCORE = 5;
/** The least weight of a passage that takes over a reading (about two words of one passage in forty each). */
const OVER_READING = 8;
const RARE = 4;

/**
 * A firm's question about a role or our staff that a service of the practice area in focus answers ("we're an
 * estate planning firm" … "could your paralegal keep in touch with the beneficiaries and the banks?"): that service.
 */
export function onAreaPage(part: PartReading, r: Route, state: DialogueState, k: Knowledge, lang: Lang): boolean {
  if (!state.area || r.act !== "answer" || !/^(role\.(info|compare)|staff\.(qualifications|tools))$/.test(r.intent))
    return false;
  if (!isQuestion(part.raw) || part.safety || part.maybeLegal || !(state.asker === "firm" || part.firmContext))
    return false;
  return bestPassage(part.raw, lang, k, { area: state.area })?.passage.source === state.area;
}

const NAMED: Record<string, "services" | "areas" | "roles"> = {
  "service.info": "services",
  "area.info": "areas",
  "role.info": "roles",
};

const FIGURE_QUESTION = /\b(how (much|many)|cuanto|cuantos|cuantas|combien)\b/;
const STANDS_IN =
  /\b(attend|appear|cover|represent|argue|sign|stand in|asistir|comparecer|representar|firmar|assister|comparaitre|representer|plaider|signer)\b/;

/** Readings a passage never takes over: figures, people, safety, instructions, contact details and job postings. */
const UNPUBLISHED = /^unpublished\./;
const KEPT =
  /^(price|handoff|guard|legal|contact|job|jobs|privacy|unpublished|role\.compare|staff\.(licensed|remote|location)|company\.samples|company\.(booking|offices|office_hours|socials|not_law_firm)|chat\.(greeting|thanks|bye|language|how_are_you|bot|intro)$)/;

/**
 * A firm's question about the work whose telling words the reading it got never heard of, that a passage of our
 * pages shares: "consumer bk practice. do u do means test + 341 prep?" read as a service not found, "code
 * enforcement files + zoning variance hearing records are a mess. is that something ur staff do?" read as our
 * confidentiality. A question that says nothing of its own ("is that something…") is searched with the statements
 * before it. The passage's text to search, or undefined when the reading stands.
 */
export function passageOverReading(
  part: PartReading,
  r: Route,
  before: PartReading[],
  state: DialogueState,
  k: Knowledge,
  lang: Lang,
): string | undefined {
  const intent = r.act === "answer" ? r.intent : "none";
  if (r.act === "clarify" && r.options.includes("legal.matter")) return undefined;
  if (part.safety || part.maybeLegal || part.guard || part.offTopic || part.pay || part.pricing || part.complaint)
    return undefined;
  // (Hours and schedules are figures to work out, not work to look up.)
  // (Nor are languages: "do your receptionists answer calls in french?" asks about the Multilingual tier.)
  if (part.entities.tiers.length || part.entities.schedules.length || part.entities.languages.length) return undefined;
  // Our staff asked to stand where an attorney stands is what our staff are, whatever the work around it.
  if (STANDS_IN.test(fold(part.raw))) return undefined;
  // A question of how much or how many is one of figures ("so how much less is that vs what i asked first").
  if (FIGURE_QUESTION.test(fold(part.raw))) return undefined;
  if (part.asker === "seeker" || state.asker === "seeker" || (state.safetyGiven && state.asker !== "firm"))
    return undefined;
  // A visitor speaking of themselves, not as a firm, may have a matter of their own ("boss hasnt paid me…").
  if (part.person && part.asker !== "firm" && state.asker !== "firm" && !part.firmContext) return undefined;
  const { generic, idf } = index(lang, k);
  const textLang = quoted(lang).translated ? lang : "en";
  const own = contentStems(part.raw, textLang).filter((s) => !generic.has(s) && synonymsOf(s).some((w) => idf.has(w)));
  // What is never published stays so, unless the question says nothing of its own and its reading is a guess.
  // (A job posting's reading of a firm's words is a guess too: "despacho de lesiones… hay q pedir reporte policial".)
  const firm = [...before, part].some((p) => p.asker === "firm" || p.firmContext) || state.asker === "firm";
  // (Not the seeker's questions the rules of seeker-words.ts placed: "licensed atty … do u hire lawyers?".)
  const seekersOwn = /^job\.(pay_terms|attorneys|resume_by_email|license)$/.test(intent);
  // (So is a reading of our prices with no word of a price, a dollar or a schedule: "300 vendor contracts… in a
  // repository with renewal dates tracked. is that a thing u do" asks of the work, not the currency.)
  const priceGuessed = /^price/.test(intent) && !/\$/.test(part.raw);
  const guessed =
    (UNPUBLISHED.test(intent) && !own.length) || (firm && /^jobs?\./.test(intent) && !seekersOwn) || priceGuessed;
  if (r.act === "answer" && KEPT.test(intent) && !guessed) return undefined;
  // (The practice area the message names is the one in focus: "consumer bankruptcy shop. can u prep means test stuff?")
  const area = [...before, part].flatMap((p) => p.entities.areas.map((e) => e.value))[0] ?? state.area;
  const focus = { area, role: state.role, service: state.service };
  const statements = before.filter((p) => !isQuestion(p.raw) && !p.safety && !p.maybeLegal).map((p) => p.raw);
  // Its own words first; with the statements before it when they say nothing alone ("do your people handle
  // credentialing packets?" after "we do provider credentialing + payer contracts"), still on one of its words.
  let text = part.raw;
  let match = own.length ? bestPassage(text, lang, k, focus) : undefined;
  if (!match && statements.length) {
    text = [...statements, part.raw].join(" ");
    match = bestPassage(text, lang, k, focus);
    if (match && own.length && !match.shared.some((s) => own.includes(s))) match = undefined;
  }
  // Taking over a reading wants more than answering a question nothing placed: two telling words, well weighed.
  if (!match || match.shared.length < 2 || match.score < OVER_READING) return undefined;
  // A reading of a named thing stands when the part names it; with nothing named it has nothing to answer from.
  const named = NAMED[intent];
  // (Unless the passage is of the practice area the message names and the service was named by one word of its title:
  // "lemon law shop here - can they do … repair order chronologies??" is the Lemon Law page, not medical chronologies.)
  const ofTheArea = !!area && match.passage.kind === "area" && match.passage.source === area && named === "services";
  // (Nor when the area is named with two more telling words of one of its own services: "ch 13 payment tracking".)
  if (named === "areas" && match.passage.kind === "area" && match.passage.source === area) {
    const naming = new Set(
      part.entities.areas.flatMap((m) => contentStems(part.tokens.slice(m.start, m.end).join(" "), textLang)),
    );
    // (Words of the service's own title count though they name the area too: "means test" is both.)
    const titled = new Set(contentStems(match.passage.title, textLang));
    const beyond = match.shared.filter((s) => !naming.has(s));
    if (beyond.length && match.shared.filter((s) => !naming.has(s) || titled.has(s)).length >= 2) return text;
  }
  if (named) return part.entities[named].length && !(ofTheArea && namedByAWord(part, k, textLang)) ? undefined : text;
  if (firm && /^jobs?\./.test(intent) && !seekersOwn) return text;
  // Any other reading stands when the question's own words are words of its examples (it was read, not guessed),
  // or when its examples know half the words the passage shares.
  if (own.length && wordsSupport(part, intent, lang)) return undefined;
  if (wordsNotOf(intent, match.shared).length * 2 < match.shared.length) return undefined;
  return text;
}

/** A question about the work that nothing placed, from neither a job seeker nor one told we're not a law firm, that
 * a passage of our pages answers. */
export function answersUnplaced(part: PartReading, state: DialogueState, k: Knowledge, lang: Lang): boolean {
  if (!isQuestion(part.raw) || part.pay || part.maybeLegal || part.safety || part.offTopic) return false;
  if ((state.safetyGiven && state.asker !== "firm") || part.asker === "seeker" || state.asker === "seeker")
    return false;
  return !!bestPassage(part.raw, lang, k, { area: state.area, role: state.role, service: state.service });
}

/** The services a part names, each by fewer than half the words of a long title ("chronologies" for medical chronologies). */
function namedByAWord(part: PartReading, k: Knowledge, lang: Lang): boolean {
  const said = new Set(contentStems(part.raw, lang));
  return part.entities.services.every((e) => {
    const title = contentStems(k.services.get(e.value)?.title ?? e.value, lang);
    return title.length >= 3 && title.filter((w) => said.has(w)).length * 2 < title.length;
  });
}
